// The source files under a directory, for tests that read the project's own code (no emoji, text
// contrast, the rules' refusal reasons). Skips node_modules and dot directories.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (recursively) whose name `name` matches, as paths joined onto `dir`. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const p = join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, name) : name.test(e.name) ? [p] : [];
  });
}

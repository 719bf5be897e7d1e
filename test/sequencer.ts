// The order test files start in: longest first, across both projects, so that the two workers
// finish together instead of one waiting on a long file picked up last. A file's expected
// duration is vitest's own record of its last run on this machine when there is one, else the
// committed table test/durations.json (seconds per file, refreshed from
// test-output/durations.json, which every full run writes), else a guess for a new file.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file the table does not know yet (a new test): started early rather than last. */
const UNKNOWN_S = 8;

function committed(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(resolve(import.meta.dirname, 'durations.json'), 'utf8')).files ?? {};
  } catch {
    return {};
  }
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const table = committed();
    const root = this.ctx.config.root;
    const expected = (spec: TestSpecification): number => {
      const rel = relative(root, spec.moduleId).split('\\').join('/');
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${rel}`);
      if (cached && !cached.failed && cached.duration > 0) return cached.duration / 1000;
      return table[rel] ?? UNKNOWN_S;
    };
    const seconds = new Map(files.map((f) => [f, expected(f)]));
    return [...files].sort((a, b) => seconds.get(b)! - seconds.get(a)! || a.moduleId.localeCompare(b.moduleId));
  }
}

// Prints one closing line CI can read: "summary: N passed, N failed, N skipped", after the
// run's wall time, each project's file time and the slowest files. Writes every file's seconds
// (import plus tests) into test-output/durations.json: copy it over test/durations.json to
// refresh the order the files start in on a fresh clone (test/sequencer.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

const NOTE =
  'seconds per test file (import plus tests) on the 2-core machine, from test-output/durations.json of a full run; only the order of files depends on it';

export default class SummaryReporter implements Reporter {
  private root = process.cwd();
  private started = Date.now();

  onInit(ctx: Vitest) {
    this.root = ctx.config.root;
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const files: { file: string; project: string; s: number }[] = [];
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
      const d = m.diagnostic();
      files.push({
        file: relative(this.root, m.moduleId).split('\\').join('/'),
        project: m.project.name,
        s: (d.collectDuration + d.duration) / 1000,
      });
    }
    const wall = (Date.now() - this.started) / 1000;
    const byProject = new Map<string, { n: number; s: number }>();
    for (const f of files) {
      const p = byProject.get(f.project) ?? { n: 0, s: 0 };
      byProject.set(f.project, { n: p.n + 1, s: p.s + f.s });
    }
    files.sort((a, b) => b.s - a.s);
    const out: string[] = [''];
    out.push(
      `wall ${wall.toFixed(0)} s; file time: ${[...byProject].map(([p, v]) => `${p} ${v.n} files ${v.s.toFixed(0)} s`).join(', ')}`,
    );
    out.push(
      `slowest: ${files
        .slice(0, 6)
        .map((f) => `${f.file} ${f.s.toFixed(0)} s`)
        .join(', ')}`,
    );
    out.push(`summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    process.stdout.write(out.join('\n') + '\n');
    try {
      // merged into what earlier runs wrote, so a run of a few files updates only those
      const path = 'test-output/durations.json';
      const table: Record<string, number> = existsSync(path)
        ? (JSON.parse(readFileSync(path, 'utf8')).files ?? {})
        : {};
      for (const f of files) table[f.file] = Math.round(f.s * 10) / 10;
      mkdirSync('test-output', { recursive: true });
      const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(path, JSON.stringify({ note: NOTE, files: sorted }, null, 1) + '\n');
    } catch {
      // a read-only checkout: the table is a convenience
    }
  }
}

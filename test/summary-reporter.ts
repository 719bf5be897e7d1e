// Prints one closing line CI can read: "summary: N passed, N failed, N skipped".
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(`\nsummary: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

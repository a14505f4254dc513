/**
 * A Vitest reporter that closes the run with what was skipped and why: each distinct reason (the note a
 * test passed to `ctx.skip(note)`) with the number of tests and the files. Silent when nothing carries a
 * reason. Listed in vitest.config.ts next to the default reporter.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SkipReasonsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byReason = new Map<string, { count: number; files: Set<string> }>();
    for (const module of modules) {
      for (const test of module.children.allTests('skipped')) {
        const result = test.result();
        const note = result.state === 'skipped' ? result.note : undefined;
        if (note === undefined || note === '') continue;
        const entry = byReason.get(note) ?? { count: 0, files: new Set<string>() };
        entry.count += 1;
        entry.files.add(module.relativeModuleId);
        byReason.set(note, entry);
      }
    }
    if (byReason.size === 0) return;
    const lines = ['', 'Skipped, with reasons:'];
    for (const [reason, { count, files }] of byReason) {
      lines.push(`  skipped: ${reason} (${count} test${count === 1 ? '' : 's'}: ${[...files].join(', ')})`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

import type { Reporter, TestModule } from 'vitest/node';
import { remoteUrl } from './target';

/**
 * The run's summary of what did not run and why: every skipped test with its reason (a test's declaration gives it,
 * test/helper.ts), grouped by reason and file. In process nothing is skipped and nothing is printed.
 */
export default class SkipReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const byReason = new Map<string, Map<string, string[]>>();
    let count = 0;
    for (const module of modules)
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        const reason = result.note ?? test.meta().skipReason ?? 'skipped without a declared reason';
        const files = byReason.get(reason) ?? new Map<string, string[]>();
        byReason.set(reason, files);
        const names = files.get(module.relativeModuleId) ?? [];
        files.set(module.relativeModuleId, names);
        names.push(test.fullName);
        count++;
      }
    if (count === 0) return;
    const lines = [``, `${count} tests skipped${remoteUrl ? ` against ${remoteUrl}` : ''}:`];
    for (const [reason, files] of byReason) {
      lines.push(``, `  ${reason}: ${[...files.values()].reduce((n, names) => n + names.length, 0)}`);
      for (const [file, names] of files) {
        lines.push(`    ${file}`);
        for (const name of names) lines.push(`      - ${name}`);
      }
    }
    console.log(lines.join('\n'));
  }
}

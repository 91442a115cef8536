// Prints, at the end of a run, the spec files and the tests that took longest, so that the
// suite's growth is seen where it happens (issue 39: measure before making faster).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 8;

export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, number>();
  private readonly tests: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/tests\//, '');
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
    this.tests.push({ title: `${file} › ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    if (this.tests.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
    const total = this.tests.reduce((sum, test) => sum + test.ms, 0);
    console.log(`\nTemps des tests e2e, tous workers confondus : ${seconds(total).trim()}`);
    console.log('Fichiers les plus longs :');
    for (const [file, ms] of [...this.files].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
      console.log(`  ${seconds(ms)}  ${file}`);
    console.log('Tests les plus longs :');
    for (const test of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
      console.log(`  ${seconds(test.ms)}  ${test.title.slice(0, 110)}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

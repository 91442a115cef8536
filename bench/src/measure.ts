export interface BenchResult {
  name: string;
  figure: string;
}

/** Runs `work` repeatedly for about `budgetMs` after a warm-up; answers operations per second. */
export function opsPerSecond(work: () => number, budgetMs = 1000): number {
  for (let i = 0; i < 1000; i += 1) work();
  let operations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    operations += work();
    elapsed = performance.now() - start;
  }
  return (operations * 1000) / elapsed;
}

#!/usr/bin/env node
// The README's test command (`npm test` → `pnpm run check`): every check, stage by stage, each
// stage timed (tools/stage-timings.mjs) and the slowest tasks named, so that growth is seen.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timedRun } from './stage-timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The stages in order; the first failure stops the run. `report` prints what the stage measured. */
const STAGES = [
  {
    // One turbo run for every check that needs no running platform, and the platform's build:
    // the two cores stay busy while the longest task (the web's Vitest files) runs, instead of
    // formatting and building alone before and after it (ADR 0008).
    name: 'format, lint, dependency rules, typecheck, unit tests, build',
    command: 'turbo',
    args: [
      'run',
      'format:check',
      'lint',
      'deps',
      'typecheck',
      'test',
      'build',
      '--concurrency=2',
      '--summarize',
    ],
    report: printSlowestTasks,
  },
  {
    name: 'API doc',
    command: 'pnpm',
    args: ['--filter', '@agro/contracts', '--silent', 'run', 'docs:check'],
  },
  { name: 'e2e', command: 'pnpm', args: ['--filter', '@agro/e2e', 'run', 'e2e'] },
];

/** Seconds of each task of turbo's last run (its --summarize file), slowest first. */
function turboTaskSeconds() {
  const runs = join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return [];
  const files = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(runs, name));
  const latest = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!latest) return [];
  const summary = JSON.parse(readFileSync(latest, 'utf8'));
  return summary.tasks
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** The eight slowest tasks of turbo's last run. */
function printSlowestTasks() {
  const slowest = turboTaskSeconds().slice(0, 8);
  if (slowest.length === 0) return;
  console.log('\nTâches les plus longues :');
  for (const { task, seconds } of slowest)
    console.log(`  ${task.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
}

let status = 0;
for (const { name, command, args, report } of STAGES) {
  console.log(`\n▶ ${name}`);
  status = timedRun(name, command, args, { cwd: root });
  report?.();
  if (status !== 0) break;
}
process.exit(status);

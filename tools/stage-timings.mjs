#!/usr/bin/env node
// Seconds per stage of the checks, so the suite's growth is seen at the end of every run
// (.ci/run prints them). Stages append "name<TAB>seconds" lines to STAGE_TIMINGS_FILE when set;
// `node tools/stage-timings.mjs print` prints them with their total.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Records a stage's duration in STAGE_TIMINGS_FILE (nothing when it is not set). */
export function recordStage(name, seconds) {
  const file = process.env.STAGE_TIMINGS_FILE;
  if (file) appendFileSync(file, `${name}\t${Math.round(seconds)}\n`);
}

/**
 * Runs a command with inherited output and records how long it took under `name`; the command's
 * exit status is returned.
 */
export function timedRun(name, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env, ...options });
  recordStage(name, (Date.now() - started) / 1000);
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The recorded stages as a table, with their total. */
export function timingTable(text) {
  const rows = text
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [name, seconds] = line.split('\t');
      return { name, seconds: Number(seconds) };
    });
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  const line = (name, seconds) => `${name.padEnd(width)}  ${String(seconds).padStart(5)} s`;
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  return [...rows.map((row) => line(row.name, row.seconds)), line('total', total)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'print') {
  const file = process.env.STAGE_TIMINGS_FILE;
  if (file && existsSync(file)) {
    console.log('\nTemps par étape :');
    console.log(timingTable(readFileSync(file, 'utf8')));
  }
}

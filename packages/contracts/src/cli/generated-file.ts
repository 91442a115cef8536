// The one way a generated, committed file is written or checked: `pnpm docs:check` runs the
// writers with --check, which must fail when the file in the repository is stale.
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes `expected` to `target`; with `--check` on the command line, writes nothing and exits 1,
 * saying which command refreshes `name`, when the file is missing or differs.
 */
export function writeOrCheck(
  target: string,
  expected: string,
  { name, command }: { name: string; command: string },
): void {
  if (!process.argv.includes('--check')) {
    writeFileSync(target, expected);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is stale.
  }
  if (current !== expected) {
    process.stderr.write(`${name} is out of date: run \`${command}\` and commit it.\n`);
    process.exit(1);
  }
}

// `pnpm docs:api` writes docs/api.md; with --check (`pnpm docs:check`) it fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../catalogue/summary.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');
const expected = renderApiDoc();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is stale.
  }
  if (current !== expected) {
    process.stderr.write('docs/api.md is out of date: run `pnpm docs:api` and commit it.\n');
    process.exit(1);
  }
} else {
  writeFileSync(target, expected);
}

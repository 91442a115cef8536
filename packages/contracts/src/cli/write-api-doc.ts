// `pnpm docs:api` writes docs/api.md; with --check (`pnpm docs:check`) it fails when the file is stale.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../catalogue/summary.ts';
import { writeOrCheck } from './generated-file.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');
const expected = renderApiDoc();

writeOrCheck(target, expected, { name: 'docs/api.md', command: 'pnpm docs:api' });

// `pnpm -s catalogue`: the catalogue and the screen table as one JSON object on stdout.
import { catalogueSummary } from '../catalogue/summary.ts';

process.stdout.write(`${JSON.stringify(catalogueSummary(), null, 2)}\n`);

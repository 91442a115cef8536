// Every Excel export the BFF serves, gathered from each module's definitions; their names are the
// contract's (@agro/contracts/bff/exports), which the web's tables use.
import type { ExportDefinition } from './definition.ts';
import { adminExports } from './definitions/admin.ts';
import { blightExports } from './definitions/blight.ts';
import { chnExports } from './definitions/chn.ts';
import { qnExports } from './definitions/qn.ts';
import { stageExports } from './definitions/stages.ts';
import { stationExports } from './definitions/stations.ts';
import { waterBalanceExports } from './definitions/water-balance.ts';

export const EXPORTS: readonly ExportDefinition[] = [
  ...adminExports,
  ...waterBalanceExports,
  ...blightExports,
  ...qnExports,
  ...chnExports,
  ...stageExports,
  ...stationExports,
];

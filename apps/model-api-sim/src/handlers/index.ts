// Every call the simulator implements, by catalogue id. A catalogue id missing here answers 501.
import { blightHandlers } from './blight/index.ts';
import { chnHandlers } from './ferti/chn.ts';
import { qnHandlers } from './ferti/qn.ts';
import { accountHandlers } from './platform/account.ts';
import { adviserHandlers } from './platform/advisers.ts';
import { commentHandlers } from './platform/comments.ts';
import { consentHandlers } from './platform/consent.ts';
import { dashboardHandlers } from './platform/dashboards.ts';
import { sharedHandlers } from './platform/shared.ts';
import { recalageHandlers } from './recalage/index.ts';
import { stagesHandlers } from './stages/index.ts';
import { stationHandlers } from './stations/index.ts';
import type { HandlerMap } from './types.ts';
import { waterBalanceHandlers } from './water-balance/index.ts';

export const handlers: HandlerMap = {
  ...accountHandlers,
  ...blightHandlers,
  ...chnHandlers,
  ...qnHandlers,
  ...adviserHandlers,
  ...commentHandlers,
  ...consentHandlers,
  ...dashboardHandlers,
  ...sharedHandlers,
  ...recalageHandlers,
  ...stagesHandlers,
  ...stationHandlers,
  ...waterBalanceHandlers,
};

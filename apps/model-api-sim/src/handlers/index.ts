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
import { STAGE_ROWS } from '../world/stages/row-cache.ts';
import type { HandlerMap } from './types.ts';
import { waterBalanceHandlers } from './water-balance/index.ts';

/** The handlers by the part of the world they answer from and write to. */
const FAMILIES = {
  account: accountHandlers,
  blight: blightHandlers,
  chn: chnHandlers,
  qn: qnHandlers,
  advisers: adviserHandlers,
  comments: commentHandlers,
  consent: consentHandlers,
  dashboards: dashboardHandlers,
  shared: sharedHandlers,
  recalage: recalageHandlers,
  stages: stagesHandlers,
  stations: stationHandlers,
  waterBalance: waterBalanceHandlers,
} as const satisfies Record<string, HandlerMap>;

export type HandlerFamily = keyof typeof FAMILIES;
export const HANDLER_FAMILIES = Object.keys(FAMILIES) as HandlerFamily[];

export const handlers: HandlerMap = Object.assign({}, ...Object.values(FAMILIES)) as HandlerMap;

/** The family of a catalogue call the simulator implements. */
export const familyOf: ReadonlyMap<string, HandlerFamily> = new Map(
  HANDLER_FAMILIES.flatMap((family) =>
    Object.keys(FAMILIES[family]).map((id): [string, HandlerFamily] => [id, family]),
  ),
);

/** Every family but those named. */
const allBut = (...unrelated: HandlerFamily[]): readonly HandlerFamily[] =>
  HANDLER_FAMILIES.filter((family) => !unrelated.includes(family));

/**
 * The families whose writes can change a big list's answer (issue 42): a write of another family
 * keeps the list's text and the rows the precompute worked out, which at 20,000 plots took seconds to work out again (the cereal
 * list 7 s after any blight treatment). A call not named here sees every write. The answer sample
 * (tests/answer-sample.test.ts) makes every write of the catalogue, then every read: a family
 * left out wrongly shows there as a stale answer.
 */
// No list shows what the account calls write (logins, passwords): a login must not make the
// precompute's rows or a kept text stale.
const STAGE_LIST_READS = allBut('account', 'blight', 'chn', 'qn', 'waterBalance', 'comments');
const CHN_LIST_READS = allBut(
  'account',
  'blight',
  'qn',
  'stages',
  'recalage',
  'waterBalance',
  'comments',
);
const BLIGHT_LIST_READS = allBut('account', 'chn', 'qn', 'stages', 'recalage', 'waterBalance');
/**
 * The families whose writes can change what is kept beside the lists, by the name it is kept
 * under (CallContext.stageRowWrites): the rows of the generated cereal and maize plots read what
 * their lists read but the stage calls' own writes, which import, observe and delete the plots
 * the platform holds itself (world.stages.internal), never a generated plot. A plot import
 * made every row of 20,000 cereal plots be worked out again.
 */
export const ROW_READS: Readonly<Record<string, readonly HandlerFamily[]>> = {
  [STAGE_ROWS]: STAGE_LIST_READS.filter((family) => family !== 'stages'),
};

export const LIST_READS: Readonly<Record<string, readonly HandlerFamily[]>> = {
  blightSituation: BLIGHT_LIST_READS,
  blightFilterLists: BLIGHT_LIST_READS,
  bhPlotsList: allBut('account', 'blight', 'chn', 'qn', 'stages', 'recalage'),
  capPlotsList: STAGE_LIST_READS,
  maizeGrainPlotsList: STAGE_LIST_READS,
  maizeFodderPlotsList: STAGE_LIST_READS,
  mycolisPlotsList: STAGE_LIST_READS,
  chnResults: CHN_LIST_READS,
  chnResultErrors: CHN_LIST_READS,
  qnResults: allBut('account', 'blight', 'stages', 'recalage', 'waterBalance', 'comments'),
};

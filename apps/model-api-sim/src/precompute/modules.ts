// What the precompute works out ahead, module by module (issue 42): for each plot of a module, the
// row its big list answers with, computed by the very function the list calls, kept where the
// list looks first. A worker computes (`compute`) on its own copy of the world, generated from the
// same seed and day; the server keeps (`keep`) what it receives. Every row is a function of the
// plot and the world as generated, so a row worked out in a worker is the row the server would
// have worked out, as long as no write the list can show has been taken since the world was
// generated (scheduler.ts stops keeping rows from then on).
import type { EndpointId } from '@agro/contracts/catalogue/catalogue';
import { blightRecordOf } from '../world/blight/records.ts';
import { potatoPlots } from '../world/blight/scope.ts';
import {
  dashboardRowEntry,
  keepDashboardRow,
  type KeptDashboardRow,
} from '../world/blight/view.ts';
import { chnRecordOf } from '../world/chn/records.ts';
import { chnListRowAt, keepLatestChnListRow, type ChnListRow } from '../world/chn/view.ts';
import { isQnPlot } from '../world/qn/records.ts';
import { qnRowOf } from '../world/qn/view.ts';
import { recalageShift } from '../world/recalage/shifts.ts';
import { isCapPlot, isMaizePlot } from '../world/stages/records.ts';
import { cerealRowKey, keepStageRow, maizeRowKey, STAGE_ROWS } from '../world/stages/row-cache.ts';
import { capRow, clientSubject, maizeRow } from '../world/stages/view.ts';
import type { Plot } from '../world/types.ts';
import { bhListRow, keepBhListRow } from '../world/water-balance/view.ts';
import type { World } from '../world/world.ts';

export interface PrecomputedModule<Payload> {
  /**
   * The list calls that wait for the module's rows (a call arriving before they are kept waits
   * for this module only), the first of them the one whose write count says whether the rows
   * still hold.
   */
  lists: readonly [EndpointId, ...EndpointId[]];
  /**
   * The name whose write count the rows are kept at and stop holding after (handlers/index.ts,
   * ROW_READS), when not the first list's.
   */
  rowsFollow?: string;
  /** The plots whose rows are worked out, in the list's order. */
  plots(world: World): readonly Plot[];
  compute(world: World, plot: Plot): Payload;
  /**
   * Drops what `compute` kept in the worker's world, once the row is sent: the worker would
   * otherwise hold every row it sent until it ends (the CHN results alone, 106 MB at 20,000).
   */
  forget?(world: World, plot: Plot): void;
  /** Keeps a row; `writes` is the count it follows (the stage lists key their rows with it). */
  keep(world: World, plot: Plot, payload: Payload, writes: number): void;
}

const module = <Payload>(definition: PrecomputedModule<Payload>) => definition;

const bhIndexes = new WeakMap<World, Map<number, World['bh']['records'][number]>>();
function bhRecordsByPlot(world: World) {
  let index = bhIndexes.get(world);
  if (!index) {
    index = new Map(world.bh.records.map((record) => [record.plotId, record]));
    bhIndexes.set(world, index);
  }
  return index;
}

/**
 * In the order the first screens need them: the blight and water-balance dashboards (the
 * season's daily decisions), the nitrogen follow-ups, then the stage lists.
 */
export const PRECOMPUTED_MODULES = {
  blight: module<KeptDashboardRow>({
    lists: ['blightSituation', 'blightFilterLists'],
    plots: potatoPlots,
    compute: dashboardRowEntry,
    // The plot's record too, which the list reads to know its row still holds: drawn here, while
    // rows arrive, rather than for every plot in the first list's answer (a third of it).
    keep: (world, plot, entry) => {
      blightRecordOf(world, plot);
      keepDashboardRow(world, plot.id, entry);
    },
  }),
  waterBalance: module({
    lists: ['bhPlotsList'],
    plots: (world) =>
      world.bh.records.flatMap((record) => world.plotsById.get(record.plotId) ?? []),
    compute: (world, plot) => {
      const record = bhRecordsByPlot(world).get(plot.id);
      if (!record) throw new Error(`no water-balance record for plot ${plot.id}`);
      return bhListRow(world, record);
    },
    keep: (world, plot, row) => keepBhListRow(world, plot.id, row),
  }),
  // The list rows only: a plot's whole result is worked out when its detail or the errors list
  // asks for it. Kept with the list rows, the results took 159 MB of the server's heap at 20,000
  // plots; the list rows alone, their texts shared, take 71 MB.
  chn: module<ChnListRow>({
    lists: ['chnResults', 'chnResultErrors'],
    plots: (world) => world.plots.filter((plot) => plot.module === 'chn'),
    compute: (world, plot) => chnListRowAt(world, plot, null),
    forget: (world, plot) => chnRecordOf(world, plot).results.clear(),
    keep: (world, plot, row) => keepLatestChnListRow(world, plot, row),
  }),
  qn: module({
    lists: ['qnResults'],
    plots: (world) => world.plots.filter(isQnPlot),
    compute: qnRowOf,
    forget: (world, plot) => world.qn.rows.delete(plot.id),
    keep: (world, plot, row) => world.qn.rows.set(plot.id, row),
  }),
  cereals: module({
    lists: ['capPlotsList'],
    rowsFollow: STAGE_ROWS,
    plots: (world) => world.plots.filter(isCapPlot),
    compute: (world, plot) => capRow(world, clientSubject(world, plot), recalageShift(world)),
    keep: (world, plot, row, writes) => keepStageRow(world, writes, cerealRowKey(plot.id), row),
  }),
  maize: module({
    lists: ['maizeGrainPlotsList', 'maizeFodderPlotsList'],
    rowsFollow: STAGE_ROWS,
    plots: (world) => world.plots.filter(isMaizePlot),
    compute: maizeRow,
    keep: (world, plot, row, writes) => keepStageRow(world, writes, maizeRowKey(plot.id), row),
  }),
};

export type PrecomputedModuleName = keyof typeof PRECOMPUTED_MODULES;
export const PRECOMPUTE_ORDER = Object.keys(PRECOMPUTED_MODULES) as PrecomputedModuleName[];

/** The module whose rows a list call waits for. */
export const moduleOfList: ReadonlyMap<string, PrecomputedModuleName> = new Map(
  PRECOMPUTE_ORDER.flatMap((name) =>
    PRECOMPUTED_MODULES[name].lists.map((id): [string, PrecomputedModuleName] => [id, name]),
  ),
);

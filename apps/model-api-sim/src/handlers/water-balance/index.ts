// Water balance (spec 3 §7.3): the plots the caller sees, one plot with its balance, its rain and
// the dashboard's filter sources. Who sees which plot: world/water-balance/scope.ts.
import type { BhFilterSource } from '@agro/contracts/entities/water-balance';
import { notFound, numericId, unauthorised } from '../../errors.ts';
import { keptListAnswer } from '../../serialised-answer.ts';
import type { BhRecord } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import { bhVisibility } from '../../world/water-balance/scope.ts';
import { isVisible, type PlotVisibility } from '../../world/shared/visibility.ts';
import { bhDetail, bhFilterSource, bhListRow, bhRains } from '../../world/water-balance/view.ts';
import type { CallContext, HandlerMap } from '../types.ts';

type Caller = Pick<CallContext<'bhPlotsList'>, 'world' | 'caller' | 'config'>;

function visibilityOf(context: Caller): PlotVisibility {
  if (!context.caller) throw unauthorised();
  return bhVisibility(context.world, context.caller, context.config.platform.instituteKeyword);
}

function visibleRecords(world: World, visibility: PlotVisibility): BhRecord[] {
  if (visibility === 'all') return world.bh.records;
  return world.bh.records.filter((record) => {
    const plot = world.plotsById.get(record.plotId);
    return plot !== undefined && visibility(plot);
  });
}

/** The caller's plot; an unknown id and a plot the caller may not see are both 404. */
function recordOf(context: Caller, rawId: string): BhRecord {
  const id = numericId(rawId, 'Parcelle');
  const record = context.world.bh.byPlotId.get(id);
  const plot = context.world.plotsById.get(id);
  if (!record || !plot || !isVisible(visibilityOf(context), plot)) throw notFound('Parcelle');
  return record;
}

export const waterBalanceHandlers: HandlerMap = {
  // Kept as a text per caller until a write it shows: 20,000 rows took 0.3 s to send again.
  bhPlotsList: (context) => {
    const { world } = context;
    const visibility = visibilityOf(context);
    return keptListAnswer(world, `bh|plots|${context.caller?.login ?? ''}`, context.writes, () => ({
      data: visibleRecords(world, visibility).map((r) => bhListRow(world, r)),
    }));
  },

  bhPlotGet: (context) => ({
    data: [bhDetail(context.world, recordOf(context, context.params.id))],
  }),

  bhPlotRains: (context) => ({
    data: bhRains(context.world, recordOf(context, context.params.id)),
  }),

  bhFilterLists: (context) => {
    const { world } = context;
    const rows = new Map<string, BhFilterSource>();
    for (const record of visibleRecords(world, visibilityOf(context))) {
      const row = bhFilterSource(world, record);
      const key = JSON.stringify(Object.values(row));
      if (!rows.has(key)) rows.set(key, row);
    }
    return { data: [...rows.values()] };
  },
};

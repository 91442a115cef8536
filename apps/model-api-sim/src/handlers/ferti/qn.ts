// Nitrogen fertilisation, QN (spec 2 §7 QN): the plots' rows, one plot's row, the correction
// requests (create, list, validate) and the plots' rasters. QN follows the CHN cereal plots with
// the CHN scope (world/chn/scope.ts): a plot the caller may not see is 404, and a request naming
// one is refused whole. A validated request changes its plots' later answers.
import { effectiveRights } from '@agro/domain/rights';
import { ApiError, notFound, numericId, unauthorised } from '../../errors.ts';
import { keptListAnswer } from '../../serialised-answer.ts';
import { chnVisibility } from '../../world/chn/scope.ts';
import { isVisible, type PlotVisibility } from '../../world/shared/visibility.ts';
import { drawRaster, rasterValue } from '../../world/qn/raster.ts';
import { isQnPlot, qnRecordOf } from '../../world/qn/records.ts';
import type { StoredQnCorrection } from '../../world/qn/state.ts';
import { qnListRow, qnRowOf } from '../../world/qn/view.ts';
import type { Plot, UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { CallContext, HandlerMap } from '../types.ts';

type Caller = Pick<CallContext<'qnResults'>, 'world' | 'caller' | 'config'>;

function callerOf(context: Caller): UserAccount {
  if (!context.caller) throw unauthorised();
  return context.caller;
}

function visibilityOf(context: Caller): PlotVisibility {
  return chnVisibility(callerOf(context), context.config.platform.instituteKeyword);
}

export function visibleQnPlots(world: World, visibility: PlotVisibility): Plot[] {
  return world.plots.filter((plot) => isQnPlot(plot) && isVisible(visibility, plot));
}

function plotOf(context: Caller, rawId: string | number): Plot {
  const plot = context.world.plotsById.get(numericId(String(rawId), 'Parcelle'));
  const visibility = visibilityOf(context);
  if (!plot || !isQnPlot(plot) || !isVisible(visibility, plot)) {
    throw notFound('Parcelle');
  }
  return plot;
}

/** Administrators and the institute's staff see every request; anyone else their own. */
function visibleCorrections(context: Caller): StoredQnCorrection[] {
  const caller = callerOf(context);
  const all = [...context.world.qn.corrections.values()];
  if (visibilityOf(context) === 'all') return all;
  return all.filter((correction) => correction.demandeur === caller.login);
}

/** A request's plots changed: their rows are worked out again on the next read. */
function forgetRows(world: World, plotIds: readonly number[]) {
  for (const id of plotIds) world.qn.rows.delete(id);
}

export const qnHandlers: HandlerMap = {
  qnResults: (context) => {
    const visibility = visibilityOf(context);
    return keptListAnswer(
      context.world,
      `qn|results|${callerOf(context).login}`,
      context.writes,
      () => ({
        data: visibleQnPlots(context.world, visibility).map((plot) =>
          qnListRow(qnRowOf(context.world, plot)),
        ),
      }),
    );
  },
  qnPlotResults: (context) => ({
    data: [qnRowOf(context.world, plotOf(context, context.params.plotId))],
  }),
  qnCorrectionCreate: (context) => {
    const caller = callerOf(context);
    const plots = [...new Set(context.body.parcelles.map((id) => plotOf(context, id).id))];
    const { world } = context;
    const id = world.qn.nextCorrectionId;
    world.qn.nextCorrectionId += 1;
    world.qn.corrections.set(id, {
      id,
      demandeur: caller.login,
      date_demande: context.now.toISOString(),
      parcelles: plots,
      correction_type: context.body.type_correction,
      correction_valeur: context.body.valeur_correction,
      commentaire: context.body.commentaire ?? '',
      validation: false,
    });
    forgetRows(world, plots);
    return { data: true };
  },
  qnCorrectionsList: (context) => ({
    data: visibleCorrections(context)
      .sort((a, b) => b.date_demande.localeCompare(a.date_demande) || b.id - a.id)
      .map(({ commentaire: _comment, ...request }) => request),
  }),
  qnCorrectionValidate: (context) => {
    const caller = callerOf(context);
    // The catalogue asks ADMIN; the check is repeated on the object, as the real API must.
    if (!effectiveRights(caller.droitsTPC).includes('ADMIN')) {
      throw new ApiError(403, "Vous n'avez pas les droits pour effectuer cette opération.");
    }
    const correction = context.world.qn.corrections.get(
      numericId(String(context.params.id), 'Demande de correction'),
    );
    if (!correction) throw notFound('Demande de correction');
    correction.validation = true;
    forgetRows(context.world, correction.parcelles);
    return { data: true };
  },
  qnRaster: (context) => {
    const plot = plotOf(context, context.query.uuid_plot);
    const row = qnRowOf(context.world, plot);
    const value = rasterValue(row, context.params.code);
    if (value === null) throw new ApiError(404, 'Aucune image satellite pour cette parcelle');
    const seed = qnRecordOf(context.world, plot).chn.seed;
    return { data: drawRaster(seed, context.params.code, value).toString('base64') };
  },
};

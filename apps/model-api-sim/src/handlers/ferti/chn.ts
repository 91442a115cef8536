// Nitrogen fertilisation, CHN (spec 2 §7 CHN): results at a calculation date, errors, calculation
// dates, daily series, proposal files, delta evolution, the administrators' plot checks and their
// actions on selected plots, which later answers follow. Who sees which plot: world/chn/scope.ts;
// a plot the caller may not see is 404, and an action naming one is refused whole.
import { ApiError, notFound, numericId, unauthorised } from '../../errors.ts';
import { chnRecordOf } from '../../world/chn/records.ts';
import type { ChnRecord } from '../../world/chn/state.ts';
import { chnVisibility, visibleChnPlots } from '../../world/chn/scope.ts';
import { isVisible, type PlotVisibility } from '../../world/shared/visibility.ts';
import {
  calculationDatesOf,
  chnDailyAt,
  chnDeltaEvolution,
  chnErrorsAt,
  chnListRowAt,
  chnReports,
  chnResultAt,
} from '../../world/chn/view.ts';
import { keptListAnswer } from '../../serialised-answer.ts';
import type { Plot } from '../../world/types.ts';
import type { CallContext, HandlerMap } from '../types.ts';

type Caller = Pick<CallContext<'chnResults'>, 'world' | 'caller' | 'config'>;

function visibilityOf(context: Caller): PlotVisibility {
  if (!context.caller) throw unauthorised();
  return chnVisibility(context.caller, context.config.platform.instituteKeyword);
}

function plotOf(context: Caller, rawId: string | number): Plot {
  const plot = context.world.plotsById.get(numericId(String(rawId), 'Parcelle'));
  const visibility = visibilityOf(context);
  if (!plot || plot.module !== 'chn' || !isVisible(visibility, plot)) {
    throw notFound('Parcelle');
  }
  return plot;
}

/** A date_calcul that is no calculation date of the campaign is refused (400). */
function calculationDate(context: Caller, date: string | undefined): string | null {
  if (date === undefined) return null;
  if (!calculationDatesOf(context.world).includes(date)) {
    throw new ApiError(400, `Aucun calcul CHN à la date du ${date}`);
  }
  return date;
}

/** Applies an administrator's action to every plot named, all of them visible, or to none. */
function act(
  context: Caller & { body: { plots: (string | number)[] } },
  change: (record: ChnRecord) => void,
) {
  const records = context.body.plots.map((id) => chnRecordOf(context.world, plotOf(context, id)));
  for (const record of records) {
    change(record);
    record.results.clear();
  }
  return { data: 1 as const };
}

/** A list answer of the caller at a date, serialised once until the next write. */
function keptList(context: Caller & { writes: number }, call: string, answer: () => unknown) {
  return keptListAnswer(
    context.world,
    `chn|${call}|${context.caller?.login ?? ''}`,
    context.writes,
    answer,
  );
}

export const chnHandlers: HandlerMap = {
  chnResults: (context) => {
    const date = calculationDate(context, context.query.date_calcul);
    const visibility = visibilityOf(context);
    return keptList(context, `results|${date ?? ''}`, () => ({
      data: visibleChnPlots(context.world, visibility).map((plot) =>
        chnListRowAt(context.world, plot, date),
      ),
    }));
  },
  chnPlotResults: (context) => {
    const plot = plotOf(context, context.params.plotId);
    return {
      data: [chnResultAt(context.world, plot, calculationDate(context, context.query.date_calcul))],
    };
  },
  chnResultErrors: (context) => {
    const date = calculationDate(context, context.query.date_calcul);
    const visibility = visibilityOf(context);
    return keptList(context, `errors|${date ?? ''}`, () => ({
      data: chnErrorsAt(context.world, visibleChnPlots(context.world, visibility), date),
    }));
  },
  chnCalculationDates: (context) => {
    visibilityOf(context);
    return {
      data: [...calculationDatesOf(context.world)]
        .reverse()
        .map((date_calcul) => ({ date_calcul })),
    };
  },
  chnPlotCalculationDates: (context) => {
    const plot = plotOf(context, context.params.plotId);
    const record = chnRecordOf(context.world, plot);
    const dates = calculationDatesOf(context.world);
    // A plot whose latest calculation failed has no result at that date.
    if (record.failing) dates.pop();
    return { data: dates.reverse().map((date_calcul) => ({ date_calcul })) };
  },
  chnDailyResults: (context) => {
    const date = calculationDate(context, context.query.date_calcul);
    return {
      data: visibleChnPlots(context.world, visibilityOf(context)).map((plot) => ({
        uuid_plot: plot.id,
        ...chnDailyAt(context.world, plot, date),
      })),
    };
  },
  chnPlotDailyResults: (context) => {
    const plot = plotOf(context, context.params.plotId);
    return {
      data: chnDailyAt(context.world, plot, calculationDate(context, context.query.date_calcul)),
    };
  },
  chnPlotReports: (context) => ({
    data: chnReports(context.world, plotOf(context, context.params.plotId)),
  }),
  chnPlotDeltaEvolution: (context) => ({
    data: chnDeltaEvolution(context.world, plotOf(context, context.params.plotId)),
  }),
  chnPlotsByStatus: (context) => {
    const plots = visibleChnPlots(context.world, visibilityOf(context));
    const wanted = context.query.statut;
    return {
      data: plots
        .filter((plot) => {
          const record = chnRecordOf(context.world, plot);
          return wanted === 'obsolete'
            ? record.obsolete
            : record.overrides.recalculationAsked !== undefined;
        })
        .map((plot) => ({
          uuid_plot: plot.id,
          code_airbus: chnRecordOf(context.world, plot).codeAirbus,
        })),
    };
  },
  chnRecalculationRequest: (context) =>
    act(context, (record) => {
      record.overrides.recalculationAsked = context.world.today;
    }),
  chnForcePrecoFalse: (context) =>
    act(context, (record) => {
      record.overrides.forcedAdvice = false;
    }),
  chnForcePrecoValue: (context) =>
    act(context, (record) => {
      record.overrides.forcedAdvice = context.body.valeur;
    }),
  chnForceEmptyMask: (context) =>
    act(context, (record) => {
      record.overrides.mask = '';
    }),
  chnForceMaskRecalculation: (context) =>
    act(context, (record) => {
      delete record.overrides.mask;
    }),
  chnShiftPlannedLastInputDate: (context) =>
    act(context, (record) => {
      record.overrides.lastInputShift += context.body.nb_jours;
    }),
};

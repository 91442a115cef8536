// Potato blight (spec 3 §7.1): the dashboard's plots and filter lists, a plot with its indices,
// weather, reception and interventions, scenarios, the admin's calculation check, and the weather
// corrections that take priority over the station. Who sees which plot: world/blight/scope.ts;
// the model: world/blight (docs/simulator.md, "Blight").
import { blightCampaignYear, correctionPeriodError } from '@agro/domain/blight';
import { BLIGHT_PRODUCTS, BLIGHT_SCENARIOS, NO_SCENARIO } from '../../reference/blight.ts';
import { badRequest, notFound } from '../../errors.ts';
import { keptListAnswer } from '../../serialised-answer.ts';
import { runPlot } from '../../world/blight/compute.ts';
import { blightRecordOf } from '../../world/blight/records.ts';
import type { BlightRecord } from '../../world/blight/state.ts';
import {
  alternariaDailyRows,
  alternariaHourlyRows,
  climateRows,
  dailyIndexRows,
  dashboardRow,
  gapPlot,
  hourlyRows,
  irrigationsOf,
  keptDashboardRow,
  missingDays,
  plotDetail,
  plotInfos,
  plotSummary,
  receptionDays,
  seasonRun,
  skippedTreatmentRows,
  statusOf,
  treatmentsOf,
} from '../../world/blight/view.ts';
import type { World } from '../../world/world.ts';
import type { HandlerMap } from '../types.ts';
import { callerOf, changed, plotOf, visiblePlots } from './access.ts';
import { interventionHandlers } from './interventions.ts';
import { casTypeHandlers } from './cas-types.ts';
import { plotHandlers } from './plots.ts';

const campaignOf = (world: World) => blightCampaignYear(world.today);

function overlaps(record: BlightRecord, begin: string, end: string, except?: string): boolean {
  return record.corrections.periods.some(
    (period) => period.begin !== except && period.begin <= end && begin <= period.end,
  );
}

function checkPeriod(world: World, begin: string, end: string): void {
  const error = correctionPeriodError(world.today, begin, end);
  if (error) throw badRequest(error);
}

const OVERLAP = 'La période chevauche une correction météo existante de la parcelle.';

export const blightHandlers: HandlerMap = {
  ...interventionHandlers,
  ...plotHandlers,
  ...casTypeHandlers,

  // Kept as a text per caller until a write it shows: the rows are the same for every caller but
  // for `externe`, so each answer copies every row (20,000 at production scale).
  blightSituation: (context) => {
    const caller = callerOf(context);
    if (context.query.campagne !== campaignOf(context.world)) return { data: [] };
    return keptListAnswer(
      context.world,
      `mildiou|situation|${caller.login}`,
      context.writes,
      () => ({
        data: visiblePlots(context).map((plot) => dashboardRow(context.world, plot, caller)),
      }),
    );
  },

  blightPlotsFewData: (context) => ({
    data: visiblePlots(context).map((plot) => plotSummary(context.world, plot)),
  }),

  blightCampaigns: (context) => ({ data: [campaignOf(context.world)] }),

  blightFilterLists: (context) => {
    const rows = visiblePlots(context).map((plot) => keptDashboardRow(context.world, plot));
    const sorted = <T>(values: Iterable<T>) =>
      [...new Set(values)].sort((a, b) => String(a).localeCompare(String(b), 'fr'));
    const farmers = new Map(
      rows.map((row) => [
        row.farmer,
        { farmer: row.farmer, nom_agri: row.nom_agri, prenom_agri: row.prenom_agri },
      ]),
    );
    const integrators = new Map(
      rows
        .filter((row) => row.id_integrateur !== null && row.nom_integrateur !== null)
        .map((row) => [
          row.id_integrateur,
          {
            id_integrateur: row.id_integrateur as number,
            nom_integrateur: row.nom_integrateur as string,
          },
        ]),
    );
    return {
      data: {
        country: sorted(rows.map((row) => row.country ?? 'france')),
        departement: sorted(rows.flatMap((row) => (row.departement ? [row.departement] : []))),
        agri: [...farmers.values()].sort((a, b) => a.farmer.localeCompare(b.farmer)),
        integrateur: [...integrators.values()].sort((a, b) =>
          a.nom_integrateur.localeCompare(b.nom_integrateur, 'fr'),
        ),
        distributeur: sorted(rows.flatMap((row) => (row.distributeur ? [row.distributeur] : []))),
        risque: [...new Set(rows.map((row) => row.risque))].sort((a, b) => (a ?? 0) - (b ?? 0)),
        conseil: sorted(rows.map((row) => row.conseil)),
      },
    };
  },

  blightPlotGet: (context) => ({
    data: plotDetail(context.world, plotOf(context, context.params.id), callerOf(context)),
  }),

  blightPlotDailyIndices: (context) => ({
    data: dailyIndexRows(seasonRun(context.world, plotOf(context, context.params.id))),
  }),

  blightPlotAlternariaIndices: (context) => ({
    data: alternariaDailyRows(seasonRun(context.world, plotOf(context, context.params.id))),
  }),

  blightPlotHourlyIndices: (context) => ({
    data: hourlyRows(seasonRun(context.world, plotOf(context, context.params.id))),
  }),

  blightPlotAlternariaHourlyIndices: (context) => ({
    data: alternariaHourlyRows(
      context.world,
      seasonRun(context.world, plotOf(context, context.params.id)),
    ),
  }),

  blightPlotClimateIndices: (context) => ({
    data: climateRows(seasonRun(context.world, plotOf(context, context.params.id))),
  }),

  blightPlotReceptionDays: (context) => ({
    data: receptionDays(
      context.world,
      seasonRun(context.world, plotOf(context, context.params.id)),
    ),
  }),

  blightPlotInfos: (context) => ({
    data: plotInfos(context.world, plotOf(context, context.params.id)),
  }),

  blightScenariosList: (context) => {
    plotOf(context, context.params.id);
    return {
      data: BLIGHT_SCENARIOS.map(({ code, description }) => ({ code, description })),
    };
  },

  blightScenarioSet: (context) => {
    const plot = plotOf(context, context.params.id);
    const { code_scenario: code, id_plot: bodyPlot } = context.body;
    if (String(bodyPlot) !== String(plot.id)) {
      throw badRequest('La parcelle du scénario ne correspond pas à celle de l’adresse.');
    }
    const known = BLIGHT_SCENARIOS.some((scenario) => scenario.code === code);
    if (code !== null && !known) throw badRequest('Scénario inconnu.');
    const record = blightRecordOf(context.world, plot);
    record.scenario = code === null || code === NO_SCENARIO ? null : code;
    changed(record);
    return { data: true };
  },

  blightCalculationCheck: (context) => {
    const plot = plotOf(context, context.params.id);
    const run = runPlot(context.world, plot, context.world.today);
    const status = statusOf(context.world, run);
    return {
      data: {
        statut_calcul: status === 'OK' ? 'calculajour' : 'calculnonajour',
        date_calcul: new Date(context.world.weather.nowHour * 3_600_000).toISOString(),
        message:
          status === 'OK'
            ? 'Les calculs de la parcelle sont à jour.'
            : status === 'KO'
              ? 'Aucune donnée météo\u202f: les calculs ne peuvent pas être faits.'
              : 'Données météo manquantes\u202f: les derniers jours ne sont pas calculés.',
      },
    };
  },

  // The model runs again on the plot's current weather, corrections and interventions: the next
  // reads compute afresh (the stand-in recomputes from the record, so this is a cache drop).
  blightCalculationLaunch: (context) => {
    changed(blightRecordOf(context.world, plotOf(context, context.params.id)));
    return { data: true };
  },

  blightTreatmentsList: (context) => ({
    data: treatmentsOf(blightRecordOf(context.world, plotOf(context, context.params.id))),
  }),

  blightTreatmentsSkipped: (context) => ({
    data: {
      plot_skip: skippedTreatmentRows(seasonRun(context.world, plotOf(context, context.params.id))),
    },
  }),

  blightIrrigationsList: (context) => ({
    data: irrigationsOf(blightRecordOf(context.world, plotOf(context, context.params.id))),
  }),

  blightObservationsList: (context) => ({
    data: blightRecordOf(context.world, plotOf(context, context.params.id)).observations.map(
      (date_obs) => ({ date_obs }),
    ),
  }),

  blightPhasesList: (context) => ({
    data: blightRecordOf(context.world, plotOf(context, context.params.id)).phases.map((phase) => ({
      ...phase,
    })),
  }),

  blightHarvestGet: (context) => ({
    data: blightRecordOf(context.world, plotOf(context, context.params.id)).harvest,
  }),

  blightProductsList: () => ({
    data: BLIGHT_PRODUCTS.map((product) => ({ ...product })),
  }),

  blightReplacementsAll: (context) => ({
    data: visiblePlots(context).map((plot) => gapPlot(context.world, plot)),
  }),

  blightReplacementsList: (context) => {
    const record = blightRecordOf(context.world, plotOf(context, context.params.id));
    return {
      data: {
        periods: record.corrections.periods.map((period) => ({ ...period })),
        missing_days: [...record.corrections.missingDays],
      },
    };
  },

  blightReplacementCreate: (context) => {
    const record = blightRecordOf(context.world, plotOf(context, context.params.id));
    const added: { begin: string; end: string }[] = [];
    for (const { begin, end } of context.body.replacement_data) {
      checkPeriod(context.world, begin, end);
      if (
        overlaps(record, begin, end) ||
        added.some((period) => period.begin <= end && begin <= period.end)
      ) {
        throw badRequest(OVERLAP);
      }
      added.push({ begin, end });
    }
    record.corrections.periods.push(...added);
    record.corrections.periods.sort((a, b) => a.begin.localeCompare(b.begin));
    changed(record);
    return { data: added.length };
  },

  blightReplacementUpdate: (context) => {
    const record = blightRecordOf(context.world, plotOf(context, context.params.id));
    for (const change of context.body.replacement_data) {
      const period = record.corrections.periods.find(
        (candidate) => candidate.begin === change.select_begin_replacement_meteo,
      );
      if (!period) throw notFound('Correction météo');
      checkPeriod(context.world, change.begin, change.end);
      if (overlaps(record, change.begin, change.end, period.begin)) throw badRequest(OVERLAP);
      period.begin = change.begin;
      period.end = change.end;
    }
    record.corrections.periods.sort((a, b) => a.begin.localeCompare(b.begin));
    changed(record);
    return { data: context.body.replacement_data.length };
  },

  blightReplacementDelete: (context) => {
    const record = blightRecordOf(context.world, plotOf(context, context.params.id));
    const index = record.corrections.periods.findIndex(
      (period) => period.begin === context.params.beginDate,
    );
    if (index < 0) throw notFound('Correction météo');
    record.corrections.periods.splice(index, 1);
    changed(record);
    return { data: true };
  },

  blightReplacementMissing: (context) => ({
    data: missingDays(context.world, seasonRun(context.world, plotOf(context, context.params.id))),
  }),

  blightGapMeteosFill: (context) => {
    const plot = plotOf(context, context.params.id);
    const record = blightRecordOf(context.world, plot);
    const days = missingDays(context.world, seasonRun(context.world, plot));
    record.corrections.missingDays = [
      ...new Set([...record.corrections.missingDays, ...days]),
    ].sort();
    if (days.length > 0) changed(record);
    return { data: days.length };
  },
};

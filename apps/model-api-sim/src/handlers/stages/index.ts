// Stage and cereal service (spec 4 §7): maize lists, cereal plot lists (client plots, own plots,
// client plots with an observed epi 1 cm), one plot, its computations and risk forecast, own-plot
// import and delete, the Mycolis clients, plots, stages and import, reference lists, disease
// graphs, the crop-monitoring fetch and the weather of a place. Every account holding STADES
// follows the module's plots (the institute serves its clients' plots to its advisers); an own
// plot may be deleted by its owner only (its code begins with the owner's login); the detailed
// list (notes) and everything Mycolis are an administrator's.
import { effectiveRights } from '@agro/domain/rights';
import { displayLogin } from '@agro/domain/session';
import { isOwnPlot, RISK_FORECAST_DAYS_MAX, COMPUTATIONS_SHOWN } from '@agro/domain/stages';
import { ApiError, badRequest, forbidden, notFound, unauthorised } from '../../errors.ts';
import { keptListAnswer } from '../../serialised-answer.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import { diseaseGraph, weatherRows } from '../../world/stages/graphs.ts';
import { importOwnPlots } from '../../world/stages/import.ts';
import { cerealRowKey, keptStageRow, maizeRowKey } from '../../world/stages/row-cache.ts';
import { isCerealStagePlot } from '../../world/stages/scope.ts';
import {
  isCapPlot,
  isMaizePlot,
  maizeRecordOf,
  PREVIOUS_CROPS,
  stationIdOfCode,
} from '../../world/stages/records.ts';
import type { InternalPlot } from '../../world/stages/state.ts';
import { fetchExternalPlots, observeExternalPlots } from '../../world/stages/external.ts';
import {
  clientByCode,
  importMycolisPlots,
  mycolisImports,
  mycolisRow,
  mycolisSubjectOf,
  mycolisSubjects,
} from '../../world/stages/mycolis.ts';
import {
  capRow,
  clientSubject,
  computationsOf,
  internalSubject,
  maizeRow,
  plotDetailOf,
  riskForecastOf,
  type CerealSubject,
} from '../../world/stages/view.ts';
import { recalageShift } from '../../world/recalage/shifts.ts';
import { connectedStation } from '../../world/stations/view.ts';
import type { Plot, UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { CallContext, HandlerMap } from '../types.ts';

type Caller = Pick<CallContext<'capPlotsList'>, 'caller' | 'config' | 'world'>;

function callerOf(context: Pick<Caller, 'caller'>): UserAccount {
  if (!context.caller) throw unauthorised();
  return context.caller;
}

const isAdmin = (account: UserAccount) => effectiveRights(account.droitsTPC).includes('ADMIN');

/**
 * The caller, who must be an administrator: the Mycolis screen is ADMIN's (spec 4 §2, §6), and the
 * service refuses the raw request of anyone else, whatever the call's catalogue rights let in.
 */
function adminOf(context: Pick<Caller, 'caller'>): UserAccount {
  const caller = callerOf(context);
  if (!isAdmin(caller)) throw forbidden();
  return caller;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NNBSP = '\u202f';

/**
 * A cereal plot by id (client, own or fetched plot), or 404. The cereal plots followed in
 * nitrogen (QN) are followed here too: QN's previlis_id is their own id, and its link leads here.
 * The same rule says which plots' STADES comments may be opened (world/stages/scope.ts).
 */
function subjectOf(world: World, rawId: string | number): CerealSubject {
  const id = Number(rawId);
  if (!Number.isInteger(id)) throw notFound('Parcelle');
  const plot = world.plotsById.get(id);
  if (plot && isCerealStagePlot(plot)) return clientSubject(world, plot);
  const internal = world.stages.internal.get(id);
  if (internal) return internalSubject(world, internal);
  throw notFound('Parcelle');
}

const ownPlots = (world: World) =>
  [...world.stages.internal.values()].filter((plot) => plot.kind === 'own');
const externalPlots = (world: World) =>
  [...world.stages.internal.values()].filter((plot) => plot.kind === 'external');

/** Without the detailed notes, the variety scores are left out (spec 4 §2.2 detailed export). */
function withoutNotes<Row extends { note_septo?: unknown }>(row: Row): Row {
  return { ...row, note_septo: null, precocite_epiaison: null, precocite_montaison: null };
}

/** A maize plot's list row, kept until a write it shows (ROW_READS). */
const keptMaizeRow = (context: { world: World; stageRowWrites: number }, plot: Plot) =>
  keptStageRow(context.world, context.stageRowWrites, maizeRowKey(plot.id), () =>
    maizeRow(context.world, plot),
  );

export const stagesHandlers: HandlerMap = {
  maizeGrainPlotsList: (context) =>
    keptListAnswer(context.world, 'stades|mais|grain', context.writes, () => ({
      data: context.world.plots
        .filter((plot) => isMaizePlot(plot) && !maizeRecordOf(context.world, plot).fodder)
        .map((plot) => keptMaizeRow(context, plot)),
    })),
  maizeFodderPlotsList: (context) =>
    keptListAnswer(context.world, 'stades|mais|fourrage', context.writes, () => ({
      data: context.world.plots
        .filter((plot) => isMaizePlot(plot) && maizeRecordOf(context.world, plot).fodder)
        .map((plot) => keptMaizeRow(context, plot)),
    })),
  capPlotsList: (context) => {
    const caller = callerOf(context);
    const { type, notes = false } = context.query;
    if (notes && !isAdmin(caller)) throw forbidden();
    const { world } = context;
    const shift = recalageShift(world);
    return keptListAnswer(world, `stades|cap|${type}|${notes}`, context.writes, () => {
      if (type === 'arvalis') {
        return {
          data: ownPlots(world).map((plot) => capRow(world, internalSubject(world, plot), shift)),
        };
      }
      // The Mycolis imports' plots are client plots too, under their client.
      const rows = [
        ...world.plots
          .filter(isCapPlot)
          .map((plot) =>
            keptStageRow(world, context.stageRowWrites, cerealRowKey(plot.id), () =>
              capRow(world, clientSubject(world, plot), shift),
            ),
          ),
        ...externalPlots(world).map((plot) => capRow(world, internalSubject(world, plot), shift)),
        ...mycolisImports(world).map((plot) => capRow(world, internalSubject(world, plot), shift)),
      ].filter((row) => type !== 'clients_e1c' || row.e1cm_observe != null);
      return { data: notes ? rows : rows.map(withoutNotes) };
    });
  },
  capPlotGet: (context) => ({
    data: plotDetailOf(
      context.world,
      subjectOf(context.world, context.params.id),
      recalageShift(context.world),
    ),
  }),
  capPlotComputations: (context) => ({
    data: computationsOf(
      context.world,
      subjectOf(context.world, context.params.id),
      COMPUTATIONS_SHOWN,
      recalageShift(context.world),
    ),
  }),
  capPlotRiskForecast: (context) => {
    const subject = subjectOf(context.world, context.params.id);
    const date = String(context.params.date);
    if (!ISO_DAY.test(date) || Number.isNaN(Date.parse(date))) {
      throw new ApiError(400, 'Date invalide');
    }
    return {
      data: riskForecastOf(
        context.world,
        subject,
        date,
        RISK_FORECAST_DAYS_MAX,
        recalageShift(context.world),
      ),
    };
  },
  capPlotsImport: (context) => {
    const caller = callerOf(context);
    const body = context.body;
    if (body.from_mycolis === true) {
      if (!isAdmin(caller)) throw forbidden('Import Mycolis réservé aux administrateurs');
      const client = clientByCode(context.world, body.client);
      if (!client) throw badRequest(`Client Mycolis inconnu${NNBSP}: ${body.client}`);
      return {
        data: importMycolisPlots(context.world, { client, rows: body.csv, now: context.now }),
      };
    }
    return {
      data: importOwnPlots(context.world, {
        rows: body.csv,
        team: body.equipe,
        owner: displayLogin(caller.login, context.config.platform.instituteKeyword),
        ownerName: caller.userName,
        now: context.now,
      }),
    };
  },
  capPlotDelete: (context) => {
    const caller = callerOf(context);
    const code = String(context.params.id);
    const { world } = context;
    // An own plot's code first: a Mycolis client's code could be spelt like it.
    const held = [...world.stages.internal.values()];
    const plot =
      held.find((p) => p.kind === 'own' && p.code === code) ?? held.find((p) => p.code === code);
    if (!plot) {
      if (world.plots.some((p) => isCapPlot(p) && p.code === code)) throw forbidden();
      throw notFound('Parcelle');
    }
    if (
      plot.kind !== 'own' ||
      !isOwnPlot(plot.code, caller.login, context.config.platform.instituteKeyword)
    ) {
      throw forbidden();
    }
    world.stages.internal.delete(plot.id);
    return { data: 1 };
  },
  mycolisUsersList: (context) => {
    adminOf(context);
    return {
      data: context.world.clients.map((client) => ({
        name: client.nom,
        code_organisme: client.code,
      })),
    };
  },
  mycolisPlotsList: (context) => {
    adminOf(context);
    const { world } = context;
    const shift = recalageShift(world);
    return keptListAnswer(world, 'stades|mycolis|plots', context.writes, () => ({
      data: mycolisSubjects(world).map((plot) => mycolisRow(world, plot, shift)),
    }));
  },
  mycolisPlotStages: (context) => {
    adminOf(context);
    const { world } = context;
    const id = Number(context.params.id);
    const subject = Number.isInteger(id) ? mycolisSubjectOf(world, id) : null;
    if (!subject) throw notFound('Parcelle Mycolis');
    // The cap row's dates, so that the stages agree with the lists and the plot detail.
    const row = capRow(world, subject, recalageShift(world));
    return {
      data: {
        stade_epi1cm: row.stade_epi1cm ?? null,
        stade_1n: row.stade_1n ?? null,
        stade_2n: row.stade_2n ?? null,
        stade_epiaison: row.stade_epiaison ?? null,
        stade_floraison: row.stade_floraison ?? null,
        stade_maturite: row.stade_maturite ?? null,
      },
    };
  },
  capPreviousCropsList: () => ({ data: PREVIOUS_CROPS.map((codeaee) => ({ codeaee })) }),
  capVarietiesList: (context) => {
    const culture = context.query.culture?.trim().toLowerCase();
    const type = context.query.type?.trim().toLowerCase();
    const matches = (species: (typeof CEREAL_SPECIES)[number], wanted: string | undefined) =>
      !wanted || species.code === wanted || species.libelle.toLowerCase() === wanted;
    return {
      data: CEREAL_SPECIES.filter((s) => matches(s, culture) && matches(s, type)).flatMap(
        (species) => species.varieties.map((variete) => ({ variete, type_espece: species.code })),
      ),
    };
  },
  capStationName: (context) => {
    const id = stationIdOfCode(String(context.params.code));
    const station = id === null ? undefined : connectedStation(context.world, id);
    return { data: station ? { NomStation: station.nom } : null };
  },
  capGraphYellowRust: (context) => ({ data: diseaseGraph(context.world, context.body) }),
  capGraphEyespot: (context) => ({ data: diseaseGraph(context.world, context.body) }),
  capGraphBrownRust: (context) => ({ data: diseaseGraph(context.world, context.body) }),
  vigiculturesPlotsImport: (context) => {
    const shift = recalageShift(context.world);
    return {
      data: fetchExternalPlots(context.world).map((plot: InternalPlot) =>
        capRow(context.world, internalSubject(context.world, plot), shift),
      ),
    };
  },
  vigiculturesObservationsImport: (context) => {
    const shift = recalageShift(context.world);
    return {
      data: observeExternalPlots(context.world, shift).map((plot: InternalPlot) =>
        capRow(context.world, internalSubject(context.world, plot), shift),
      ),
    };
  },
  weatherByLocation: (context) => ({ data: weatherRows(context.world, context.body) }),
};

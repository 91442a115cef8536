// Water-balance plots as the API shows them (spec 3 §3.3): list rows without the heavy JSON
// fields, the detail with its balance rows, the rain with its origins and the filter sources.
import type {
  BhBalanceRow,
  BhFilterSource,
  BhPlot,
  BhRainInfo,
} from '@agro/contracts/entities/water-balance';
import { formatDateFr } from '@agro/domain/dates';
import type { BhRecord, Station } from '../types.ts';
import type { World } from '../world.ts';
import { plotNetwork, type PlotNetwork } from '../shared/plot-network.ts';
import { rainOn, runBalance } from './balance.ts';
import { dayOf, isoOf } from './days.ts';
import { balanceInputs, inBalance, irrigationList, weatherOf } from './generate.ts';

const stationIndexes = new WeakMap<World, Map<number, Station>>();

/** The world's stations by id, indexed once per world. */
function stationsById(world: World): Map<number, Station> {
  let found = stationIndexes.get(world);
  if (!found) {
    found = new Map(world.stations.map((s) => [s.id, s]));
    stationIndexes.set(world, found);
  }
  return found;
}

function networkOf(world: World, record: BhRecord): PlotNetwork {
  const plot = world.plotsById.get(record.plotId);
  if (!plot) throw new Error(`plot ${record.plotId} missing`);
  return plotNetwork(world, plot);
}

/** Warnings that follow from the data: late weather, quota used up. */
function warningsOf(world: World, record: BhRecord): string[] {
  const warnings = [...record.warnings];
  if (inBalance(world, record) && record.stationId !== null) {
    const weather = weatherOf(world, record.stationId);
    if (weather.realUntil < weather.today - 1) {
      warnings.push(
        `Données météo réelles jusqu'au ${formatDateFr(isoOf(weather.realUntil))}, fréquentielles ensuite`,
      );
    }
  }
  const used = sumIrrigation(record);
  if (used + record.general.dose_irrig > record.general.quota) {
    warnings.push("Quota d'irrigation atteint");
  }
  return warnings;
}

function sumIrrigation(record: BhRecord): number {
  return record.irrigations.reduce((sum, irrigation) => sum + irrigation.dose, 0);
}

/** List rows never change (no call writes water-balance data): each is built once per world. */
const listRowCaches = new WeakMap<World, Map<number, BhPlot>>();

/** The dashboard row: every field but the JSON-valued ones. */
export function bhListRow(world: World, record: BhRecord): BhPlot {
  let cache = listRowCaches.get(world);
  if (!cache) {
    cache = new Map();
    listRowCaches.set(world, cache);
  }
  let row = cache.get(record.plotId);
  if (!row) {
    row = buildListRow(world, record);
    cache.set(record.plotId, row);
  }
  return row;
}

/** Keeps a plot's list row worked out elsewhere (a precompute worker, on the same world). */
export function keepBhListRow(world: World, plotId: number, row: BhPlot): void {
  let cache = listRowCaches.get(world);
  if (!cache) {
    cache = new Map();
    listRowCaches.set(world, cache);
  }
  cache.set(plotId, row);
}

function buildListRow(world: World, record: BhRecord): BhPlot {
  const { plot, farmer, operateur, distributeur } = networkOf(world, record);
  const station = record.stationId === null ? undefined : stationsById(world).get(record.stationId);
  const reached = record.stages.filter((stage) => stage.date <= world.today);
  const deficits = record.balance?.deficits;
  const deficit = (day: number): number | null => deficits?.[day] ?? null;
  return {
    id: plot.id,
    id_info_plot: record.idInfoPlot,
    nom_parcelle: plot.nom,
    code_parcelle: plot.code,
    nom_agri: farmer?.nom ?? null,
    prenom_agri: farmer?.prenom ?? null,
    code_agri: farmer?.code ?? null,
    id_agri: farmer?.id ?? null,
    nom_operateur: operateur?.nom ?? null,
    id_operateur: operateur?.id ?? null,
    nom_grpt: distributeur?.nom ?? null,
    id_grpt: distributeur?.id ?? null,
    departement: plot.commune.departement,
    culture: record.culture,
    statut_calcul_bh: record.statut,
    date_semis: plot.dateSemis,
    stade_actuel: reached.at(-1)?.code ?? null,
    nom_sol: record.soil.nom,
    code_sol: record.soil.code,
    ru_max: record.ruMax,
    rfu_max: record.rfuMax,
    date_calcul_bh: record.dateCalcul,
    surface_irrig: record.surfaceIrrig,
    station: station
      ? { id_iot: station.id, nom_constructeur: station.constructeur, code: station.code }
      : null,
    latitude: plot.latitude,
    longitude: plot.longitude,
    epuisement_rfu: record.balance?.epuisement ?? null,
    somme_irrig: sumIrrigation(record),
    deficitj: deficit(0),
    deficitj1: deficit(1),
    deficitj2: deficit(2),
    deficitj3: deficit(3),
    deficitj4: deficit(4),
    deficitj5: deficit(5),
    deficitj6: deficit(6),
    deficitj7: deficit(7),
    warnings: warningsOf(world, record),
    precedent: record.precedent,
    irrig_precedent: record.irrigPrecedent,
    p_dt_crea: plot.createdAt,
    code_postal: plot.commune.codePostal,
    nom_integrateur: operateur?.nom ?? null,
  };
}

/** Balance rows are computed when asked for; the last ones asked for are kept. */
const ROWS_KEPT = 200;
const rowCaches = new WeakMap<World, Map<number, BhBalanceRow[]>>();

export function bhBalanceRows(world: World, record: BhRecord): BhBalanceRow[] | null {
  if (!inBalance(world, record)) return null;
  let cache = rowCaches.get(world);
  if (!cache) {
    cache = new Map();
    rowCaches.set(world, cache);
  }
  const kept = cache.get(record.plotId);
  if (kept) return kept;
  const rows: BhBalanceRow[] = [];
  runBalance(balanceInputs(world, record), irrigationList(record), (row) => {
    rows.push({
      Date: isoOf(row.day),
      Pluie: row.rain,
      Irrigation: row.irrigation,
      'Deficit en eau du sol': row.deficit,
      RFU: row.rfu,
      RU: row.ru,
      'Drainage profil': row.drainage,
      ETP: row.etp,
      ...(row.type === null ? {} : { type: row.type }),
    });
  });
  cache.set(record.plotId, rows);
  if (cache.size > ROWS_KEPT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return rows;
}

/** The plot with everything: stages, characteristics, irrigations and balance rows. */
export function bhDetail(world: World, record: BhRecord): BhPlot {
  return {
    ...bhListRow(world, record),
    stades_calc: record.stages,
    stades_obs: record.observed,
    caracteristiques_generales: record.general,
    caracteristiques_culture: record.crop,
    irrigation: record.irrigations,
    bilan_hydrique: bhBalanceRows(world, record),
  };
}

/** Daily rain from sowing to today with its origin; none without a station or before sowing. */
export function bhRains(world: World, record: BhRecord): BhRainInfo {
  if (record.stationId === null) return { pluies: [], info: { findesdonneesreelles: null } };
  const weather = weatherOf(world, record.stationId);
  const info = { findesdonneesreelles: isoOf(weather.realUntil) };
  const sowing = record.stages[0]?.date;
  if (sowing === undefined || sowing > world.today) return { pluies: [], info };
  const inputs = balanceInputs(world, record);
  const pluies: BhRainInfo['pluies'] = [];
  for (let day = dayOf(sowing); day <= weather.today; day++) {
    const { rain, type } = rainOn(inputs, day);
    pluies.push({ date: isoOf(day), type, pluie: rain });
  }
  return { pluies, info };
}

export function bhFilterSource(world: World, record: BhRecord): BhFilterSource {
  const { plot, farmer, operateur, distributeur } = networkOf(world, record);
  return {
    culture: record.culture,
    departement: plot.commune.departement,
    code_agri: farmer?.code ?? null,
    nom_agri: farmer?.nom ?? null,
    prenom_agri: farmer?.prenom ?? null,
    id_operateur: operateur?.id ?? null,
    nom_operateur: operateur?.nom ?? null,
    id_grpt: distributeur?.id ?? null,
    nom_grpt: distributeur?.nom ?? null,
  };
}

// A CHN plot's record (docs/simulator.md, "Nitrogen, CHN"): what the institute knows of a wheat
// plot followed by satellite (client, regional engineer, ZAM, farm, soil, previous crop, planned
// and realised inputs), drawn once from the plot and the seed, and what administrators changed
// since (forced advice, masks, shifted input, recalculation requests). Records are drawn on first
// use: a world of 20,000 plots pays only for the plots it is asked about.
import { createRandom } from '../../random.ts';
import { hashInts, seedInt } from '../weather/hash.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import { lazyRecords } from '../shared/lazy-records.ts';
import type { ChnPreviousCrop, ChnRecord, ChnSoil } from './state.ts';
import { addDaysIso } from './model.ts';

export const CHN_CLIENTS = ['Arvalis Nord', 'Coop Beauce', 'Négoce Champagne', 'Agro Centre'];
export const CHN_ENGINEERS = ['Rémi Fertilisation', 'Claire Dumas', 'Hugo Lefèvre', 'Inès Moreau'];
export const CHN_VARIETIES = [
  'Chevignon',
  'KWS Extase',
  'Rubisko',
  'Complice',
  'Filon',
  'LG Absalon',
];
export const CHN_OUTLETS = ['Blé panifiable', 'Blé améliorant', 'Blé biscuitier', 'Blé fourrager'];
const SOILS: readonly ChnSoil[] = [
  { code: 'LIM-PROF', nom: 'Limon profond', reserve: 190, depth: 120 },
  { code: 'LIM-ARG', nom: 'Limon argileux', reserve: 160, depth: 100 },
  { code: 'ARG-CALC', nom: 'Argilo-calcaire moyen', reserve: 110, depth: 70 },
  { code: 'SAB-LIM', nom: 'Sable limoneux', reserve: 80, depth: 60 },
  { code: 'CRAIE', nom: 'Craie de Champagne', reserve: 140, depth: 90 },
];
const PREVIOUS_CROPS: readonly ChnPreviousCrop[] = [
  { code: 'COLZA', nom: 'Colza', yield: [30, 45], unit: 'q/ha', residues: 'Enfouis' },
  { code: 'POIS', nom: 'Pois protéagineux', yield: [35, 55], unit: 'q/ha', residues: 'Enfouis' },
  {
    code: 'BETTERAVE',
    nom: 'Betterave sucrière',
    yield: [70, 95],
    unit: 't/ha',
    residues: 'Enfouis',
  },
  { code: 'MAIS', nom: 'Maïs grain', yield: [85, 120], unit: 'q/ha', residues: 'Broyés' },
  { code: 'BLE', nom: 'Blé tendre', yield: [70, 95], unit: 'q/ha', residues: 'Exportés' },
];
/** Species codes of the nitrogen plots' crops. */
const SPECIES_CODES: Readonly<Record<string, string>> = {
  'Blé tendre': 'BTH',
  'Blé dur': 'BDH',
  "Orge d'hiver": 'OHV',
  Triticale: 'TTH',
  Colza: 'CZH',
};
export const RAPESEED_CODE = 'CZH';

/** The species code of a nitrogen plot's crop (BTH when the crop is unknown). */
export function nitrogenSpeciesCode(plot: Plot): string {
  return SPECIES_CODES[plot.culture] ?? 'BTH';
}

export const CORRECTION_LEVERS = [
  'Frein externe LAI',
  'RU',
  'Date E1C',
  'Reliquat azoté',
  'NeoStock',
];

function drawRecord(world: World, plot: Plot): ChnRecord {
  const seed = hashInts(seedInt(world.seed), plot.id, 77);
  const random = createRandom(`${world.seed}::chn::${plot.id}`);
  const sowing = plot.dateSemis;
  const harvestYear = Number(sowing.slice(0, 4)) + 1;
  const soil = random.pick(SOILS);
  const previous = random.pick(PREVIOUS_CROPS);
  const residualN = random.int(25, 110);
  const tallage = addDaysIso(`${harvestYear}-02-15`, random.int(0, 15));
  const e1c = addDaysIso(`${harvestYear}-03-20`, random.int(0, 15));
  const dfp = addDaysIso(`${harvestYear}-04-28`, random.int(0, 12));
  const irrigated = random.chance(0.12);
  const failing = random.chance(0.03)
    ? random.pick([
        'Image satellite inexploitable\u202f: couverture nuageuse',
        'Données météo manquantes sur la période',
        'Incohérence entre la date de semis et le stade observé',
      ])
    : null;
  const flagStage = random.chance(0.1) ? random.pick(['epi1cm', 'unnoeud'] as const) : null;
  const warnings: string[] = [];
  if (random.chance(0.15))
    warnings.push('Reliquat sortie hiver absent\u202f: valeur par défaut utilisée');
  if (random.chance(0.1)) warnings.push('Densité de semis hors des bornes habituelles');
  const farmer = world.farmers[plot.farmerId - 1];
  return {
    plotId: plot.id,
    seed,
    codeAirbus: `AB${String(plot.id).padStart(6, '0')}`,
    client: random.pick(CHN_CLIENTS),
    engineer: engineerOf(plot.latitude, plot.longitude),
    zam: `ZAM ${plot.commune.departement}-${random.int(1, 4)}`,
    farm: farmer ? `EARL ${farmer.nom}` : 'Exploitation',
    place: random.pick([
      'Les Grands Champs',
      'La Croix Blanche',
      'Le Moulin',
      'Les Hauts',
      'La Vallée',
    ]),
    variety: random.pick(CHN_VARIETIES),
    outlet: random.pick(CHN_OUTLETS),
    sowing,
    density: random.int(180, 320),
    soil,
    irrigated,
    previous: {
      ...previous,
      yieldValue: random.int(previous.yield[0] ?? 0, previous.yield[1] ?? 0),
      harvest: addDaysIso(sowing, -random.int(20, 70)),
    },
    residualN,
    residualDay: addDaysIso(`${harvestYear}-01-25`, random.int(0, 20)),
    residualForced: random.chance(0.08),
    vigour: random.float(0.8, 1.15, 2),
    bias: random.float(-0.15, 0.15, 3),
    planned: [
      { date: tallage, dose: random.int(4, 6) * 10 },
      { date: e1c, dose: random.int(6, 9) * 10 },
      { date: dfp, dose: random.int(3, 5) * 10 },
    ],
    organicInput: random.chance(0.2)
      ? {
          date: addDaysIso(sowing, -random.int(3, 15)),
          dose: random.int(20, 40),
          produit: 'Fumier de bovin',
        }
      : null,
    irrigations: irrigated
      ? [0, 1, 2].map((i) => ({
          date: addDaysIso(`${harvestYear}-04-20`, i * 14 + random.int(0, 4)),
          dose: 25,
        }))
      : [],
    flagStage,
    flagValidated: flagStage !== null && random.chance(0.5),
    correctionLever: flagStage !== null ? random.pick(CORRECTION_LEVERS) : null,
    failing,
    obsolete: random.chance(0.02),
    warnings,
    overrides: { lastInputShift: 0 },
    results: new Map(),
  };
}

/**
 * The regional engineer of a plot: the country in four regions (north-west, north-east,
 * south-west, south-east around 47.5° N and 2.5° E); the demo regional engineer has the north-west.
 */
export function engineerOf(latitude: number, longitude: number): string {
  const north = latitude >= 47.5;
  const west = longitude < 2.5;
  const index = north ? (west ? 0 : 1) : west ? 2 : 3;
  return CHN_ENGINEERS[index] as string;
}

/** The plot's CHN record, drawn on first use. */
export const chnRecordOf = lazyRecords((world) => world.chn.records, drawRecord);

/** The planned inputs, the last one shifted as the administrators asked. */
export function plannedInputs(record: ChnRecord): { date: string; dose: number }[] {
  return record.planned.map((input, index) =>
    index === record.planned.length - 1 && record.overrides.lastInputShift !== 0
      ? { ...input, date: addDaysIso(input.date, record.overrides.lastInputShift) }
      : input,
  );
}

/** Calculation dates of a campaign: each Monday from 1 February to 30 June, up to today. */
export function campaignCalculationDates(harvestYear: number, today: string): string[] {
  const dates: string[] = [];
  const first = `${harvestYear}-02-01`;
  const offset = (8 - new Date(`${first}T00:00:00Z`).getUTCDay()) % 7;
  const last = today < `${harvestYear}-06-30` ? today : `${harvestYear}-06-30`;
  for (let day = addDaysIso(first, offset); day <= last; day = addDaysIso(day, 7)) dates.push(day);
  // The day's calculation has run by the time anyone reads it (spec 2: calculations before 13 h).
  if (last === today && today >= first && !dates.includes(today)) dates.push(today);
  return dates;
}

/** The harvest year the world's CHN plots are in: their sowing's next year. */
/**
 * Each world's CHN harvest year, found once: the QN rows ask for it plot by plot, and a search of
 * the plots for each made the first QN list quadratic (4 s of its 9 at 20,000 plots). No call adds,
 * removes or resows a CHN plot, so the first one, and its year, stay.
 */
const harvestYears = new WeakMap<World, number>();

export function chnHarvestYear(world: World): number {
  const kept = harvestYears.get(world);
  if (kept !== undefined) return kept;
  const plot = world.plots.find((p) => p.module === 'chn');
  const year = plot ? Number(plot.dateSemis.slice(0, 4)) + 1 : Number(world.today.slice(0, 4));
  harvestYears.set(world, year);
  return year;
}

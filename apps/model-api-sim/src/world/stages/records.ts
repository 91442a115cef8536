// What the stage module knows of a plot beyond the world's Plot (docs/simulator.md, "Stages"):
// for the client cereal plots ('cap') and maize plots ('mais') of the world, records drawn once
// from the plot and the seed on first use; the institute's own plots ("arvalis": internal
// plots and type cases), seeded for a few institute logins and created or changed by CSV imports;
// and the plots fetched from the external crop-monitoring service.
import { createRandom } from '../../random.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import { hashInts, seedInt } from '../weather/hash.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import { lazyRecords } from '../shared/lazy-records.ts';
import type { CapRecord, InternalPlot, MaizeRecord } from './state.ts';

/** Previous crops of the reference list (codeaee), the own-plot template's first. */
export const PREVIOUS_CROPS = [
  'ble tendre',
  'ble dur',
  'orge hiver',
  'triticale',
  'mais grain',
  'mais fourrage',
  'mais doux',
  'colza',
  'pois',
  'tournesol',
  'betterave',
  'lin',
  'prairie',
] as const;

/** Seeds of the observed-stage codes (BBCH): epi 1 cm, 1 node, 2 nodes, heading, flowering. */
export const OBSERVED_STAGE_CODES = {
  epi1cm: '30',
  '1n': '31',
  '2n': '32',
  epiaison: '55',
  floraison: '65',
} as const;

export const TREATMENT_PRODUCTS: Readonly<Record<string, { produit: string; dose: number }>> = {
  pietin_verse: { produit: 'Unix Max', dose: 0.8 },
  septoriose: { produit: 'Revystar XL', dose: 0.75 },
  rouille_brune: { produit: 'Elatus Era', dose: 0.8 },
  rouille_jaune: { produit: 'Elatus Era', dose: 0.6 },
  fusariose: { produit: 'Prosaro', dose: 0.8 },
  helminthosporiose: { produit: 'Elatus Era', dose: 0.7 },
  rhynchosporiose: { produit: 'Siltra Xpro', dose: 0.6 },
};

/** Earliness and septoria scores of a variety (1 to 9), the same for every plot sown with it. */
export function varietyScores(variety: string | null): {
  montaison: number;
  epiaison: number;
  septoria: number;
} {
  const h = seedInt(variety ?? '');
  return {
    montaison: 1 + (h % 9),
    epiaison: 1 + (hashInts(h, 1) % 9),
    septoria: 2 + (hashInts(h, 2) % 7),
  };
}

/** Maize earliness index (FAO) of a variety: 180 very early to 400 late. */
export function maizeFao(variety: string | null): number {
  return 180 + (seedInt(variety ?? '') % 23) * 10;
}

export const isCapPlot = (plot: Plot) => plot.module === 'cap';
export const isMaizePlot = (plot: Plot) => plot.module === 'mais';

function drawCapRecord(world: World, plot: Plot): CapRecord {
  const random = createRandom(`${world.seed}::cap::${plot.id}`);
  const species = CEREAL_SPECIES.find((s) => s.code === plot.culture);
  const changed = random.chance(0.06) && species !== undefined;
  return {
    plotId: plot.id,
    castype: random.chance(0.12) ? 1 : 0,
    codesol: random.int(1, 24),
    labour: random.chance(0.45),
    precedent: random.weighted([
      ['colza', 30],
      ['pois', 10],
      ['mais grain', 20],
      ['ble tendre', 15],
      ['betterave', 10],
      ['tournesol', 10],
      ['prairie', 5],
    ]),
    varOrigine: changed
      ? (random.pick(species.varieties.filter((v) => v !== plot.variete)) ?? null)
      : null,
    e1cObservedShift: random.chance(0.3) ? random.int(-6, 6) : null,
    typeObservateur: random.pick(['Technicien', 'Agriculteur', 'Conseiller']),
    seed: hashInts(seedInt(world.seed), plot.id, 21),
  };
}

/** A client cereal plot's record, drawn on first use. */
export const capRecordOf = lazyRecords((world) => world.stages.cap, drawCapRecord);

function drawMaizeRecord(world: World, plot: Plot): MaizeRecord {
  const random = createRandom(`${world.seed}::mais::${plot.id}`);
  const observed: MaizeRecord['observed'] = [];
  for (const key of ['4f', '8f', 'ff'] as const) {
    if (random.chance(0.25)) observed.push({ key, shift: random.int(-4, 4) });
  }
  return {
    plotId: plot.id,
    fodder: plot.culture === 'Maïs fourrage',
    fao: maizeFao(plot.variete),
    observed,
  };
}

/** A maize plot's record, drawn on first use. */
export const maizeRecordOf = lazyRecords((world) => world.stages.maize, drawMaizeRecord);

/** The institute logins whose own plots the world starts with (the demo staff's among them). */
const SEEDED_OWNERS = [
  { login: 'jdupont', name: 'Jean Dupont', idUser: 9001 },
  { login: 'mmartin', name: 'Marie Martin', idUser: 9002 },
  { login: 'plefevre', name: 'Paul Lefèvre', idUser: 9003 },
];

/** Own plots of the seeded institute logins: near the cereal plots, at their stations. */
export function seedInternalPlots(world: World): void {
  const random = createRandom(`${world.seed}::internal-plots`);
  const cereals = world.plots.filter(isCapPlot);
  if (cereals.length === 0) return;
  for (const owner of SEEDED_OWNERS) {
    for (let n = 1; n <= 8; n++) {
      const near = random.pick(cereals);
      const species = random.pick(CEREAL_SPECIES);
      const id = world.stages.nextInternalId;
      world.stages.nextInternalId += 1;
      world.stages.internal.set(id, {
        id,
        kind: 'own',
        code: `${owner.login}_essai${String(n).padStart(2, '0')}`,
        owner: owner.login,
        ownerName: owner.name,
        idUser: owner.idUser,
        team: random.chance(0.5),
        castype: n <= 2 ? 1 : 0,
        codeespece: species.code as InternalPlot['codeespece'],
        variete: random.pick(species.varieties),
        precedent: random.pick(PREVIOUS_CROPS),
        sowing: near.dateSemis,
        codeStation: stationCodeOf(near.stationId),
        codeInsee: near.commune.insee,
        codeDept: near.commune.departement,
        latitude: near.latitude,
        longitude: near.longitude,
        measures: [],
        createdAt: `${near.dateSemis}T09:00:00.000Z`,
      });
    }
  }
}

/**
 * The institute's four-character code of a station (spec 4 §5.1: code_station is 4 characters):
 * the station's id on four digits; null for no station.
 */
export function stationCodeOf(stationId: number): string | null {
  return stationId > 0 && stationId < 10_000 ? String(stationId).padStart(4, '0') : null;
}

export function stationIdOfCode(code: string | null | undefined): number | null {
  return code && /^\d{4}$/.test(code) ? Number(code) : null;
}

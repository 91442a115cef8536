// The external crop-monitoring service (spec 4 §2.2 admin button, §7 vigicultures): its plots are
// fetched once into the client plots (later fetches bring nothing new); its observations add the
// epi 1 cm seen on the fetched plots whose epi 1 cm has passed.
import { createRandom } from '../../random.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import type { World } from '../world.ts';
import { isCapPlot, stationCodeOf } from './records.ts';
import type { InternalPlot } from './state.ts';
import { cerealRun, internalSubject, type StageShift } from './view.ts';
import { epochDay, isoOfEpochDay } from './weather.ts';

/** Plots the service holds for the institute. */
const EXTERNAL_PLOTS = 12;

export function fetchExternalPlots(world: World): InternalPlot[] {
  if (world.stages.externalFetched) return [];
  world.stages.externalFetched = true;
  const random = createRandom(`${world.seed}::vigicultures`);
  const cereals = world.plots.filter(isCapPlot);
  const fetched: InternalPlot[] = [];
  for (let n = 1; n <= EXTERNAL_PLOTS && cereals.length > 0; n++) {
    const near = random.pick(cereals);
    const species = random.pick(CEREAL_SPECIES.filter((s) => s.code !== '27'));
    const id = world.stages.nextInternalId;
    world.stages.nextInternalId += 1;
    const plot: InternalPlot = {
      id,
      kind: 'external',
      code: `VIGI-${String(n).padStart(4, '0')}`,
      owner: '',
      ownerName: 'Vigicultures',
      idUser: 0,
      team: false,
      castype: 0,
      codeespece: species.code as InternalPlot['codeespece'],
      variete: random.pick(species.varieties),
      precedent: random.pick(['colza', 'pois', 'mais grain', 'betterave']),
      sowing: near.dateSemis,
      codeStation: stationCodeOf(near.stationId),
      codeInsee: near.commune.insee,
      codeDept: near.commune.departement,
      latitude: near.latitude,
      longitude: near.longitude,
      measures: [],
      createdAt: world.today,
    };
    world.stages.internal.set(id, plot);
    fetched.push(plot);
  }
  return fetched;
}

/**
 * The fetched plots given an observed epi 1 cm now (those past it and not yet observed), the
 * model's epi 1 cm moved by `shift`.
 */
export function observeExternalPlots(world: World, shift: StageShift): InternalPlot[] {
  const today = epochDay(world.today);
  const observed: InternalPlot[] = [];
  for (const plot of world.stages.internal.values()) {
    if (plot.kind !== 'external' || plot.measures.length > 0) continue;
    const e1c = cerealRun(world, internalSubject(world, plot), today, shift).stages.epi1cm;
    if (e1c === null || e1c > today) continue;
    plot.measures.push({ date: isoOfEpochDay(e1c + ((plot.id % 5) - 2)), mesure: 10 });
    observed.push(plot);
  }
  return observed;
}

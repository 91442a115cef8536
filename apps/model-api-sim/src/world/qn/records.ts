// A QN plot's record (docs/simulator.md, "Nitrogen, QN"): QN follows the CHN cereal plots (not the
// rapeseed ones), so a plot's client, ZAM, variety, outlet and sowing are its CHN record's. QN adds
// what only it knows: the PréviLIS id, the epi 1 cm observation and the observed stages, drawn once
// from the plot and the seed; and the correction requests, which later answers follow.
import { createRandom } from '../../random.ts';
import { addDaysIso } from '../chn/model.ts';
import { chnRecordOf, engineerOf, nitrogenSpeciesCode, RAPESEED_CODE } from '../chn/records.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import { lazyRecords } from '../shared/lazy-records.ts';
import type { QnRecord, StoredQnCorrection } from './state.ts';

/** Whether QN follows the plot: a CHN plot of a cereal (rapeseed is no QN crop). */
export function isQnPlot(plot: Plot): boolean {
  return plot.module === 'chn' && nitrogenSpeciesCode(plot) !== RAPESEED_CODE;
}

function drawRecord(world: World, plot: Plot): QnRecord {
  const random = createRandom(`${world.seed}::qn::${plot.id}`);
  return {
    plotId: plot.id,
    chn: chnRecordOf(world, plot),
    previlisId: random.chance(0.85) ? plot.id : null,
    epi1cmObserved: random.chance(0.6),
    epi1cmHeight: random.int(7, 14),
    observationShift: Array.from({ length: 11 }, () => random.int(-4, 4)),
    observedStages: Array.from({ length: 11 }, () => random.chance(0.35)),
    failing: random.chance(0.02),
  };
}

/** The plot's QN record, drawn on first use (its CHN record with it). */
export const qnRecordOf = lazyRecords((world) => world.qn.records, drawRecord);

/** The requests naming a plot, oldest first. */
export function correctionsOf(world: World, plotId: number): StoredQnCorrection[] {
  return [...world.qn.corrections.values()].filter((c) => c.parcelles.includes(plotId));
}

/**
 * The requests the demo regional engineer made earlier in the season, so the administrators' table
 * is not empty: one validated (a soil correction on two plots), one waiting (a flowering biomass on
 * three). They name plots of the engineer's region, as the real API would let them.
 */
export function seedQnCorrections(world: World, demandeur: string, engineer: string) {
  const mine = world.plots.filter(
    (plot) => isQnPlot(plot) && engineerOf(plot.latitude, plot.longitude) === engineer,
  );
  if (mine.length < 6) return;
  const at = (days: number, hour: number) =>
    `${addDaysIso(world.today, -days)}T${String(hour).padStart(2, '0')}:30:00.000Z`;
  const seeded: Omit<StoredQnCorrection, 'id'>[] = [
    {
      demandeur,
      date_demande: at(12, 9),
      parcelles: [mine[1]?.id, mine[4]?.id].filter((id): id is number => id !== undefined),
      correction_type: 'sol',
      correction_valeur: [20],
      commentaire: 'Reliquats mesurés plus élevés que ceux du modèle.',
      validation: true,
    },
    {
      demandeur,
      date_demande: at(3, 14),
      parcelles: [mine[2]?.id, mine[3]?.id, mine[5]?.id].filter(
        (id): id is number => id !== undefined,
      ),
      correction_type: 'QMS_floraison',
      correction_valeur: [11.5],
      commentaire: 'Biomasse attendue plus faible après le gel de mars.',
      validation: false,
    },
  ];
  for (const correction of seeded) {
    const id = world.qn.nextCorrectionId;
    world.qn.nextCorrectionId += 1;
    world.qn.corrections.set(id, { id, ...correction });
  }
}

// Which plots the stage module answers for (spec 4 leaves the scope to the server). Every holder of
// STADES follows all of them (docs/simulator.md, "Stages and diseases"), so the module's rule is
// which ids are its plots: what its screens open. What the handlers restrict beyond it (deleting an
// own plot, everything Mycolis) stays with them (src/handlers/stages).
import { isQnPlot } from '../qn/records.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import { isCapPlot, isMaizePlot } from './records.ts';

/**
 * A world plot whose cereal stages the module computes: a client cereal plot, or a cereal plot
 * followed in nitrogen (QN), whose detail opens its stages under its own id.
 */
export const isCerealStagePlot = (plot: Plot): boolean => isCapPlot(plot) || isQnPlot(plot);

/**
 * Whether the id is a plot of the stage screens: a cereal plot above (lists and plot detail), a
 * maize plot (maize dashboard), or a plot the module holds itself (own plots, plots fetched from
 * the crop-monitoring service, Mycolis imports).
 */
export function isStagePlotId(world: World, id: number): boolean {
  const plot = world.plotsById.get(id);
  if (plot) return isCerealStagePlot(plot) || isMaizePlot(plot);
  return world.stages.internal.has(id);
}

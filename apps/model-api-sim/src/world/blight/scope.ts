// Which potato plots a user sees (spec 3 §7.1 leaves it to the server): administrators and the
// institute's staff all; integrators, distributors and advisers the plots of the integrators they
// work with and those a validated MILDIOU consent running today shares with them; a farmer their
// own plots (the plot's farmer code is their login).
import { ownsPlot } from '@agro/domain/blight';
import type { Plot, UserAccount, World } from '../types.ts';
import { consentVisibility, type PlotVisibility } from '../water-balance/scope.ts';

export function blightVisibility(
  world: World,
  account: UserAccount,
  instituteKeyword: string,
): PlotVisibility {
  const through = consentVisibility(world, account, instituteKeyword, 'MILDIOU');
  if (through === 'all') return 'all';
  return (plot: Plot) =>
    through(plot) || ownsPlot(world.farmers[plot.farmerId - 1]?.code, account.login);
}

/** The world's potato plots, in id order. */
export function potatoPlots(world: World): Plot[] {
  return world.plots.filter((plot) => plot.module === 'mildiou');
}

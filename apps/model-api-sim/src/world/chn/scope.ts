// Which CHN plots a user sees (the spec leaves it to the server): administrators and the
// institute's staff see every plot; a regional engineer the plots of their region (the plot's
// `ingenieur_regional`); anyone else none.
import { effectiveRights } from '@agro/domain/rights';
import { isInstituteStaff } from '@agro/domain/session';
import { isVisible, type PlotVisibility } from '../shared/visibility.ts';
import type { Plot, UserAccount } from '../types.ts';
import type { World } from '../world.ts';
import { engineerOf } from './records.ts';

export function chnVisibility(account: UserAccount, instituteKeyword: string): PlotVisibility {
  if (effectiveRights(account.droitsTPC).includes('ADMIN')) return 'all';
  if (isInstituteStaff(account.email, instituteKeyword)) return 'all';
  return (plot) => engineerOf(plot.latitude, plot.longitude) === account.userName;
}

export function visibleChnPlots(world: World, visibility: PlotVisibility): Plot[] {
  return world.plots.filter((plot) => plot.module === 'chn' && isVisible(visibility, plot));
}

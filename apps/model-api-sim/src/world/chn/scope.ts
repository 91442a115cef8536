// Which CHN plots a user sees (the spec leaves it to the server): administrators and the
// institute's staff see every plot; a regional engineer the plots of their region (the plot's
// `ingenieur_regional`); anyone else none.
import { effectiveRights } from '@agro/domain/rights';
import { isInstituteStaff } from '@agro/domain/session';
import type { Plot, UserAccount, World } from '../types.ts';
import { engineerOf } from './records.ts';

export type ChnVisibility = 'all' | ((plot: Plot) => boolean);

export function chnVisibility(account: UserAccount, instituteKeyword: string): ChnVisibility {
  if (effectiveRights(account.droitsTPC).includes('ADMIN')) return 'all';
  if (isInstituteStaff(account.email, instituteKeyword)) return 'all';
  return (plot) => engineerOf(plot.latitude, plot.longitude) === account.userName;
}

export function visibleChnPlots(world: World, visibility: ChnVisibility): Plot[] {
  return world.plots.filter(
    (plot) => plot.module === 'chn' && (visibility === 'all' || visibility(plot)),
  );
}

// Which potato plots a user sees (spec 3 §7.1 leaves it to the server): administrators and the
// institute's staff all; integrators, distributors and advisers the plots of the integrators they
// work with and those a validated MILDIOU consent running today shares with them; a farmer their
// own plots (the plot's farmer code is their login).
import { ownsPlot } from '@agro/domain/blight';
import { isBulletinAdmin } from '@agro/domain/blight-interventions';
import { effectiveRights } from '@agro/domain/rights';
import type { Adviser, Plot, UserAccount } from '../types.ts';
import type { World } from '../world.ts';
import type { CasType } from './state.ts';
import { consentVisibility, type PlotVisibility } from '../shared/visibility.ts';

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

/** Spec 3 §6: ADMIN with read and write administers the bulletin space. */
export const isAdmin = (caller: UserAccount) => isBulletinAdmin(effectiveRights(caller.droitsTPC));

/** The caller's adviser record when it is a bulletin (BSV) adviser's. */
export function bulletinAdviser(world: World, caller: UserAccount): Adviser | null {
  const adviser = caller.adviserId === null ? undefined : world.advisers.get(caller.adviserId);
  return adviser?.type_conseiller === 'BSV' ? adviser : null;
}

/** Who reaches a cas-type: administrators all, bulletin advisers their region's (spec 3 §6). */
export function seesCasType(world: World, caller: UserAccount, casType: CasType): boolean {
  if (isAdmin(caller)) return true;
  const adviser = bulletinAdviser(world, caller);
  return adviser !== null && adviser.region_bsv_mildiou === casType.region;
}

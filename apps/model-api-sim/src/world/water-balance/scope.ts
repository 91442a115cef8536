// Which water-balance plots a user sees (the spec leaves it to the server). Administrators and the
// institute's staff see every plot; any other user with the BH right sees the plots of the
// integrators they work with and those of farmers who granted them access to their water balance
// (a validated BILANHYDRIQUE consent running today, limited to the plots it shares).
import { fromLinkSelection, type ModeSelection } from '@agro/domain/consent';
import { effectiveRights } from '@agro/domain/rights';
import { isInstituteStaff } from '@agro/domain/session';
import type { Plot, UserAccount, World } from '../types.ts';

export type PlotVisibility = 'all' | ((plot: Plot) => boolean);

function shares(selection: ModeSelection, plot: Plot): boolean {
  const listed = selection.plots.some((id) => String(id) === String(plot.id));
  switch (selection.mode) {
    case 'all':
      return true;
    case 'allExcept':
      return !listed;
    case 'some':
      return listed;
  }
}

export function bhVisibility(
  world: World,
  account: UserAccount,
  instituteKeyword: string,
): PlotVisibility {
  return consentVisibility(world, account, instituteKeyword, 'BILANHYDRIQUE');
}

/**
 * The plots of a consent-based module (water balance, blight) a user sees: all for
 * administrators and the institute's staff; else their integrators' plots and those shared by a
 * validated consent of that service running today.
 */
export function consentVisibility(
  world: World,
  account: UserAccount,
  instituteKeyword: string,
  service: 'BILANHYDRIQUE' | 'MILDIOU',
): PlotVisibility {
  if (effectiveRights(account.droitsTPC).includes('ADMIN')) return 'all';
  if (isInstituteStaff(account.email, instituteKeyword)) return 'all';
  const operateurs = new Set(account.operateurIds);
  const consents = new Map<number, ModeSelection[]>();
  if (account.adviserId !== null) {
    for (const link of world.links.values()) {
      if (
        link.adviserId !== account.adviserId ||
        link.service !== service ||
        link.validation !== 1 ||
        link.date_debut > world.today ||
        link.date_fin < world.today
      ) {
        continue;
      }
      const list = consents.get(link.farmerId) ?? [];
      list.push(fromLinkSelection(link.parcelles_inclues, link.parcelles_exclues));
      consents.set(link.farmerId, list);
    }
  }
  return (plot) => {
    const farmer = world.farmers[plot.farmerId - 1];
    if (farmer && operateurs.has(farmer.operateurId)) return true;
    return (consents.get(plot.farmerId) ?? []).some((selection) => shares(selection, plot));
  };
}

export function isVisible(visibility: PlotVisibility, plot: Plot): boolean {
  return visibility === 'all' || visibility(plot);
}

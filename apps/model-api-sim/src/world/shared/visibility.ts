// Which plots a user sees, by the rule every module whose plots come through integrators and
// consents applies (the spec leaves it to the server): administrators and the institute's staff
// see every plot; any other user the plots of the integrators they work with and those farmers
// shared with them by a validated consent of the module's service running today. The water
// balance, blight and the stations' blight plots apply it; each module adds its own (scope.ts).
import { fromLinkSelection, type ModeSelection } from '@agro/domain/consent';
import { effectiveRights } from '@agro/domain/rights';
import { isInstituteStaff } from '@agro/domain/session';
import type { Plot, UserAccount } from '../types.ts';
import type { World } from '../world.ts';

/** Every plot, or the plots the test lets through. */
export type PlotVisibility = 'all' | ((plot: Plot) => boolean);

/** The services whose consents share plots with an adviser. */
export type ConsentService = 'BILANHYDRIQUE' | 'MILDIOU';

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

/**
 * The plots of a consent-based module (water balance, blight) a user sees: all for
 * administrators and the institute's staff; else their integrators' plots and those shared by a
 * validated consent of that service running today.
 */
export function consentVisibility(
  world: World,
  account: UserAccount,
  instituteKeyword: string,
  service: ConsentService,
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

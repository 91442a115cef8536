// Which water-balance plots a user sees (the spec leaves it to the server): the consent-based rule
// (world/shared/visibility.ts) for the BILANHYDRIQUE service. Administrators and the institute's
// staff see every plot; any other user with the BH right sees the plots of the integrators they
// work with and those of farmers who granted them access to their water balance (a validated
// BILANHYDRIQUE consent running today, limited to the plots it shares).
import type { UserAccount } from '../types.ts';
import type { World } from '../world.ts';
import { consentVisibility, type PlotVisibility } from '../shared/visibility.ts';

export function bhVisibility(
  world: World,
  account: UserAccount,
  instituteKeyword: string,
): PlotVisibility {
  return consentVisibility(world, account, instituteKeyword, 'BILANHYDRIQUE');
}

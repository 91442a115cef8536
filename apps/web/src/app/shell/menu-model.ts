// What the top menu holds for a session: the screen table's menu filtered by the user's rights, or
// the reduced menu of external advisers (spec 1 §2 "App shell").
import { visibleMenu, type MenuEntry } from '@agro/contracts/menu';
import { EXTERNAL_MENU, screenByName } from '@agro/contracts/screens';
import { filterMenu, type MenuNode } from '@agro/domain/rights';
import { isExternalUser, viewerOf, type SessionAnswer } from '../../lib/session';

/** The item of the external menu that carries the count of consents to validate. */
export const CONSENT_BADGE_ROUTE = 'gestion-agris';

export function externalMenuTree(): MenuNode<MenuEntry>[] {
  return EXTERNAL_MENU.map(({ screen: name, label }) => {
    const screen = screenByName(name);
    if (!screen) throw new Error(`Écran ${name} absent de la table des écrans`);
    return {
      access: screen.rights,
      hasDestination: true,
      item: { label, path: screen.path, routeName: screen.name },
    };
  });
}

export function shellMenu(session: SessionAnswer): MenuNode<MenuEntry>[] {
  const viewer = viewerOf(session);
  return isExternalUser(session.user)
    ? filterMenu(externalMenuTree(), viewer)
    : visibleMenu(viewer);
}

/** The red badge's count on an item, for external users only; 0 shows no badge. */
export function badgeCount(session: SessionAnswer, entry: MenuEntry): number {
  if (!isExternalUser(session.user) || entry.routeName !== CONSENT_BADGE_ROUTE) return 0;
  return session.user.externeInfos?.non_valid ?? 0;
}

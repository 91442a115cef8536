// What the top menu holds for a session: the screen table's menu filtered by the user's rights, or
// the reduced menu of external advisers (spec 1 §2 "App shell").
import { visibleMenu, type MenuEntry } from '@agro/contracts/menu';
import {
  EXTERNAL_MENU,
  screenByName,
  screens,
  SIDE_MENU_TITLES,
  type ExternalMenuLink,
  type Screen,
} from '@agro/contracts/screens';
import { canAccess, filterMenu, type MenuNode } from '@agro/domain/rights';
import { matchPath } from 'react-router';
import { isExternalUser, viewerOf, type SessionAnswer } from '../../lib/session';

/** The item of the external menu that carries the count of consents to validate. */
export const CONSENT_BADGE_ROUTE = 'gestion-agris';

function externalLink({ screen: name, label }: ExternalMenuLink): MenuNode<MenuEntry> {
  const screen = screenByName(name);
  if (!screen) throw new Error(`Écran ${name} absent de la table des écrans`);
  return {
    access: screen.rights,
    hasDestination: true,
    item: { label, path: screen.path, routeName: screen.name },
  };
}

export function externalMenuTree(): MenuNode<MenuEntry>[] {
  return EXTERNAL_MENU.map((entry) =>
    'items' in entry
      ? {
          hasDestination: false,
          children: entry.items.map(externalLink),
          item: { label: entry.label, path: null, routeName: null },
        }
      : externalLink(entry),
  );
}

export function shellMenu(session: SessionAnswer): MenuNode<MenuEntry>[] {
  const viewer = viewerOf(session);
  return isExternalUser(session.user)
    ? filterMenu(externalMenuTree(), viewer)
    : visibleMenu(viewer);
}

/**
 * The red badge's count on a menu node, for external users only; 0 shows no badge. A section shows
 * the count of the item it holds, so the badge is seen before the section is opened.
 */
export function badgeCount(session: SessionAnswer, node: MenuNode<MenuEntry>): number {
  const carries =
    node.item.routeName === CONSENT_BADGE_ROUTE ||
    (node.children ?? []).some((child) => child.item.routeName === CONSENT_BADGE_ROUTE);
  if (!isExternalUser(session.user) || !carries) return 0;
  return session.user.externeInfos?.non_valid ?? 0;
}

/** An item of a module's side menu (spec 3 §2.1: 'Tableau de bord', '+ Météo', …). */
export interface SideMenuItem {
  label: string;
  path: string;
}

export interface SideMenu {
  title: string;
  items: SideMenuItem[];
}

/**
 * The side menu of the screen at `pathname`: the items of its module's menu that the user's
 * rights reach, in the screen table's order; null off a module, or when no item is left.
 */
export function sideMenuOf(
  pathname: string,
  session: SessionAnswer,
  table: readonly Screen[] = screens,
): SideMenu | null {
  const current = table.find((screen) => matchPath(screen.path, pathname) !== null);
  const menu = current?.sideMenu?.menu;
  if (!menu) return null;
  const viewer = viewerOf(session);
  const items = table
    .filter(
      (screen) =>
        screen.sideMenu?.menu === menu &&
        screen.sideMenu.label !== undefined &&
        canAccess(viewer, screen.rights),
    )
    .map((screen) => ({ label: screen.sideMenu?.label ?? '', path: screen.path }));
  return items.length === 0 ? null : { title: `Menu ${SIDE_MENU_TITLES[menu]}`, items };
}

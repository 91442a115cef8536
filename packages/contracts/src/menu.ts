// The top menu as a tree built from the screen table: sections (no destination of their own) over
// the screens that have a menu entry. The domain's filterMenu then keeps what a viewer may open.
import { filterMenu, type MenuNode, type Viewer } from '@agro/domain/rights';
import { MENU_SECTIONS, screens, type Screen } from './screens.ts';

export interface MenuEntry {
  label: string;
  /** Route path for a screen, null for a section. */
  path: string | null;
  routeName: string | null;
}

/** Sections holding a single screen labelled like themselves (Aide) become a direct link. */
export function menuTree(table: readonly Screen[] = screens): MenuNode<MenuEntry>[] {
  const tree: MenuNode<MenuEntry>[] = [];
  for (const section of MENU_SECTIONS) {
    const children = table
      .filter((screen) => screen.menu?.section === section.id)
      .map((screen): MenuNode<MenuEntry> => ({
        access: screen.rights,
        hasDestination: true,
        item: {
          label: screen.menu?.label ?? screen.title,
          path: screen.path,
          routeName: screen.name,
        },
      }));
    const only = children[0];
    if (children.length === 1 && only && only.item.label === section.label) {
      tree.push(only);
    } else if (children.length > 0) {
      tree.push({
        hasDestination: false,
        children,
        item: { label: section.label, path: null, routeName: null },
      });
    }
  }
  return tree;
}

/** The menu a viewer sees. */
export function visibleMenu(viewer: Viewer): MenuNode<MenuEntry>[] {
  return filterMenu(menuTree(), viewer);
}

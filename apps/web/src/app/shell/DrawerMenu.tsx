import type { MenuEntry } from '@agro/contracts/menu';
import type { MenuNode } from '@agro/domain/rights';
import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionAnswer } from '../../lib/session';
import { badgeCount } from './menu-model';
import { MenuLabel } from './MenuLabel';

export interface DrawerMenuProps {
  session: SessionAnswer;
  nodes: MenuNode<MenuEntry>[];
  onNavigate: () => void;
}

/** The same menu for narrow screens, as a tree of links inside the drawer. */
export function DrawerMenu({ session, nodes, onNavigate }: DrawerMenuProps) {
  const { pathname } = useLocation();
  // The section holding the current screen starts open, so the user sees where they are.
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        nodes
          .filter(({ children }) => children?.some((child) => child.item.path === pathname))
          .map(({ item }) => item.label),
      ),
  );
  const toggle = (label: string, opened: boolean) =>
    setOpenSections((current) => {
      const next = new Set(current);
      if (opened) next.add(label);
      else next.delete(label);
      return next;
    });
  const leaf = (node: MenuNode<MenuEntry>, path: string) => (
    <NavLink
      key={node.item.label}
      component={Link}
      to={path}
      label={<MenuLabel label={node.item.label} badge={badgeCount(session, node)} />}
      active={pathname === path}
      aria-current={pathname === path ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  return (
    <>
      {nodes.map((node) => {
        const { item } = node;
        if (item.path !== null) return leaf(node, item.path);
        const items = node.children ?? [];
        const opened = openSections.has(item.label);
        return (
          <NavLink
            key={item.label}
            // A section only opens its items: a button, not a link without a destination.
            component="button"
            type="button"
            label={<MenuLabel label={item.label} badge={badgeCount(session, node)} />}
            opened={opened}
            onChange={(next) => toggle(item.label, next)}
            aria-expanded={opened}
            childrenOffset="md"
          >
            {items.map((child) => (child.item.path === null ? null : leaf(child, child.item.path)))}
          </NavLink>
        );
      })}
    </>
  );
}

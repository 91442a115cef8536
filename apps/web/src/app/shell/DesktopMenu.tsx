import type { MenuEntry } from '@agro/contracts/menu';
import type { MenuNode } from '@agro/domain/rights';
import { Button, Group, Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { SessionAnswer } from '../../lib/session';
import { badgeCount } from './menu-model';
import { MenuLabel } from './MenuLabel';

export interface DesktopMenuProps {
  session: SessionAnswer;
  nodes: MenuNode<MenuEntry>[];
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** The top menu of wide screens: one button per section opening its items. */
export function DesktopMenu({ session, nodes }: DesktopMenuProps) {
  const { pathname } = useLocation();
  return (
    <Group
      component="ul"
      gap={2}
      // Narrow wide screens (960 px and a little more) fit the administrator's nine sections on two lines.
      wrap="wrap"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {nodes.map((node) => {
        const { item } = node;
        if (item.path !== null) {
          const current = pathname === item.path;
          return (
            <li key={item.label}>
              <Button
                component={Link}
                to={item.path}
                variant={current ? 'light' : 'subtle'}
                aria-current={current ? 'page' : undefined}
              >
                <MenuLabel label={item.label} badge={badgeCount(session, node)} />
              </Button>
            </li>
          );
        }
        const children = node.children ?? [];
        const current = children.some((child) => child.item.path === pathname);
        return (
          <li key={item.label}>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant={current ? 'light' : 'subtle'} rightSection={<Chevron />}>
                  <MenuLabel label={item.label} badge={badgeCount(session, node)} />
                </Button>
              </Menu.Target>
              <Menu.Dropdown aria-label={item.label}>
                {children.map((child) =>
                  child.item.path === null ? null : (
                    <Menu.Item
                      key={child.item.label}
                      component={Link}
                      to={child.item.path}
                      aria-current={child.item.path === pathname ? 'page' : undefined}
                    >
                      <MenuLabel label={child.item.label} badge={badgeCount(session, child)} />
                    </Menu.Item>
                  ),
                )}
              </Menu.Dropdown>
            </Menu>
          </li>
        );
      })}
    </Group>
  );
}

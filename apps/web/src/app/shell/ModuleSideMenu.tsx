// A module's side context menu (spec 3 §2.1): its screens the user's rights reach, the current
// one marked. A column on the left from 1200 px wide; above the page below, on one wrapping row,
// so that a phone's content keeps the whole width.
import { Box, Group, NavLink, Stack } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { SessionAnswer } from '../../lib/session';
import { sideMenuOf } from './menu-model';

export const SIDE_MENU_WIDTH = 200;

export function ModuleSideMenu({ session, column }: { session: SessionAnswer; column: boolean }) {
  const { pathname } = useLocation();
  const menu = sideMenuOf(pathname, session);
  if (menu === null) return null;
  const links = menu.items.map((item) => (
    <NavLink
      key={item.path}
      component={RouterLink}
      to={item.path}
      end
      label={item.label}
      active={item.path === pathname}
      variant="light"
      w={column ? '100%' : 'auto'}
      style={{ borderRadius: 4 }}
    />
  ));
  return column ? (
    <Box
      component="nav"
      aria-label={menu.title}
      visibleFrom="lg"
      w={SIDE_MENU_WIDTH}
      p="xs"
      style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2}>{links}</Stack>
    </Box>
  ) : (
    <Box
      component="nav"
      aria-label={menu.title}
      hiddenFrom="lg"
      px={{ base: 'xs', sm: 'md' }}
      pt="xs"
    >
      <Group gap={4}>{links}</Group>
    </Box>
  );
}

// The application shell (spec 1 §2 "App shell"): top bar with logo, product title, menu (a drawer
// below 960 px), the user's name and logout; the footer; the terms of use.
import { displayLogin } from '@agro/domain/session';
import { Anchor, Box, Burger, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';
import { TermsOfUse } from '../../features/terms/TermsOfUse';
import { usePlatformConfig } from '../../lib/config';
import { invitedByOf, useLogout, type SessionAnswer } from '../../lib/session';
import {
  closeTermsOfUse,
  requestTermsOfUse,
  useTermsOfUseRequested,
} from '../../lib/terms-request';
import { DesktopMenu } from './DesktopMenu';
import { DrawerMenu } from './DrawerMenu';
import { InvitedBanner } from './InvitedBanner';
import { ModuleSideMenu } from './ModuleSideMenu';
import { useFocusOnNavigation } from './focus-on-navigation';
import { shellMenu } from './menu-model';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';

export interface ShellProps {
  session: SessionAnswer;
  children: ReactNode;
}

export function Shell({ session, children }: ShellProps) {
  const { productName, instituteKeyword } = usePlatformConfig();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const termsRequested = useTermsOfUseRequested();
  // A request left open when the shell goes (logout) must not open the terms at the next login.
  useEffect(() => closeTermsOfUse, []);
  const menu = useMemo(() => shellMenu(session), [session]);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const userName =
    session.user.userName.trim() || displayLogin(session.user.login, instituteKeyword);
  const invitedBy = invitedByOf(session);

  const logoutButton = (
    <Button variant="default" onClick={() => void logout()}>
      Déconnexion
    </Button>
  );
  const profileLink = (
    <Anchor component={Link} to="/profil" fw={500} onClick={drawer.close}>
      {userName}
    </Anchor>
  );

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        px="md"
        py="xs"
        bg="white"
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          position: 'sticky',
          top: 0,
          zIndex: 100,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Burger
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? 'Fermer le menu' : 'Ouvrir le menu'}
              aria-expanded={drawerOpened}
            />
            <Anchor
              component={Link}
              to="/home"
              underline="never"
              c="inherit"
              miw={0}
              style={{ display: 'flex', alignItems: 'center', gap: 8 }}
            >
              <Logo />
              <Text component="span" fw={700} size="lg" truncate="end">
                {productName}
              </Text>
            </Anchor>
          </Group>
          <Group wrap="nowrap" gap="sm" visibleFrom="md">
            {profileLink}
            {logoutButton}
          </Group>
        </Group>
        {/* A row of its own: with every module's section the menu is wider than the space left
            beside the title and the user's name, and must never push them off the screen. */}
        <Box component="nav" aria-label="Menu principal" visibleFrom="md" mt={4}>
          <DesktopMenu session={session} nodes={menu} />
        </Box>
        {invitedBy !== null && (
          <InvitedBanner userName={userName} invitedBy={invitedBy} onBack={() => void logout()} />
        )}
      </Box>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Menu"
        hiddenFrom="md"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Fermer le menu' }}
      >
        <Stack gap="xs">
          <Box component="nav" aria-label="Menu principal">
            <DrawerMenu session={session} nodes={menu} onNavigate={drawer.close} />
          </Box>
          <Divider />
          {profileLink}
          {logoutButton}
        </Stack>
      </Drawer>

      <Box style={{ flex: 1, display: 'flex', minWidth: 0 }}>
        <ModuleSideMenu session={session} column />
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <ModuleSideMenu session={session} column={false} />
          <Box
            component="main"
            ref={main}
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            style={{ flex: 1, outline: 'none' }}
            pos="relative"
          >
            {children}
          </Box>
        </Box>
      </Box>

      <Footer onOpenTerms={requestTermsOfUse} />

      <TermsOfUse
        user={session.user}
        requested={termsRequested}
        onClose={closeTermsOfUse}
        onRefuse={() => void logout()}
      />
    </Box>
  );
}

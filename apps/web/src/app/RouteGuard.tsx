// Guarded routes: the shell layout checks that someone is logged in, each screen its own rights.
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Container } from '@mantine/core';
import { ServerErrorCard } from '../components/ServerErrorCard';
import { WaitingOverlay } from '../components/WaitingOverlay';
import { usePageTitle } from '../lib/page-title';
import { notifyError } from '../lib/query-client';
import { endSession, useSession } from '../lib/session';
import { decideGuard } from './guard';
import { Shell } from './shell/Shell';

const ANY_LOGGED_IN = ['*'] as const;

/** Leaves for the login page, ending whatever is left of the session on the way. */
function ToLogin() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void endSession(queryClient);
  }, [queryClient]);
  return <Navigate to="/login" replace />;
}

/** The shell around every screen that needs a login; the user is refreshed at each navigation. */
export function ProtectedLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const { refetch } = session;
  const shownPath = useRef(pathname);

  useEffect(() => {
    // The first path is covered by the initial fetch; later ones refresh the user (spec 1 §2).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch({ cancelRefetch: false }).then((result) => {
      if (result.isError && result.data !== undefined) notifyError(result.error);
    });
  }, [pathname, refetch]);

  const outcome = decideGuard(session, ANY_LOGGED_IN);
  if (outcome === 'wait') return <WaitingOverlay fullPage />;
  if (outcome === 'error') {
    return (
      <Container component="main" size="sm" py="xl">
        <ServerErrorCard
          title="Erreur serveur"
          message={session.error?.message ?? ''}
          actionLabel="Réessayer"
          onAction={() => void refetch()}
        />
      </Container>
    );
  }
  if (outcome !== 'allow' || !session.data) return <ToLogin />;
  return (
    <Shell session={session.data}>
      <Outlet />
    </Shell>
  );
}

export interface RequireAccessProps {
  access: readonly string[];
  title: string;
  children: ReactNode;
}

/** One screen's rights: a missing one sends the user back to '/' (spec 1 §2). */
export function RequireAccess({ access, title, children }: RequireAccessProps) {
  const session = useSession();
  usePageTitle(title);
  const outcome = decideGuard(session, access);
  if (outcome === 'forbidden') return <Navigate to="/" replace />;
  if (outcome === 'login') return <ToLogin />;
  if (outcome !== 'allow') return null;
  return children;
}

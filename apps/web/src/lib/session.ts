// The session as the browser knows it. The cookie is httpOnly, so the only way to know whether one
// is open, and for whom, is to ask the BFF (GET /bff/session), which also refreshes the user.
import type { SessionAnswer } from '@agro/contracts/bff/session';
import type { User } from '@agro/contracts/entities/platform';
import type { Viewer } from '@agro/domain/rights';
import { notifications } from '@mantine/notifications';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, request } from './api';
import { CONFIG_KEY } from './config';
import { resetDialogs } from './dialog-store';

/** The BFF's session answer (GET /bff/session, the logins), as its contract says. */
export type { SessionAnswer };

/** null: nobody is logged in. */
export type SessionData = SessionAnswer | null;

export const SESSION_KEY = ['session'] as const;

export async function fetchSession(signal?: AbortSignal): Promise<SessionData> {
  try {
    return await request<SessionAnswer>('GET', '/bff/session', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The current session. It is fetched once and then refreshed on purpose (by the route guard at
 * each navigation), not whenever a component that reads it mounts.
 */
export function useSession(): UseQueryResult<SessionData, ApiError> {
  return useQuery<SessionData, ApiError>({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    meta: { errorHandling: 'local' },
  });
}

export function viewerOf(session: SessionData | undefined): Viewer {
  return session ? { loggedIn: true, rights: session.rights } : { loggedIn: false };
}

export interface Credentials {
  login: string;
  password: string;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<SessionAnswer, ApiError, Credentials>({
    mutationFn: (credentials) =>
      request<SessionAnswer>('POST', '/bff/login', { body: credentials }),
    // The login page shows its own alert and server-error card.
    meta: { errorHandling: 'local' },
    // The answer is the session: the guard shows the shell from it without asking again.
    onSuccess: (answer) => {
      forgetInvitedSession();
      queryClient.setQueryData<SessionData>(SESSION_KEY, answer);
    },
  });
}

/**
 * The invited connection as the browser remembers it (this tab's sessionStorage), for a BFF
 * whose session answer does not carry `invitedBy`: whose session it is, and who opened it.
 */
const INVITED_SESSION_KEY = 'agro.connexion-invitee';

interface InvitedFlag {
  login: string;
  invitedBy: string;
}

function invitedStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the BFF's answer alone tells.
    return null;
  }
}

/** Remembers that `login`'s session was opened by `invitedBy` through the invited connection. */
export function rememberInvitedSession(login: string, invitedBy: string): void {
  const flag: InvitedFlag = { login, invitedBy };
  invitedStorage()?.setItem(INVITED_SESSION_KEY, JSON.stringify(flag));
}

export function forgetInvitedSession(): void {
  invitedStorage()?.removeItem(INVITED_SESSION_KEY);
}

/**
 * Who opened this session through the invited connection, or null for the user's own session:
 * the BFF's `invitedBy` first, else this tab's flag if it names the same user.
 */
export function invitedByOf(session: SessionAnswer): string | null {
  if (session.invitedBy) return session.invitedBy;
  const stored = invitedStorage()?.getItem(INVITED_SESSION_KEY);
  if (!stored) return null;
  try {
    const flag = JSON.parse(stored) as Partial<InvitedFlag>;
    return flag.login === session.user.login && typeof flag.invitedBy === 'string'
      ? flag.invitedBy
      : null;
  } catch {
    return null;
  }
}

/**
 * Every store back to empty when the user changes (logout, invited connection): cached answers,
 * queued dialogs and notices belonged to the previous user. The deployment settings belong to
 * nobody and stay; the session query stays too, so what watches it sees the next session.
 */
export function resetStores(queryClient: QueryClient, next: SessionData = null): void {
  queryClient.removeQueries({
    predicate: ({ queryKey: [key] }) => key !== SESSION_KEY[0] && key !== CONFIG_KEY[0],
  });
  resetDialogs();
  notifications.clean();
  queryClient.setQueryData<SessionData>(SESSION_KEY, next);
}

/** Ends the BFF session; a failure changes nothing for the user, who is logged out locally anyway. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    await request<undefined>('POST', '/bff/logout');
  } catch {
    // The cookie expires by itself; the stores are reset below whatever happened.
  }
  // What the user sent (a password change among them) goes with the session.
  queryClient.getMutationCache().clear();
  forgetInvitedSession();
  resetStores(queryClient);
}

/** Logout (spec 1 §4): reset every store, end the session and go to the login page. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession(queryClient);
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}

/** Marks the terms as accepted in the session, as the spec's "marks it accepted locally". */
export function markTermsAccepted(queryClient: QueryClient, version: string): void {
  queryClient.setQueryData<SessionData>(SESSION_KEY, (session) => {
    const infos = session?.user.externeInfos;
    if (!session || !infos) return session;
    return { ...session, user: { ...session.user, externeInfos: { ...infos, cgu: version } } };
  });
}

/** The API may flag external users with true or 1 (spec 1 §3 "externe (flag)"). */
export function isExternalUser(user: Pick<User, 'externe'> | null | undefined): boolean {
  return user?.externe === true || user?.externe === 1;
}

// The session as the browser knows it. The cookie is httpOnly, so the only way to know whether one
// is open, and for whom, is to ask the BFF (GET /bff/session), which also refreshes the user.
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

export interface SessionAnswer {
  user: User;
  /** Effective rights computed by the BFF from droitsTPC (CODE, CODE-ecriture). */
  rights: string[];
}

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
    onSuccess: (answer) => queryClient.setQueryData<SessionData>(SESSION_KEY, answer),
  });
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

// Session routes: login, session refresh, logout and the administrators' invited connection.
import type { SessionAnswer } from '@agro/contracts/bff/session';
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import type { User } from '@agro/contracts/entities/platform';
import { effectiveRights } from '@agro/domain/rights';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BAD_CREDENTIALS_MESSAGE,
  BffError,
  FORBIDDEN_MESSAGE,
  SERVER_UNAVAILABLE_MESSAGE,
  UNAUTHORISED_MESSAGE,
  upstreamFailure,
} from '../lib/errors.ts';
import { parseInput } from '../lib/input.ts';
import type { LoginThrottle } from '../plugins/app/login-throttle.ts';
import type { SensitiveLimits } from '../plugins/external/rate-limits.ts';
import type { RecalageChecks } from '../plugins/app/policies/recalage.ts';
import { requireRights, requireSession } from '../plugins/app/authorization.ts';
import type { SessionContinued, SessionStore } from '../plugins/app/session.ts';
import type { Upstream, UpstreamAnswer } from '../plugins/external/upstream.ts';

const entry = <Id extends string>(id: Id) => {
  const found = catalogue.find((e) => e.id === id);
  if (!found) throw new Error(`catalogue entry ${id} missing`);
  return found;
};
const loginBody = entry('login').body as z.ZodType<{ login: string; password: string }>;
const inviteBody = entry('loginInvite').body as z.ZodType<{ login: string }>;
const resetBody = entry('passwordReset').body as z.ZodType<{ mail: string }>;
const changeBody = entry('passwordChange').body as z.ZodType<{
  mail: string;
  oldMdp: string;
  newMdp: string;
}>;

/** What a password reset answers, whether the address has an account or not (spec deviation). */
export const NEUTRAL_RESET_ANSWER = { envoi: 1 } as const;

export interface AuthDependencies {
  sessions: SessionStore;
  upstream: Upstream;
  limits: SensitiveLimits;
  /** Login failures per account and per account and address (login-throttle.ts). */
  throttle: LoginThrottle;
  /** Says whether the user is a privileged recalage user, so the screen offers what they may do. */
  recalage: Pick<RecalageChecks, 'isPrivileged'>;
  /** Told the login of a session that logs out: the paged lists kept for it are dropped. */
  onLogout?(login: string): void;
}

/** The token of a successful login or invited connection; anything else is the server's failure. */
function tokenOf(answer: UpstreamAnswer): string {
  const token = (answer.body as { token?: unknown } | null)?.token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
  }
  return token;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDependencies): void {
  const { sessions, upstream, limits, throttle, recalage } = deps;
  /**
   * Reads the user behind an upstream token and (re)issues the session cookie with the rights
   * computed from it: at login, at the invited connection, and when the session is refreshed.
   */
  async function openSession(
    token: string,
    request: FastifyRequest,
    reply: FastifyReply,
    /** The session being refreshed: it keeps its id, so that logging out ends every cookie of it. */
    continued?: SessionContinued,
    /** The administrator behind an invited connection, kept through refreshes. */
    invitedBy?: string,
  ): Promise<SessionAnswer> {
    const user = await currentUser(token, request.id);
    const rights = effectiveRights(user.droitsTPC);
    const invited = invitedBy === undefined ? {} : { invitedBy };
    sessions.issue(
      request,
      reply,
      { upstreamToken: token, rights, login: user.login, ...invited },
      continued,
    );
    return { user, rights, recalagePrivileged: recalage.isPrivileged(user.login), ...invited };
  }

  /**
   * Work done with the session's token: a refused token ends the session, as the proxy does, so
   * the browser goes back to the login page.
   */
  async function asSession<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BffError && error.status === 401) await sessions.end(request, reply);
      throw error;
    }
  }

  /** The upstream's answer to a call made with the session's token, a refused token thrown. */
  function tokenAccepted(answer: UpstreamAnswer): UpstreamAnswer {
    if (answer.status === 401) throw new BffError(401, UNAUTHORISED_MESSAGE);
    return answer;
  }

  async function currentUser(token: string, requestId: string): Promise<User> {
    const answer = await upstream.call({ method: 'GET', path: 'user', token, requestId });
    if (answer.status === 401) throw new BffError(401, UNAUTHORISED_MESSAGE);
    const user = (answer.body as { data?: User } | null)?.data;
    if (answer.status !== 200 || !user) throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    return user;
  }

  app.post('/bff/login', async (request, reply) => {
    await limits.login(request);
    const body = parseInput(loginBody, request.body, 'corps');
    const attempt = await throttle.attempt(request, body.login);
    const answer = await upstream.call({
      method: 'POST',
      path: 'login',
      body,
      requestId: request.id,
    });
    if (answer.status === 401) {
      await attempt.failed();
      throw new BffError(401, BAD_CREDENTIALS_MESSAGE);
    }
    const opened = await openSession(tokenOf(answer), request, reply);
    await attempt.succeeded(opened.user);
    return opened;
  });

  app.get('/bff/session', async (request, reply) => {
    const session = await requireSession(sessions, request);
    // The rights may have changed upstream since login.
    return asSession(request, reply, () =>
      openSession(session.upstreamToken, request, reply, session, session.invitedBy),
    );
  });

  app.post('/bff/logout', async (request, reply) => {
    const session = await sessions.read(request);
    await sessions.end(request, reply);
    if (session) deps.onLogout?.(session.login);
    return reply.code(204).send();
  });

  // Whatever the address, the same answer: a reset must not tell who has an account.
  app.post('/bff/password-reset', async (request) => {
    const body = parseInput(resetBody, request.body, 'corps');
    await limits.reset(request, body.mail);
    const answer = await upstream.call({
      method: 'POST',
      path: 'password/reset',
      body,
      requestId: request.id,
    });
    if (answer.status >= 500) throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    return NEUTRAL_RESET_ANSWER;
  });

  // The password changed is the session's own: the address comes from the user record.
  app.post('/bff/password-change', async (request, reply) => {
    const session = await requireSession(sessions, request);
    const body = parseInput(changeBody, request.body, 'corps');
    const answer = await asSession(request, reply, async () => {
      const { email: mail } = await currentUser(session.upstreamToken, request.id);
      if (body.mail.trim().toLowerCase() !== mail.trim().toLowerCase()) {
        throw new BffError(403, FORBIDDEN_MESSAGE);
      }
      return tokenAccepted(
        await upstream.call({
          method: 'POST',
          path: 'password/change',
          body: { ...body, mail },
          token: session.upstreamToken,
          requestId: request.id,
        }),
      );
    });
    if (answer.status !== 200) throw upstreamFailure(answer.status);
    // Whoever else holds a session of this user (another device, a stolen cookie) is logged out.
    if ((answer.body as { envoi?: unknown } | null)?.envoi === 1) {
      await sessions.endOtherSessions(request, reply, session);
    }
    return answer.body;
  });

  app.post('/bff/login-invite', async (request, reply) => {
    await limits.login(request);
    const session = await requireSession(sessions, request);
    requireRights(session, ['ADMIN']);
    const body = parseInput(inviteBody, request.body, 'corps');
    const answer = await asSession(request, reply, async () =>
      tokenAccepted(
        await upstream.call({
          method: 'POST',
          path: 'loginInvite',
          body,
          token: session.upstreamToken,
          requestId: request.id,
        }),
      ),
    );
    if (answer.status === 404)
      throw new BffError(404, 'Aucun utilisateur ne correspond à cette adresse.');
    return openSession(tokenOf(answer), request, reply, undefined, session.login);
  });
}

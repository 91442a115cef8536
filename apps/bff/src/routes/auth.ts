// Session routes: login, session refresh, logout and the administrators' invited connection.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { invalidInputMessage, fieldErrors } from '@agro/contracts/validation-messages';
import type { User } from '@agro/contracts/entities/platform';
import { effectiveRights, hasRight } from '@agro/domain/rights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BAD_CREDENTIALS_MESSAGE,
  BffError,
  FORBIDDEN_MESSAGE,
  SERVER_UNAVAILABLE_MESSAGE,
  UNAUTHORISED_MESSAGE,
} from '../errors.ts';
import type { Session, SessionStore } from '../session.ts';
import type { Upstream } from '../upstream.ts';

const entry = <Id extends string>(id: Id) => {
  const found = catalogue.find((e) => e.id === id);
  if (!found) throw new Error(`catalogue entry ${id} missing`);
  return found;
};
const loginBody = entry('login').body as z.ZodType<{ login: string; password: string }>;
const inviteBody = entry('loginInvite').body as z.ZodType<{ login: string }>;

export interface SessionAnswer {
  user: User;
  rights: string[];
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new BffError(400, invalidInputMessage('corps', result.error), fieldErrors(result.error));
  }
  return result.data;
}

export function requireSession(sessions: SessionStore, request: FastifyRequest): Session {
  const session = sessions.read(request);
  if (!session) throw new BffError(401, UNAUTHORISED_MESSAGE);
  return session;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  upstream: Upstream,
): void {
  /** Reads the user behind a token; the session holds the rights computed from it. */
  async function openSession(
    token: string,
    requestId: string,
  ): Promise<SessionAnswer & { login: string }> {
    const answer = await upstream.call({ method: 'GET', path: 'user', token, requestId });
    if (answer.status === 401) throw new BffError(401, UNAUTHORISED_MESSAGE);
    const user = (answer.body as { data?: User } | null)?.data;
    if (answer.status !== 200 || !user) throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    return { user, rights: effectiveRights(user.droitsTPC), login: user.login };
  }

  app.post('/bff/login', async (request, reply) => {
    const body = parseBody(loginBody, request.body);
    const answer = await upstream.call({
      method: 'POST',
      path: 'login',
      body,
      requestId: request.id,
    });
    if (answer.status === 401) throw new BffError(401, BAD_CREDENTIALS_MESSAGE);
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (answer.status !== 200 || typeof token !== 'string') {
      throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    }
    const opened = await openSession(token, request.id);
    sessions.issue(reply, { upstreamToken: token, rights: opened.rights, login: opened.login });
    return { user: opened.user, rights: opened.rights } satisfies SessionAnswer;
  });

  app.get('/bff/session', async (request, reply) => {
    const session = requireSession(sessions, request);
    try {
      const opened = await openSession(session.upstreamToken, request.id);
      // The rights may have changed upstream since login.
      sessions.issue(reply, {
        upstreamToken: session.upstreamToken,
        rights: opened.rights,
        login: opened.login,
      });
      return { user: opened.user, rights: opened.rights } satisfies SessionAnswer;
    } catch (error) {
      if (error instanceof BffError && error.status === 401) sessions.clear(reply);
      throw error;
    }
  });

  app.post('/bff/logout', async (_request, reply) => {
    sessions.clear(reply);
    return reply.code(204).send();
  });

  app.post('/bff/login-invite', async (request, reply) => {
    const session = requireSession(sessions, request);
    if (!hasRight(session.rights, 'ADMIN')) throw new BffError(403, FORBIDDEN_MESSAGE);
    const body = parseBody(inviteBody, request.body);
    const answer = await upstream.call({
      method: 'POST',
      path: 'loginInvite',
      body,
      token: session.upstreamToken,
      requestId: request.id,
    });
    if (answer.status === 401) {
      sessions.clear(reply);
      throw new BffError(401, UNAUTHORISED_MESSAGE);
    }
    if (answer.status === 404)
      throw new BffError(404, 'Aucun utilisateur ne correspond à cette adresse.');
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (answer.status !== 200 || typeof token !== 'string')
      throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    const opened = await openSession(token, request.id);
    sessions.issue(reply, { upstreamToken: token, rights: opened.rights, login: opened.login });
    return { user: opened.user, rights: opened.rights } satisfies SessionAnswer;
  });
}

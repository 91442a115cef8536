// Each call of the app keeps its session alive (idle time-out) and its rights fresh, read again
// from the model API when they are old (session.ts).
import { effectiveRights } from '@agro/domain/rights';
import type { FastifyInstance } from 'fastify';
import { routedPath } from '../../lib/routed-path.ts';
import type { Upstream } from '../external/upstream.ts';
import type { RightsReader, SessionStore } from './session.ts';

/** The user's rights as the model API gives them now (the session's periodic re-read). */
export function rightsReader(upstream: Upstream): RightsReader {
  return async (token, requestId) => {
    try {
      const answer = await upstream.call({ method: 'GET', path: 'user', token, requestId });
      if (answer.status === 401) return 'refused';
      const user = (answer.body as { data?: { droitsTPC?: unknown } } | null)?.data;
      if (answer.status !== 200 || !user || !Array.isArray(user.droitsTPC)) return null;
      return effectiveRights(user.droitsTPC as Parameters<typeof effectiveRights>[0]);
    } catch {
      return null;
    }
  };
}

export function registerSessionRenewal(app: FastifyInstance, sessions: SessionStore): void {
  // A logout ends the session: renewing its cookie first would be wasted.
  app.addHook('preHandler', async (request, reply) => {
    const path = routedPath(request);
    if (!path.startsWith('/api/') && !path.startsWith('/bff/')) return;
    if (path === '/bff/logout') return;
    await sessions.keepAlive(request, reply);
  });
}

// Probes of the orchestrator: /healthz (the process answers) and /readyz (it can serve: the model
// API answers; without Redis it still serves, degraded, and says so).
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../lib/errors.ts';
import type { SharedState } from '../plugins/external/shared-state.ts';
import type { Upstream } from '../plugins/external/upstream.ts';

const REDIS_UNREACHABLE_MESSAGE =
  "Redis injoignable : limites de débit propres à ce réplica, déconnexions des autres réplicas non vues jusqu'à son retour";

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { upstream: Upstream; shared: Pick<SharedState, 'status'> },
): void {
  const { upstream, shared } = deps;
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      // Any HTTP answer (a 401 without a token) means the model API is up.
      const answer = await upstream.call({ method: 'GET', path: 'user' });
      // Without Redis the replica still serves, with its own counters: still ready, but said.
      if (answer.status < 500) {
        return shared.status() === 'unreachable'
          ? { status: 'degraded', message: REDIS_UNREACHABLE_MESSAGE }
          : { status: 'ok' };
      }
    } catch {
      // Reported below.
    }
    return reply
      .code(503)
      .send({ code: 503, message: "L'API des modèles ne répond pas" } satisfies ErrorBody);
  });
}

// Fault injection for resilience tests: slow, failing, truncated and silent answers on /api calls.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultSettings } from './config.ts';
import type { Random } from './random.ts';

const SERVER_ERRORS = [500, 502, 503] as const;
const truncated = new WeakSet<FastifyRequest>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isApiCall(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/');
}

export function registerFaults(app: FastifyInstance, faults: FaultSettings, random: Random): void {
  const active =
    faults.latencyMs > 0 || faults.errorRate > 0 || faults.malformedRate > 0 || faults.hangRate > 0;
  if (!active) return;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiCall(request)) return;
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    if (random.chance(faults.hangRate)) {
      // Never answer: the caller's time-out is what is being tested.
      await new Promise<never>(() => undefined);
    }
    if (random.chance(faults.errorRate)) {
      const status = random.pick(SERVER_ERRORS);
      return reply.code(status).send({ code: status, message: 'Erreur simulée du serveur' });
    }
    if (random.chance(faults.malformedRate)) truncated.add(request);
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (!truncated.has(request) || typeof payload !== 'string') return payload;
    return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
  });
}

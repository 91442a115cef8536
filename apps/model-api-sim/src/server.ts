// The model API simulator: every catalogue call is routed under /api. Calls whose behaviour is not
// built yet answer 501 naming the call, so what remains is visible (and listed by a test).
import { catalogue, type CatalogueEntry } from '@agro/contracts/catalogue/catalogue';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SimulatorOptions {
  logger?: boolean;
}

/** Fastify's route syntax (`:name`) for a catalogue template (`{name}`). */
export function toFastifyPath(template: string): string {
  return `/api/${template.replace(/\{([^}]+)\}/g, ':$1')}`;
}

export function notImplementedMessage(entry: CatalogueEntry): string {
  return `Appel non implémenté par le simulateur : ${entry.method} ${entry.path} (${entry.id})`;
}

export function buildSimulator(options: SimulatorOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/healthz', async () => ({ status: 'ok' }));

  for (const entry of catalogue) {
    app.route({
      method: entry.method,
      url: toFastifyPath(entry.path),
      handler: async (_request, reply) =>
        reply.code(501).send({ code: 501, message: notImplementedMessage(entry) }),
    });
  }

  return app;
}

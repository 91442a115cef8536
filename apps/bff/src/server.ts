// The BFF: for now the health check and the built web app on one origin. Session, CSRF, rights and
// the proxy come with the BFF issue, generated from the catalogue.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BffConfig } from './config.ts';

export function buildBff(config: Pick<BffConfig, 'webRoot'>, logger = false): FastifyInstance {
  const app = Fastify({ logger });

  app.get('/healthz', async () => ({ status: 'ok' }));

  const webRoot = config.webRoot;
  if (webRoot && existsSync(webRoot)) {
    app.register(fastifyStatic, { root: webRoot, wildcard: false });
    // Client-side routes (/home, /ferti/chn/suivi...) all load the single-page app.
    app.setNotFoundHandler((request, reply) => {
      const isPageRequest =
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/bff/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (isPageRequest) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send({ code: 404, message: 'Ressource introuvable' });
    });
  }

  return app;
}

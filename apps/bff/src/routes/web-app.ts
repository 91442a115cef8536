// The web app on the BFF's origin: its built files, and its page for every client-side route
// (/home, /ferti/chn/suivi...); anything else unknown is the JSON 404.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { NOT_FOUND_MESSAGE, type ErrorBody } from '../lib/errors.ts';
import { routedPath } from '../lib/routed-path.ts';

/** Where the web build puts the help notices (apps/web/scripts/build-help-notices.mjs). */
const HELP_FILES_PATH = '/aide/';

/** `webRoot`: the web build's directory; null (development with Vite) serves no web app. */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const serveWeb = webRoot !== null && existsSync(webRoot);
  if (serveWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      serveWeb &&
      request.method === 'GET' &&
      !routedPath(request).startsWith('/api/') &&
      !routedPath(request).startsWith('/bff/') &&
      // A help file that is missing is a 404, not the app's page in the tab the link opened.
      !request.url.startsWith(HELP_FILES_PATH) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ code: 404, message: NOT_FOUND_MESSAGE } satisfies ErrorBody);
  });
}

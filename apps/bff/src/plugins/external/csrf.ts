// Anti-forgery (docs/architecture.md, "BFF"): every /api call and every state-changing /bff call
// must carry `X-CSRF: 1`, which a cross-site form or image cannot send; an Origin, when present,
// must be one of the configured origins (never one taken from the request's own Host header).
// Downloads of exports are plain links, so they carry no X-CSRF, but their Origin is checked all
// the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from '../../config.ts';
import { BffError, CSRF_MESSAGE } from '../../lib/errors.ts';
import { routedPath } from '../../lib/routed-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Decided on the route that will handle the request: `/%62ff/logout` is `/bff/logout`. */
export function needsAntiForgery(request: FastifyRequest): boolean {
  const path = routedPath(request);
  if (path.startsWith('/api/') || path === '/api') return true;
  // The paged lists are the model API's data, read by the app as /api is (issue 43).
  if (path.startsWith('/bff/lists/')) return true;
  return path.startsWith('/bff/') && !SAFE_METHODS.has(request.method);
}

function needsOwnOrigin(request: FastifyRequest): boolean {
  return routedPath(request).startsWith('/bff/');
}

export function registerAntiForgery(app: FastifyInstance, config: BffConfig): void {
  const allowed = new Set(config.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (needsAntiForgery(request)) {
      if (request.headers['x-csrf'] !== '1') throw new BffError(403, CSRF_MESSAGE);
    } else if (!needsOwnOrigin(request)) {
      return;
    }
    if (origin !== undefined && !allowed.has(origin)) throw new BffError(403, CSRF_MESSAGE);
  });
}

// Anti-forgery (DESIGN "BFF"): every /api call and every state-changing /bff call must carry
// `X-CSRF: 1`, which a cross-site form or image cannot send; an Origin, when present, must be ours.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.ts';
import { BffError, CSRF_MESSAGE } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function needsAntiForgery(request: FastifyRequest): boolean {
  const path = request.url;
  if (path.startsWith('/api/') || path === '/api') return true;
  return path.startsWith('/bff/') && !SAFE_METHODS.has(request.method);
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerAntiForgery(app: FastifyInstance, config: BffConfig): void {
  app.addHook('onRequest', async (request) => {
    if (!needsAntiForgery(request)) return;
    if (request.headers['x-csrf'] !== '1') throw new BffError(403, CSRF_MESSAGE);
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const allowed = config.allowedOrigins.length > 0 ? config.allowedOrigins : [ownOrigin(request)];
    if (!allowed.includes(origin)) throw new BffError(403, CSRF_MESSAGE);
  });
}

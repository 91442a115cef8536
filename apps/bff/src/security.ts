// Security headers and rate limits (DESIGN "BFF").
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { createEndpointMatcher } from '@agro/contracts/catalogue/match';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.ts';

const openCalls = createEndpointMatcher(
  catalogue.filter((entry) => (entry.rights as readonly string[]).includes('open')),
);

/** Calls a stranger can make without a session: login, password reset, the farmer's consent area. */
export function isSensitive(request: FastifyRequest): boolean {
  const [path = ''] = request.url.split('?');
  if (path === '/bff/login' || path === '/bff/login-invite') return request.method === 'POST';
  if (!path.startsWith('/api/')) return false;
  return openCalls(request.method, path.slice('/api'.length)) !== null;
}

export async function registerSecurity(app: FastifyInstance, config: BffConfig): Promise<void> {
  const tiles = config.mapTileOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tiles],
        // MapLibre runs its workers from blob URLs.
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    // Same-origin app: nothing of ours is meant to be embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  await app.register(rateLimit, {
    max: config.sensitiveRateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isSensitive(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `Trop de tentatives : veuillez réessayer dans ${Math.ceil(context.ttl / 1000)} secondes.`,
    }),
  });
}

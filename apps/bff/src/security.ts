// Security headers and rate limits (DESIGN "BFF").
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { createEndpointMatcher } from '@agro/contracts/catalogue/match';
import { helpMediaOrigins } from '@agro/contracts/help-resources';
import helmet from 'helmet';
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

/**
 * Headers of the JSON and file answers (OWASP REST Security Cheat Sheet): never cached, never
 * sniffed, never framed. The page policy (CSP with tiles, HSTS...) only means something on pages,
 * and repeating its kilobyte on every API answer cost the browser more than the answer itself.
 */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-resource-policy', 'same-origin'],
];

function isApiCall(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || request.url.startsWith('/bff/');
}

/**
 * Policy of PDF files (the help notices). Chromium shows a PDF inside a page it builds with inline
 * styles and a plugin object, which the page policy refuses (chromium issue 271452): the viewer
 * would stay blank. A PDF runs none of our scripts; framing stays forbidden.
 */
export const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

function isPdf(request: FastifyRequest): boolean {
  const [path = ''] = request.url.split('?');
  return path.toLowerCase().endsWith('.pdf');
}

export async function registerSecurity(app: FastifyInstance, config: BffConfig): Promise<void> {
  const tiles = config.mapTileOrigins;
  // Help videos may be files of another site (HELP_RESOURCES_FILE); the page must let them play.
  const media = helpMediaOrigins(config.help);
  // Built once: @fastify/helmet rebuilds this middleware, CSP parsing included, on every request,
  // which cost more than the whole proxying of a small answer (docs/adr/0003-bff-throughput.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tiles],
        mediaSrc: ["'self'", ...media],
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
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request)) {
      for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
      return done();
    }
    const pdf = isPdf(request);
    securityHeaders(request.raw, reply.raw, (error) => {
      if (pdf) reply.raw.setHeader('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
      done(error as Error | undefined);
    });
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

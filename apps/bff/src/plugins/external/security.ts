// Security headers (docs/architecture.md, "BFF"); the rate limits are in rate-limits.ts.
import { helpMediaOrigins } from '@agro/contracts/help-resources';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from '../../config.ts';
import { routedPath } from '../../lib/routed-path.ts';

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
  const path = routedPath(request);
  return path.startsWith('/api/') || path.startsWith('/bff/');
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

export function registerSecurity(app: FastifyInstance, config: BffConfig): void {
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
}

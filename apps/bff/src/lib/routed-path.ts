// What a request is, as the router understood it: `/%62ff/login` is routed to `/bff/login`, so
// every check (anti-forgery, rate limits, headers) must decide on the route, never on the raw URL.
import type { FastifyRequest } from 'fastify';

/**
 * The route that handles the request (`/bff/login`, `/api/*`...); for a request no route handles,
 * its path decoded as the router would, so that it cannot pass for another.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const [path = ''] = request.url.split('?', 1);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

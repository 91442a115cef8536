// The BFF (docs/architecture.md, "BFF"): the only thing the browser talks to. It holds the session
// in a cookie, refuses forged and unauthorised calls, proxies the catalogue's calls to the model
// API, builds the Excel exports and serves the web app on the same origin.
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { BffConfig } from './config.ts';
import { registerAntiForgery } from './csrf.ts';
import {
  BffError,
  frameworkErrorMessage,
  HEADERS_TOO_LARGE_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  NOT_FOUND_MESSAGE,
  type ErrorBody,
} from './errors.ts';
import { registerExports } from './exports/routes.ts';
import { createAccountAliases } from './account-aliases.ts';
import { createAdviserLinkChecks } from './adviser-links.ts';
import { createCommentChecks } from './comment-checks.ts';
import { createConcurrencyLimit } from './concurrency.ts';
import { createCounterFactory } from './counters.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createRecalageChecks } from './recalage-privilege.ts';
import { registerConsent } from './consent/gate.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerHelpRoutes } from './routes/help.ts';
import { registerProxy } from './routes/proxy.ts';
import { createSensitiveLimits } from './rate-limits.ts';
import { createRevocations } from './revocations.ts';
import { routedPath } from './routed-path.ts';
import { registerSecurity } from './security.ts';
import { createSessionStore, type RightsReader } from './session.ts';
import { createSharedState, withSharedKeys } from './shared-state.ts';
import { createUpstream, type Upstream } from './upstream.ts';
import { effectiveRights } from '@agro/domain/rights';

export interface BffOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Log settings: request ids, and nothing secret in any line. */
export const LOGGER_OPTIONS = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-csrf"]',
      'res.headers["set-cookie"]',
      '*.password',
      '*.oldMdp',
      '*.newMdp',
      '*.token',
      '*.upstreamToken',
    ],
    censor: '[masqué]',
  },
};

/** Where the web build puts the help notices (apps/web/scripts/build-help-notices.mjs). */
const HELP_FILES_PATH = '/aide/';

const REDIS_UNREACHABLE_MESSAGE =
  "Redis injoignable : limites de débit propres à ce réplica, déconnexions des autres réplicas non vues jusqu'à son retour";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A JSON error answer written on the socket, for errors Node's HTTP parser meets before Fastify. */
/** The user's rights as the model API gives them now (the session's periodic re-read). */
function rightsReader(upstream: Upstream): RightsReader {
  return async (token, requestId) => {
    try {
      const answer = await upstream.call({ method: 'GET', path: 'user', token, requestId });
      if (answer.status === 401) return 'refused';
      const user = (answer.body as { data?: { droitsTPC?: unknown } } | null)?.data;
      if (answer.status !== 200 || !user || !Array.isArray(user.droitsTPC)) return null;
      return effectiveRights(user.droitsTPC as Parameters<typeof effectiveRights>[0]);
    } catch {
      return null;
    }
  };
}

function rawErrorAnswer(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ code: status, message } satisfies ErrorBody);
  return (
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

export async function buildBff(
  configured: BffConfig,
  options: BffOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: configured.trustProxy,
    requestIdHeader: false,
    // A caller's request id is kept when it is harmless, so logs can be followed across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A URL the router cannot decode: answered in French, without repeating it.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .send({ code: 400, message: INVALID_REQUEST_MESSAGE } satisfies ErrorBody);
    },
    // Oversized headers and unparsable requests never reach Fastify's handlers.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy();
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      socket.end(
        tooLarge
          ? rawErrorAnswer(431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE_MESSAGE)
          : rawErrorAnswer(400, 'Bad Request', INVALID_REQUEST_MESSAGE),
      );
    },
  });
  const shared = createSharedState(configured.redisUrl, app.log, configured.redisPassword);
  app.addHook('onClose', async () => shared.close());
  const config = await withSharedKeys(configured, shared, app.log);
  if (config.sessionSecretGenerated) {
    app.log.warn(
      'BFF_SESSION_SECRET absent : clé de session aléatoire, les sessions finiront au redémarrage',
    );
  }

  const upstream = createUpstream(config);
  app.addHook('onClose', async () => upstream.close());

  app.setErrorHandler((error: FastifyError | BffError, request, reply) => {
    if (error instanceof BffError) return reply.code(error.status).send(error.body());
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ code: 500, message: 'Erreur interne' } satisfies ErrorBody);
    }
    return reply.code(status).send({
      code: status,
      message: frameworkErrorMessage(status, error.code),
    } satisfies ErrorBody);
  });

  await app.register(cookie);
  await app.register(fastifyJwt, { secret: config.sessionSecret });
  registerSecurity(app, config);
  registerAntiForgery(app, config);
  const counter = createCounterFactory(shared);
  const limits = createSensitiveLimits(config, counter);
  const throttle = createLoginThrottle(
    config.login,
    counter,
    createAccountAliases(shared, config.platform.instituteKeyword),
    app.log,
  );
  const revocations = createRevocations(shared);
  const sessions = createSessionStore(app, config, revocations, rightsReader(upstream));
  const callsUnderWay = createConcurrencyLimit(config.maxConcurrentCallsPerSession);
  // Each call of the app keeps its session alive (idle time-out) and its rights fresh. A logout
  // ends the session: renewing its cookie first would be wasted.
  app.addHook('preHandler', async (request, reply) => {
    const path = routedPath(request);
    if (!path.startsWith('/api/') && !path.startsWith('/bff/')) return;
    if (path === '/bff/logout') return;
    await sessions.keepAlive(request, reply);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      // Any HTTP answer (a 401 without a token) means the model API is up.
      const answer = await upstream.call({ method: 'GET', path: 'user' });
      // Without Redis the replica still serves, with its own counters: still ready, but said.
      if (answer.status < 500) {
        return shared.status() === 'unreachable'
          ? { status: 'degraded', message: REDIS_UNREACHABLE_MESSAGE }
          : { status: 'ok' };
      }
    } catch {
      // Reported below.
    }
    return reply
      .code(503)
      .send({ code: 503, message: "L'API des modèles ne répond pas" } satisfies ErrorBody);
  });

  app.get('/bff/config', async () => config.platform);
  const recalage = createRecalageChecks(
    upstream,
    config.recalagePrivilegedLogins,
    config.platform.instituteKeyword,
  );
  registerAuthRoutes(app, { sessions, upstream, limits, throttle, recalage });
  registerHelpRoutes(app, sessions, config.help);
  const consent = registerConsent(app, {
    config: config.consent,
    cookieSecure: config.cookieSecure,
    sessions,
    upstream,
    revocations,
    limits,
    platformDate: config.platform.platformDate,
  });
  await registerProxy(app, {
    config,
    sessions,
    upstream,
    consent,
    adviserLinks: createAdviserLinkChecks(upstream),
    comments: createCommentChecks(upstream),
    limits,
    callsUnderWay,
    recalage,
  });
  registerExports(app, { sessions, upstream, callsUnderWay, platform: config.platform });

  const webRoot = config.webRoot;
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
    // Client-side routes (/home, /ferti/chn/suivi...) all load the single-page app.
    if (isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ code: 404, message: NOT_FOUND_MESSAGE } satisfies ErrorBody);
  });

  return app;
}

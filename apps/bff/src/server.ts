// The BFF (docs/architecture.md, "BFF"): the only thing the browser talks to. It holds the session
// in a cookie, refuses forged and unauthorised calls, proxies the catalogue's calls to the model
// API, builds the Excel exports and serves the web app on the same origin.
//
// plugins/external wire the framework and shared infrastructure (cookies, security headers,
// anti-forgery, rate limits, Redis, the model API's pool); plugins/app hold the app's own concerns
// (sessions, authorization and its object-level policies); routes/ serve the URLs.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { BffConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { createAccountAliases } from './plugins/app/account-aliases.ts';
import { createConcurrencyLimit } from './plugins/app/concurrency.ts';
import { createConsentSessions } from './plugins/app/consent/consent-session.ts';
import { EARLY_ERROR_OPTIONS, registerErrorAnswers } from './plugins/app/error-answers.ts';
import { createLoginThrottle } from './plugins/app/login-throttle.ts';
import { createObjectPolicies } from './plugins/app/object-policies.ts';
import { createRecalageChecks } from './plugins/app/policies/recalage.ts';
import { createRevocations } from './plugins/app/revocations.ts';
import { createSessionStore } from './plugins/app/session.ts';
import { registerSessionRenewal, rightsReader } from './plugins/app/session-renewal.ts';
import { registerCookies } from './plugins/external/cookies.ts';
import { createCounterFactory } from './plugins/external/counters.ts';
import { registerAntiForgery } from './plugins/external/csrf.ts';
import { createSensitiveLimits } from './plugins/external/rate-limits.ts';
import { registerSecurity } from './plugins/external/security.ts';
import { createSharedState, withSharedKeys } from './plugins/external/shared-state.ts';
import { createUpstream } from './plugins/external/upstream.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerConsentRoutes } from './routes/consent.ts';
import { registerConsentRequestRoute } from './routes/consent-request.ts';
import { registerExports } from './routes/exports/register.ts';
import { registerLists } from './routes/lists.ts';
import { ListCache } from './read-model/list-cache.ts';
import { createListGenerations, groupsChangedBy } from './read-model/list-generations.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerHelpRoutes } from './routes/help.ts';
import { registerPlatformConfigRoute } from './routes/platform-config.ts';
import { registerProxy } from './routes/proxy.ts';
import { registerWebApp } from './routes/web-app.ts';

export interface BffOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where mails go instead of SMTP_URL's server (tests: nodemailer's JSON transport). */
  mailTransport?: Transporter;
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

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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
    ...EARLY_ERROR_OPTIONS,
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
  const now = () => new Date();

  // Framework and shared infrastructure.
  registerErrorAnswers(app);
  await registerCookies(app, config.sessionSecret);
  registerSecurity(app, config);
  registerAntiForgery(app, config);
  const counter = createCounterFactory(shared);
  const limits = createSensitiveLimits(config, counter);
  const callsUnderWay = createConcurrencyLimit(config.maxConcurrentCallsPerSession);

  // Sessions and who may do what.
  const throttle = createLoginThrottle(
    config.login,
    counter,
    createAccountAliases(shared, config.platform.instituteKeyword),
    app.log,
  );
  const revocations = createRevocations(shared);
  // The paged lists' read model (issue 43): dropped by writes through the proxy and by logouts.
  const listGenerations = createListGenerations(shared);
  const lists = new ListCache({ ...config.lists, generations: listGenerations });
  const sessions = createSessionStore(app, config, revocations, rightsReader(upstream));
  registerSessionRenewal(app, sessions);
  const recalage = createRecalageChecks(
    upstream,
    config.recalagePrivilegedLogins,
    config.platform.instituteKeyword,
  );

  // Routes.
  registerHealthRoutes(app, { upstream, shared });
  registerPlatformConfigRoute(app, config.platform);
  registerAuthRoutes(app, {
    sessions,
    upstream,
    limits,
    throttle,
    recalage,
    onLogout: (login) => lists.dropOwner(login),
  });
  registerHelpRoutes(app, sessions, config.help);
  const consentSessions = createConsentSessions(app, {
    config: config.consent,
    cookieSecure: config.cookieSecure,
    revocations,
    now,
  });
  registerConsentRoutes(app, { config: config.consent, consentSessions, sessions, limits, now });
  const mailer = createMailer(config.mail, options.mailTransport);
  app.addHook('onClose', async () => mailer.close());
  registerConsentRequestRoute(app, {
    config: config.consent,
    sessions,
    upstream,
    mailer,
    limits,
    siteOrigin: config.allowedOrigins[0] ?? `http://localhost:${config.port}`,
    productName: config.platform.productName,
    now,
  });
  await registerProxy(app, {
    config,
    sessions,
    upstream,
    limits,
    callsUnderWay,
    onWrite: (entry) => listGenerations.bump(groupsChangedBy(entry.spec.doc)),
    policies: createObjectPolicies({
      upstream,
      consentSessions,
      recalage,
      platformDate: config.platform.platformDate,
      now,
    }),
  });
  registerExports(app, { sessions, upstream, callsUnderWay, platform: config.platform });
  registerLists(app, { sessions, upstream, callsUnderWay, platform: config.platform, lists });
  await registerWebApp(app, config.webRoot);

  return app;
}

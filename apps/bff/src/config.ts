// BFF configuration from the environment (docs/configuration.md).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envFlag, envInteger, envOrigins, type Env } from '@agro/contracts/env';
import { parseHelpResources, type HelpResources } from '@agro/contracts/help-resources';
import {
  mapTileOrigin,
  readPlatformConfig,
  readRecalagePrivilegedLogins,
  type PlatformConfig,
} from '@agro/contracts/platform-config';
import { readMailConfig, type MailConfig } from './mail/mailer.ts';

export interface ListCacheConfig {
  /** Bytes of lists kept, all callers together (`BFF_LIST_CACHE_MB`). */
  budgetBytes: number;
  /**
   * How long a list read from the model API is served without reading it again
   * (`BFF_LIST_FRESH_SECONDS`): what bounds the staleness of changes made elsewhere.
   */
  freshMs: number;
}

export interface BffConfig {
  port: number;
  host: string;
  /** Base URL of the institute's model API, including its `/api` prefix. */
  upstreamUrl: string;
  /** Directory of the built web app; null serves no web app (development with Vite). */
  webRoot: string | null;
  /** Key signing the session cookie; shared by every replica. */
  sessionSecret: string;
  /** True when no key was configured and a random one was drawn (sessions end at restart). */
  sessionSecretGenerated: boolean;
  /** `Secure` on the session cookie; false only for plain-http local runs. */
  cookieSecure: boolean;
  upstreamConnectTimeoutMs: number;
  /** Time allowed for the upstream's headers, and between two chunks of its body. */
  upstreamTimeoutMs: number;
  /** Answers smaller than this are checked to be JSON before they reach the browser. */
  checkedAnswerMaxBytes: number;
  /**
   * Origins the browser may send (`BFF_ALLOWED_ORIGINS`); by default the local addresses of the
   * BFF's port. Never derived from a request's Host header, which the caller chooses.
   */
  allowedOrigins: string[];
  /**
   * Origins of map tiles and styles, allowed by the Content-Security-Policy: those of
   * `MAP_TILE_ORIGINS` and the one of `MAP_TILE_URL`, so that configuring the tiles is enough.
   */
  mapTileOrigins: string[];
  /** Requests per minute and client address, in each family: login, password reset, consent. */
  sensitiveRateLimitPerMinute: number;
  /** Login throttling (login-throttle.ts, docs/adr/0007-login-throttling-and-sessions.md). */
  login: LoginThrottleConfig;
  /** Password resets asked for one address (the account's e-mail) per hour, from anywhere. */
  passwordResetsPerAccountPerHour: number;
  /** Recipients of `send-email` one user may write to per hour. */
  mailRecipientsPerHour: number;
  /** Session lifetimes (session.ts). */
  session: SessionTimeouts;
  /** Upstream calls one session (or one address without a session) may have under way at once. */
  maxConcurrentCallsPerSession: number;
  /** The paged lists' read model (read-model/list-cache.ts, docs/adr/0011-bff-list-read-model.md). */
  lists: ListCacheConfig;
  /**
   * Redis shared by the replicas (`REDIS_URL`): rate-limit counters, revoked sessions and, when
   * not configured, the session and consent-link keys. Null: this process's memory only.
   */
  redisUrl: string | null;
  /** `REDIS_PASSWORD`: Redis's password, when the address does not carry it. */
  redisPassword: string | null;
  /**
   * The proxies whose X-Forwarded-For is trusted (Fastify's `trustProxy`), by address or range;
   * false for none. Never `true`, which would take the leftmost address, the one the browser wrote.
   */
  trustProxy: false | string[];
  platform: PlatformConfig;
  /**
   * Logins allowed to validate and integrate recalages, download the recalage file and delete
   * others' requests (`RECALAGE_PRIVILEGED_LOGINS`): enforced here, not only by the screen.
   */
  recalagePrivilegedLogins: readonly string[];
  /** PDF notices and videos of the help page, per section. */
  help: HelpResources;
  /** Signed links and sessions of the farmer's consent area. */
  consent: ConsentConfig;
  /** The BFF's own mail: SMTP server and sender (mail/mailer.ts). */
  mail: MailConfig;
}

export interface LoginThrottleConfig {
  /** Failures one address may make on one account per window; then it is refused for that account. */
  failuresPerAddress: number;
  /** Failures on one account, from any address, after which each attempt on it waits. */
  failuresBeforeDelay: number;
  /** Window of both failure counts, from the first failure; a success empties them. */
  windowMs: number;
  /** The first wait, doubled by each further failure. */
  delayMs: number;
  delayMaxMs: number;
}

export interface SessionTimeouts {
  /** A session unused for this long is ended. */
  idleMs: number;
  /** No session lasts longer, whatever the upstream token's expiry. */
  maxMs: number;
  /** The rights in the cookie are read again from the model API at most this old. */
  rightsRefreshMs: number;
}

/** Settings of the farmer consent area (docs/configuration.md, "BFF"). */
export interface ConsentConfig {
  /** Key of the HMAC signing the integrators' links; shared by every replica and the link tool. */
  linkSecret: string;
  /** True when no key was configured and a random one was drawn: no link from outside works. */
  linkSecretGenerated: boolean;
  /** Lifetime of the consent session a valid link opens. */
  sessionMinutes: number;
  /** Validity of a link made without a stated length, in days. */
  defaultLinkDays: number;
}

export const MIN_LINK_SECRET_LENGTH = 32;

export function readConsentConfig(env: Env = process.env): ConsentConfig {
  const secret = env.CONSENT_LINK_SECRET?.trim() ?? '';
  if (secret !== '' && secret.length < MIN_LINK_SECRET_LENGTH) {
    throw new Error(
      `CONSENT_LINK_SECRET doit compter au moins ${MIN_LINK_SECRET_LENGTH} caractères`,
    );
  }
  return {
    linkSecret: secret || randomBytes(32).toString('hex'),
    linkSecretGenerated: secret === '',
    sessionMinutes: envInteger(env, 'CONSENT_SESSION_MINUTES', 120, 1, 24 * 60),
    defaultLinkDays: envInteger(env, 'CONSENT_LINK_DAYS', 30, 1, 366),
  };
}

/** Settings that were replaced: a deployment still setting them is told, not silently changed. */
const REPLACED_SETTINGS: Readonly<Record<string, string>> = {
  BFF_LOGIN_ATTEMPTS_PER_ACCOUNT:
    'BFF_LOGIN_FAILURES_PER_ADDRESS et BFF_LOGIN_FAILURES_BEFORE_DELAY',
  BFF_LOGIN_ACCOUNT_WINDOW_MINUTES: 'BFF_LOGIN_FAILURE_WINDOW_MINUTES',
};

/** IPv4 or IPv6 address, optionally with a prefix length, or one of proxy-addr's range names. */
const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?)$/;

/**
 * `BFF_TRUST_PROXY`: unset or false, trust nothing; else the comma-separated addresses (or ranges)
 * of the proxies in front of the BFF. X-Forwarded-For is then read from the right, past the
 * trusted proxies only: the client's address is the last one a trusted proxy saw, and whatever the
 * browser wrote to the left of it is ignored. `true` (trust every hop, so the leftmost address,
 * the browser's own writing) and hop counts (which cannot tell a proxy from a client reaching the
 * BFF directly, and which Fastify refuses for that reason) are refused.
 */
export function readTrustProxy(env: Env): false | string[] {
  const raw = env.BFF_TRUST_PROXY?.trim() ?? '';
  if (raw === '' || /^(?:false|no|non)$/i.test(raw)) return false;
  const addresses = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const wrong = addresses.filter((item) => !PROXY_ADDRESS.test(item) || /^\d+$/.test(item));
  if (wrong.length > 0) {
    throw new Error(
      `BFF_TRUST_PROXY doit être la liste des adresses des proxys devant le BFF, par exemple 10.0.0.2 ou 10.0.0.0/24 (reçu : ${raw}) ; true et un nombre de proxys ne disent pas qui s'adresse au BFF`,
    );
  }
  return addresses;
}

/**
 * The help resources shipped with the platform: our own notices, built with the web app. The file
 * lies beside `src/` and `dist/` alike, so the same address works from the sources and the bundle.
 */
export const DEFAULT_HELP_RESOURCES_FILE = fileURLToPath(
  new URL('../help-resources.json', import.meta.url),
);

/** Reads and checks `HELP_RESOURCES_FILE` now, so a faulty file stops the start, not the page. */
function readHelpResources(env: Env): HelpResources {
  const given = env.HELP_RESOURCES_FILE?.trim();
  const path = given ? resolve(given) : DEFAULT_HELP_RESOURCES_FILE;
  const source = `HELP_RESOURCES_FILE (${path})`;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`${source} : fichier illisible (${reason})`);
  }
  return parseHelpResources(text, source);
}

export function readConfig(env: Env = process.env): BffConfig {
  for (const [name, replacement] of Object.entries(REPLACED_SETTINGS)) {
    if (env[name] !== undefined && env[name]?.trim() !== '') {
      throw new Error(`${name} n'est plus lu : voir ${replacement} (docs/configuration.md)`);
    }
  }
  // The simulator listens on the loopback address only; `localhost` may resolve to ::1 first.
  const upstreamUrl = env.UPSTREAM_URL ?? 'http://127.0.0.1:4010/api';
  // Fails fast on a malformed address rather than at the first proxied call.
  new URL(upstreamUrl);
  const secret = env.BFF_SESSION_SECRET?.trim() ?? '';
  if (secret !== '' && secret.length < 32) {
    throw new Error('BFF_SESSION_SECRET doit compter au moins 32 caractères');
  }
  const platform = readPlatformConfig(env);
  const tileOrigin = mapTileOrigin(platform);
  const mapTileOrigins = envOrigins(env, 'MAP_TILE_ORIGINS');
  if (tileOrigin !== null && !mapTileOrigins.includes(tileOrigin)) mapTileOrigins.push(tileOrigin);
  const port = envInteger(env, 'PORT', 8080, 0, 65_535);
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:$/.test(URL.parse(redisUrl)?.protocol ?? '')) {
    throw new Error('REDIS_URL doit être une adresse redis:// ou rediss://');
  }
  const allowedOrigins = envOrigins(env, 'BFF_ALLOWED_ORIGINS');
  const consent = readConsentConfig(env);
  // A production BFF never draws its keys: a restart or a second replica would end every session
  // and refuse every consent link, and keys kept in Redis can be read by whoever reaches it.
  if (env.NODE_ENV === 'production') {
    const missing = [
      secret === '' ? 'BFF_SESSION_SECRET' : null,
      consent.linkSecretGenerated ? 'CONSENT_LINK_SECRET' : null,
    ].filter((name) => name !== null);
    if (missing.length > 0) {
      throw new Error(
        `NODE_ENV=production : ${missing.join(' et ')} ${missing.length > 1 ? 'doivent' : 'doit'} être définie${missing.length > 1 ? 's' : ''} (32 caractères ou plus, les mêmes sur chaque réplica)`,
      );
    }
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    upstreamUrl: upstreamUrl.replace(/\/+$/, ''),
    webRoot: env.WEB_ROOT || null,
    sessionSecret: secret || randomBytes(32).toString('hex'),
    sessionSecretGenerated: secret === '',
    cookieSecure: envFlag(env, 'BFF_COOKIE_SECURE', true),
    upstreamConnectTimeoutMs: envInteger(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 5_000, 1, 120_000),
    upstreamTimeoutMs: envInteger(env, 'UPSTREAM_TIMEOUT_MS', 30_000, 1, 600_000),
    checkedAnswerMaxBytes: envInteger(env, 'BFF_CHECKED_ANSWER_MAX_BYTES', 64 * 1024, 0, 1 << 30),
    allowedOrigins:
      allowedOrigins.length > 0
        ? allowedOrigins
        : [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`],
    mapTileOrigins,
    sensitiveRateLimitPerMinute: envInteger(env, 'BFF_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    login: {
      failuresPerAddress: envInteger(env, 'BFF_LOGIN_FAILURES_PER_ADDRESS', 5, 1, 1_000),
      failuresBeforeDelay: envInteger(env, 'BFF_LOGIN_FAILURES_BEFORE_DELAY', 10, 1, 100_000),
      windowMs: envInteger(env, 'BFF_LOGIN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
      delayMs: envInteger(env, 'BFF_LOGIN_DELAY_MS', 1_000, 1, 60_000),
      delayMaxMs: envInteger(env, 'BFF_LOGIN_DELAY_MAX_MS', 30_000, 1, 120_000),
    },
    passwordResetsPerAccountPerHour: envInteger(
      env,
      'BFF_PASSWORD_RESETS_PER_ACCOUNT',
      3,
      1,
      1_000,
    ),
    mailRecipientsPerHour: envInteger(env, 'BFF_MAIL_RECIPIENTS_PER_HOUR', 100, 1, 100_000),
    session: {
      idleMs: envInteger(env, 'BFF_SESSION_IDLE_MINUTES', 30, 1, 24 * 60) * 60_000,
      maxMs: envInteger(env, 'BFF_SESSION_MAX_HOURS', 8, 1, 7 * 24) * 3_600_000,
      rightsRefreshMs: envInteger(env, 'BFF_RIGHTS_REFRESH_MINUTES', 5, 1, 24 * 60) * 60_000,
    },
    maxConcurrentCallsPerSession: envInteger(env, 'BFF_MAX_CONCURRENT_CALLS', 16, 1, 10_000),
    lists: {
      budgetBytes: envInteger(env, 'BFF_LIST_CACHE_MB', 256, 1, 64 * 1024) * 2 ** 20,
      freshMs: envInteger(env, 'BFF_LIST_FRESH_SECONDS', 300, 1, 24 * 3600) * 1000,
    },
    redisUrl,
    redisPassword: env.REDIS_PASSWORD || null,
    trustProxy: readTrustProxy(env),
    platform,
    recalagePrivilegedLogins: readRecalagePrivilegedLogins(env),
    help: readHelpResources(env),
    consent,
    mail: readMailConfig(env, platform.supportEmail),
  };
}

// BFF configuration from the environment (docs/configuration.md).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envFlag, envInteger, envOrigins, type Env } from '@agro/contracts/env';
import { readConsentConfig, type ConsentConfig } from './consent/config.ts';
import { parseHelpResources, type HelpResources } from '@agro/contracts/help-resources';
import {
  mapTileOrigin,
  readPlatformConfig,
  readRecalagePrivilegedLogins,
  type PlatformConfig,
} from '@agro/contracts/platform-config';

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
  /** Login attempts one account accepts per window, whatever the addresses they come from. */
  loginAttemptsPerAccount: number;
  loginAccountWindowMs: number;
  /** Upstream calls one session (or one address without a session) may have under way at once. */
  maxConcurrentCallsPerSession: number;
  /**
   * Redis shared by the replicas (`REDIS_URL`): rate-limit counters, revoked sessions and, when
   * not configured, the session and consent-link keys. Null: this process's memory only.
   */
  redisUrl: string | null;
  /** Trust X-Forwarded-* from a reverse proxy in front of the BFF. */
  trustProxy: boolean;
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
  const upstreamUrl = env.UPSTREAM_URL ?? 'http://localhost:4010/api';
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
    loginAttemptsPerAccount: envInteger(env, 'BFF_LOGIN_ATTEMPTS_PER_ACCOUNT', 10, 1, 100_000),
    loginAccountWindowMs:
      envInteger(env, 'BFF_LOGIN_ACCOUNT_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
    maxConcurrentCallsPerSession: envInteger(env, 'BFF_MAX_CONCURRENT_CALLS', 16, 1, 10_000),
    redisUrl,
    trustProxy: envFlag(env, 'BFF_TRUST_PROXY', false),
    platform,
    recalagePrivilegedLogins: readRecalagePrivilegedLogins(env),
    help: readHelpResources(env),
    consent: readConsentConfig(env),
  };
}

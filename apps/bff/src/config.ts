// BFF configuration from the environment (docs/configuration.md).
import { randomBytes } from 'node:crypto';
import { readPlatformConfig, type PlatformConfig } from '@agro/contracts/platform-config';

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
  /** Origins the browser may send; empty means the site's own, from the request. */
  allowedOrigins: string[];
  /** Origins of map tiles and styles, allowed by the Content-Security-Policy. */
  mapTileOrigins: string[];
  /** Requests per minute and client on login, password reset and the open consent calls. */
  sensitiveRateLimitPerMinute: number;
  /** Trust X-Forwarded-* from a reverse proxy in front of the BFF. */
  trustProxy: boolean;
  platform: PlatformConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} doit être un entier entre ${min} et ${max} (reçu : ${raw})`);
  }
  return value;
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => new URL(item).origin);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'oui'].includes(raw)) return true;
  if (['0', 'false', 'no', 'non'].includes(raw)) return false;
  throw new Error(`${name} doit valoir true ou false (reçu : ${env[name]})`);
}

export function readConfig(env: Env = process.env): BffConfig {
  const upstreamUrl = env.UPSTREAM_URL ?? 'http://localhost:4010/api';
  // Fails fast on a malformed address rather than at the first proxied call.
  new URL(upstreamUrl);
  const secret = env.BFF_SESSION_SECRET?.trim() ?? '';
  if (secret !== '' && secret.length < 32) {
    throw new Error('BFF_SESSION_SECRET doit compter au moins 32 caractères');
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST ?? '0.0.0.0',
    upstreamUrl: upstreamUrl.replace(/\/+$/, ''),
    webRoot: env.WEB_ROOT || null,
    sessionSecret: secret || randomBytes(32).toString('hex'),
    sessionSecretGenerated: secret === '',
    cookieSecure: flag(env, 'BFF_COOKIE_SECURE', true),
    upstreamConnectTimeoutMs: integer(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 5_000, 1, 120_000),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 30_000, 1, 600_000),
    checkedAnswerMaxBytes: integer(env, 'BFF_CHECKED_ANSWER_MAX_BYTES', 1 << 20, 0, 1 << 30),
    allowedOrigins: list(env, 'BFF_ALLOWED_ORIGINS'),
    mapTileOrigins: list(env, 'MAP_TILE_ORIGINS'),
    sensitiveRateLimitPerMinute: integer(env, 'BFF_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    trustProxy: flag(env, 'BFF_TRUST_PROXY', false),
    platform: readPlatformConfig(env),
  };
}

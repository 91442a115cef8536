// Simulator settings, read once from the environment (docs/configuration.md lists them).
import { randomBytes } from 'node:crypto';
import { envInteger, envRate, type Env } from '@agro/contracts/env';
import { defaultPrecomputeWorkers } from './precompute/scheduler.ts';
import {
  readPlatformConfig,
  readRecalagePrivilegedLogins,
  type PlatformConfig,
} from '@agro/contracts/platform-config';

export const MAX_SCALE = 100_000;
export const DEFAULT_SCALE = 300;
export const DEFAULT_TOKEN_TTL_S = 8 * 60 * 60;

export interface FaultSettings {
  /** Added to every /api call, in milliseconds. */
  latencyMs: number;
  /** Share of /api calls answered with a 5xx. */
  errorRate: number;
  /** Share of /api answers cut in the middle of their JSON body. */
  malformedRate: number;
  /** Share of /api calls never answered. */
  hangRate: number;
}

/**
 * The simulator answers without the BFF's protections (raw tokens, no login limits, farmers' data
 * without a signed link): by default only this machine reaches it. A container sets HOST=0.0.0.0,
 * its network being the container's own.
 */
export const DEFAULT_HOST = '127.0.0.1';

export interface SimConfig {
  port: number;
  /** Listening address (HOST), the loopback by default. */
  host: string;
  /** Same seed, same world. */
  seed: string;
  /** Plots per module. */
  scale: number;
  tokenTtlSeconds: number;
  /** Key the simulator signs its tokens with; random per start unless given. */
  jwtSecret: string;
  /** Enables POST /__sim/reset, POST /__sim/accounts/:login/restore and GET /__sim/outbox. */
  testHooks: boolean;
  /**
   * Worker threads computing the day's rows of every module ahead (SIM_PRECOMPUTE_WORKERS; 0: none,
   * each list works out its rows on its first call). Two by default on two cores or more.
   */
  precomputeWorkers: number;
  faults: FaultSettings;
  /** Shared deployment settings; `platformDate` (PLATFORM_DATE) is the day the world is on. */
  platform: PlatformConfig;
  /**
   * Logins of the privileged recalage users (RECALAGE_PRIVILEGED_LOGINS, read as the BFF reads it,
   * spec 4 §6): they validate and integrate stage recalages, download the recalage file and delete
   * others' requests.
   */
  recalagePrivilegedLogins: string[];
  /**
   * Domains (SIM_MAIL_RECIPIENT_DOMAINS, lower case) to which `send-email` writes any address,
   * beside the people the world knows (world/mail-recipients.ts).
   */
  mailRecipientDomains: string[];
}

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** A comma-separated list of mail domains ('@' before one is allowed); a bad one stops the start. */
export function envMailDomains(env: Env, name: string): string[] {
  const domains = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
    .filter((item) => item !== '');
  const bad = domains.filter((domain) => !DOMAIN.test(domain));
  if (bad.length > 0) {
    throw new Error(
      `${name} doit lister des domaines séparés par des virgules (reçu : ${bad.join(', ')})`,
    );
  }
  return domains;
}

export function readSimConfig(env: Env = process.env): SimConfig {
  return {
    port: envInteger(env, 'PORT', 4010, 0, 65_535),
    host: env.HOST || DEFAULT_HOST,
    seed: env.SIM_SEED || 'demo',
    scale: envInteger(env, 'SIM_SCALE', DEFAULT_SCALE, 1, MAX_SCALE),
    tokenTtlSeconds: envInteger(env, 'SIM_TOKEN_TTL_S', DEFAULT_TOKEN_TTL_S, 1, 366 * 24 * 3600),
    jwtSecret: env.SIM_JWT_SECRET || randomBytes(32).toString('hex'),
    testHooks: env.SIM_TEST_HOOKS === '1',
    precomputeWorkers: envInteger(env, 'SIM_PRECOMPUTE_WORKERS', defaultPrecomputeWorkers(), 0, 8),
    faults: {
      latencyMs: envInteger(env, 'SIM_LATENCY_MS', 0, 0, 600_000),
      errorRate: envRate(env, 'SIM_ERROR_RATE'),
      malformedRate: envRate(env, 'SIM_MALFORMED_RATE'),
      hangRate: envRate(env, 'SIM_HANG_RATE'),
    },
    platform: readPlatformConfig(env),
    recalagePrivilegedLogins: [...readRecalagePrivilegedLogins(env)],
    mailRecipientDomains: envMailDomains(env, 'SIM_MAIL_RECIPIENT_DOMAINS'),
  };
}

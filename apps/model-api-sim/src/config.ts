// Simulator settings, read once from the environment (docs/configuration.md lists them).
import { randomBytes } from 'node:crypto';
import { envInteger, envRate, type Env } from '@agro/contracts/env';
import {
  readPlatformConfig,
  readRecalagePrivilegedLogins,
  type PlatformConfig,
} from '@agro/contracts/platform-config';

export const MAX_SCALE = 25_000;
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

export interface SimConfig {
  port: number;
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
  faults: FaultSettings;
  /** Shared deployment settings; `platformDate` (PLATFORM_DATE) is the day the world is on. */
  platform: PlatformConfig;
  /**
   * Logins of the privileged recalage users (RECALAGE_PRIVILEGED_LOGINS, read as the BFF reads it,
   * spec 4 §6): they validate and integrate stage recalages, download the recalage file and delete
   * others' requests.
   */
  recalagePrivilegedLogins: string[];
}

export function readSimConfig(env: Env = process.env): SimConfig {
  return {
    port: envInteger(env, 'PORT', 4010, 0, 65_535),
    host: env.HOST || '0.0.0.0',
    seed: env.SIM_SEED || 'demo',
    scale: envInteger(env, 'SIM_SCALE', DEFAULT_SCALE, 1, MAX_SCALE),
    tokenTtlSeconds: envInteger(env, 'SIM_TOKEN_TTL_S', DEFAULT_TOKEN_TTL_S, 1, 366 * 24 * 3600),
    jwtSecret: env.SIM_JWT_SECRET || randomBytes(32).toString('hex'),
    testHooks: env.SIM_TEST_HOOKS === '1',
    faults: {
      latencyMs: envInteger(env, 'SIM_LATENCY_MS', 0, 0, 600_000),
      errorRate: envRate(env, 'SIM_ERROR_RATE'),
      malformedRate: envRate(env, 'SIM_MALFORMED_RATE'),
      hangRate: envRate(env, 'SIM_HANG_RATE'),
    },
    platform: readPlatformConfig(env),
    recalagePrivilegedLogins: [...readRecalagePrivilegedLogins(env)],
  };
}

// Simulator settings, read once from the environment (docs/configuration.md lists them).
import { randomBytes } from 'node:crypto';
import { readPlatformConfig, type PlatformConfig } from '@agro/contracts/platform-config';

export const MAX_SCALE = 20_000;
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
  /** Enables POST /__sim/reset and GET /__sim/outbox. */
  testHooks: boolean;
  faults: FaultSettings;
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

function rate(env: Env, name: string): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return 0;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${name} doit être un nombre entre 0 et 1 (reçu : ${raw})`);
  }
  return value;
}

export function readSimConfig(env: Env = process.env): SimConfig {
  return {
    port: integer(env, 'PORT', 4010, 0, 65_535),
    host: env.HOST || '0.0.0.0',
    seed: env.SIM_SEED || 'demo',
    scale: integer(env, 'SIM_SCALE', DEFAULT_SCALE, 1, MAX_SCALE),
    tokenTtlSeconds: integer(env, 'SIM_TOKEN_TTL_S', DEFAULT_TOKEN_TTL_S, 1, 366 * 24 * 3600),
    jwtSecret: env.SIM_JWT_SECRET || randomBytes(32).toString('hex'),
    testHooks: env.SIM_TEST_HOOKS === '1',
    faults: {
      latencyMs: integer(env, 'SIM_LATENCY_MS', 0, 0, 600_000),
      errorRate: rate(env, 'SIM_ERROR_RATE'),
      malformedRate: rate(env, 'SIM_MALFORMED_RATE'),
      hangRate: rate(env, 'SIM_HANG_RATE'),
    },
    platform: readPlatformConfig(env),
  };
}

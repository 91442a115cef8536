// Windowed counters behind every limit of the BFF (rate-limits.ts, login-throttle.ts), with
// rate-limiter-flexible's stores: in Redis while the replicas share it, so that two replicas do not
// give an attacker twice the attempts, and in this process's memory without Redis or while it is
// away (docs/adr/0006-bff-replicas-and-redis.md).
//
// A key is whatever a caller chose (a login, an address): it is hashed, so that each costs the same
// few bytes whatever its length, and it expires with its window, in memory as in Redis
// (docs/adr/0007-login-throttling-and-sessions.md).
import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { SharedState } from './shared-state.ts';

export interface Count {
  /** Hits in the current window. */
  count: number;
  /** Time left before the window ends and the count starts again from zero. */
  msBeforeReset: number;
}

export interface Counter {
  /** Adds `points` (1 by default); `allowed` is false once the count is past the maximum. */
  hit(key: string, points?: number): Promise<Count & { allowed: boolean }>;
  /** Adds `points` whatever the count: a failure is counted even past the maximum. */
  add(key: string, points?: number): Promise<Count>;
  /** The count, unchanged. */
  peek(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
}

export interface CounterOptions {
  /** Names the counter in its keys, and in the log when Redis fails. */
  name: string;
  /** Hits allowed per window. */
  max: number;
  /** Whole seconds: the stores count in seconds. */
  windowMs: number;
}

/** The stored form of a caller's key: fixed length, nothing of what was typed. */
export function hashedKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

function countOf(res: RateLimiterRes | null): Count {
  return res === null
    ? { count: 0, msBeforeReset: 0 }
    : { count: res.consumedPoints, msBeforeReset: Math.max(0, res.msBeforeNext) };
}

export type CounterFactory = (options: CounterOptions) => Counter;

export function createCounterFactory(shared: SharedState): CounterFactory {
  return ({ name, max, windowMs }) => {
    const settings = {
      keyPrefix: `limit:${name}`,
      points: max,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
    };
    const local = new RateLimiterMemory(settings);
    const redis =
      shared.redis &&
      new RateLimiterRedis({
        ...settings,
        storeClient: shared.redis,
        // A connection that is not ready fails at once instead of waiting for a time-out.
        rejectIfRedisNotReady: true,
      });

    /** The Redis store while it answers; this process's on any failure of Redis. */
    async function counted<T>(action: (store: RateLimiterAbstract) => Promise<T>): Promise<T> {
      if (redis && shared.status() === 'shared') {
        try {
          return await action(redis);
        } catch (error) {
          // A refusal of the limit is an answer, not a failure of Redis.
          if (error instanceof RateLimiterRes) throw error;
          shared.failed(`limites de débit (${name})`, error);
        }
      }
      return action(local);
    }

    return {
      async hit(key, points = 1) {
        try {
          const res = await counted((store) => store.consume(hashedKey(key), points));
          return { ...countOf(res), allowed: true };
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return { ...countOf(refusal), allowed: false };
        }
      },
      async add(key, points = 1) {
        return countOf(await counted((store) => store.penalty(hashedKey(key), points)));
      },
      async peek(key) {
        return countOf(await counted((store) => store.get(hashedKey(key))));
      },
      async reset(key) {
        // Counts made here while Redis was away are emptied too.
        await Promise.all([
          local.delete(hashedKey(key)),
          redis ? counted((store) => store.delete(hashedKey(key))) : null,
        ]);
      },
    };
  };
}

// Rate limits of the calls a stranger can make (docs/architecture.md, "BFF"): each route family has
// its own bucket per client address, so that consent look-ups cannot lock real users out of login,
// and a login also counts per account, so that guessing one account's password from many addresses
// is slowed down too. Every family is named by the route that handles it, never by the raw URL.
//
// With Redis (shared-state.ts) the counters are the replicas' together, so two replicas do not
// give an attacker twice the attempts; while Redis is away each replica counts alone
// (docs/adr/0006-bff-replicas-and-redis.md).
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.ts';
import { BffError } from './errors.ts';
import { LocalStore, RedisStore } from './rate-limit-stores.ts';
import type { SharedState } from './shared-state.ts';

export interface SensitiveLimits {
  /** Logins from one address. */
  login(request: FastifyRequest): Promise<void>;
  /** Logins to one account, whatever the address. */
  loginAccount(request: FastifyRequest, login: string): Promise<void>;
  /** Password resets from one address. */
  reset(request: FastifyRequest): Promise<void>;
  /** Calls of the farmer's consent area from one address. */
  consent(request: FastifyRequest): Promise<void>;
}

export function tooManyAttemptsMessage(ttlMs: number): string {
  return `Trop de tentatives\u202f: veuillez réessayer dans ${Math.ceil(ttlMs / 1000)} secondes.`;
}

/** The same account, however its name is typed. */
function accountKey(login: string): string {
  return login.trim().toLowerCase();
}

/** Counters of this process: the only ones without Redis, the fallback while it is away. */
const LOCAL_KEYS_KEPT = 5_000;

/**
 * A store counting in Redis while it answers and in this process's memory otherwise. Not
 * @fastify/rate-limit's `skipOnError`, which would stop limiting altogether during an outage.
 */
export function sharedFirstStore(shared: SharedState): FastifyRateLimitStoreCtor {
  const redisStore = shared.redis && new RedisStore(false, false, shared.redis, 'rate-limit:');
  class SharedFirstStore implements FastifyRateLimitStore {
    private readonly local = new LocalStore(false, false, LOCAL_KEYS_KEPT);

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      const [key, done, timeWindow, max] = args;
      if (!redisStore || shared.status() !== 'shared') return this.local.incr(...args);
      redisStore.incr(
        key,
        (error, result) => {
          if (!error && result) return done(null, result);
          shared.failed('limites de débit', error);
          this.local.incr(...args);
        },
        timeWindow,
        max,
      );
    }

    child(): FastifyRateLimitStore {
      // The families' keys already name them (see `limiter`): no per-route prefix is needed.
      return new SharedFirstStore();
    }
  }
  return SharedFirstStore;
}

export async function registerSensitiveLimits(
  app: FastifyInstance,
  config: BffConfig,
  shared: SharedState,
): Promise<SensitiveLimits> {
  // No global limit: each family below is applied by the handler of its routes.
  await app.register(rateLimit, { global: false, store: sharedFirstStore(shared) });
  const accounts = new WeakMap<FastifyRequest, string>();

  function limiter(
    family: string,
    max: number,
    timeWindowMs: number,
    key: (request: FastifyRequest) => string,
  ): (request: FastifyRequest) => Promise<void> {
    const check = app.createRateLimit({
      max,
      timeWindow: timeWindowMs,
      keyGenerator: (request) => `${family}:${key(request)}`,
    });
    return async (request) => {
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new BffError(429, tooManyAttemptsMessage(outcome.ttl));
      }
    };
  }

  const perMinute = config.sensitiveRateLimitPerMinute;
  const byAddress = (request: FastifyRequest) => request.ip;
  const account = limiter(
    'account',
    config.loginAttemptsPerAccount,
    config.loginAccountWindowMs,
    (request) => accounts.get(request) ?? '',
  );
  return {
    login: limiter('login', perMinute, 60_000, byAddress),
    loginAccount: (request, login) => {
      accounts.set(request, accountKey(login));
      return account(request);
    },
    reset: limiter('reset', perMinute, 60_000, byAddress),
    consent: limiter('consent', perMinute, 60_000, byAddress),
  };
}

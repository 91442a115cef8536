// Rate limits of the calls a stranger can make (docs/architecture.md, "BFF"): each route family has
// its own bucket per client address, so that consent look-ups cannot lock real users out of login,
// and a login also counts per account, so that guessing one account's password from many addresses
// is slowed down too. Every family is named by the route that handles it, never by the raw URL.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.ts';
import { BffError } from './errors.ts';

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

export async function registerSensitiveLimits(
  app: FastifyInstance,
  config: BffConfig,
): Promise<SensitiveLimits> {
  // No global limit: each family below is applied by the handler of its routes.
  await app.register(rateLimit, { global: false });
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

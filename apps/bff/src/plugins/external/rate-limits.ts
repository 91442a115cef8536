// Rate limits of the calls a stranger can make (docs/architecture.md, "BFF"), and of mail: each
// route family has its own count per client address, so that consent look-ups cannot lock real
// users out of login. Every family is named by the route that handles it, never by the raw URL.
// Login failures per account are login-throttle.ts's business.
//
// With Redis (shared-state.ts) the counts are the replicas' together; while Redis is away each
// replica counts alone (counters.ts).
import type { FastifyRequest } from 'fastify';
import type { BffConfig } from '../../config.ts';
import type { CounterFactory, Count } from './counters.ts';
import { BffError } from '../../lib/errors.ts';

export interface SensitiveLimits {
  /** Logins and invited connections from one address. */
  login(request: FastifyRequest): Promise<void>;
  /** Password resets from one address, and for one e-mail address from anywhere. */
  reset(request: FastifyRequest, mail: string): Promise<void>;
  /** Calls of the farmer's consent area from one address. */
  consent(request: FastifyRequest): Promise<void>;
  /** Recipients one user writes to through `send-email`, per hour. */
  mail(login: string, recipients: number): Promise<void>;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export function tooManyAttemptsMessage(ttlMs: number): string {
  return `Trop de tentatives\u202f: veuillez réessayer dans ${seconds(ttlMs)} secondes.`;
}

export function tooManyMailsMessage(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return `Trop d'e-mails envoyés\u202f: veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

/** The same address, however it is typed. */
export function mailKey(mail: string): string {
  return mail.trim().toLowerCase();
}

const HOUR_MS = 3_600_000;

export function createSensitiveLimits(config: BffConfig, counter: CounterFactory): SensitiveLimits {
  const perMinute = config.sensitiveRateLimitPerMinute;
  const family = (
    name: string,
    max: number,
    windowMs: number,
    message = tooManyAttemptsMessage,
  ) => {
    const count = counter({ name, max, windowMs });
    return async (key: string, points = 1) => {
      const outcome: Count & { allowed: boolean } = await count.hit(key, points);
      if (!outcome.allowed) throw new BffError(429, message(outcome.msBeforeReset));
    };
  };
  const login = family('login', perMinute, 60_000);
  const reset = family('reset', perMinute, 60_000);
  const resetAccount = family('reset-account', config.passwordResetsPerAccountPerHour, HOUR_MS);
  const consent = family('consent', perMinute, 60_000);
  const mail = family('mail', config.mailRecipientsPerHour, HOUR_MS, tooManyMailsMessage);
  return {
    login: (request) => login(request.ip),
    async reset(request, address) {
      await reset(request.ip);
      // Counted for the address typed, whether it has an account or not: the answer tells nothing.
      await resetAccount(mailKey(address));
    },
    consent: (request) => consent(request.ip),
    mail: (user, recipients) => mail(user, recipients),
  };
}

// Login throttling (docs/adr/0007-login-throttling-and-sessions.md), after OWASP's authentication
// cheat sheet and ASVS 2.2.1. Only failures count, per account (all addresses together) and per
// account and address:
// - an address that failed `failuresPerAddress` times on an account is refused for that account
//   until the window ends (429): the attacker's address, not the account, is blocked;
// - past `failuresBeforeDelay` failures on an account, every attempt on it waits, twice longer at
//   each further failure, before the password is checked: guessing slows down, yet a correct
//   password from another address is never refused because of someone else's failures;
// - a success empties the account's count and that address's.
// The account is the one behind the login typed, whatever alias was used (account-aliases.ts).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AccountAliases } from './account-aliases.ts';
import type { LoginThrottleConfig } from '../../config.ts';
import type { CounterFactory } from '../external/counters.ts';
import { BffError } from '../../lib/errors.ts';
import { tooManyAttemptsMessage } from '../external/rate-limits.ts';

/**
 * The wait before an attempt on an account that has failed `failures` times in the window: none
 * below the threshold, then `delayMs`, doubled by each further failure, never above `delayMaxMs`.
 */
export function loginDelayMs(
  failures: number,
  settings: Pick<LoginThrottleConfig, 'failuresBeforeDelay' | 'delayMs' | 'delayMaxMs'>,
): number {
  if (failures < settings.failuresBeforeDelay) return 0;
  const doublings = Math.min(failures - settings.failuresBeforeDelay, 30);
  return Math.min(settings.delayMaxMs, settings.delayMs * 2 ** doublings);
}

export interface LoginAttempt {
  /** The password was refused: counted for the account and this address. */
  failed(): Promise<void>;
  /** The account opened: its counts and this address's are emptied, its aliases learnt. */
  succeeded(user: { login: string; email?: string | null }): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Before the password of `login` is checked: refuses (429) an address that failed too often on
   * the account, and waits what the account's failures ask.
   */
  attempt(request: FastifyRequest, login: string): Promise<LoginAttempt>;
}

export function createLoginThrottle(
  settings: LoginThrottleConfig,
  counter: CounterFactory,
  aliases: AccountAliases,
  log: FastifyBaseLogger,
): LoginThrottle {
  const { windowMs } = settings;
  const accountFailures = counter({
    name: 'login-account',
    max: settings.failuresBeforeDelay,
    windowMs,
  });
  const addressFailures = counter({
    name: 'login-account-address',
    max: settings.failuresPerAddress,
    windowMs,
  });
  // A line break cannot be part of an account nor of an address.
  const pairOf = (account: string, address: string) => `${account}\n${address}`;

  return {
    async attempt(request, login) {
      const account = await aliases.accountOf(login);
      const pair = pairOf(account, request.ip);
      const fromHere = await addressFailures.peek(pair);
      if (fromHere.count >= settings.failuresPerAddress) {
        throw new BffError(429, tooManyAttemptsMessage(fromHere.msBeforeReset));
      }
      const wait = loginDelayMs((await accountFailures.peek(account)).count, settings);
      if (wait > 0) await sleep(wait);
      return {
        async failed() {
          const [all] = await Promise.all([
            accountFailures.add(account),
            addressFailures.add(pair),
          ]);
          // Said once per window, for whoever watches the logs: someone is guessing this account.
          if (all.count === settings.failuresBeforeDelay) {
            log.warn(
              { account, failures: all.count },
              'échecs de connexion répétés : chaque tentative sur ce compte attend désormais',
            );
          }
        },
        async succeeded(user) {
          const opened = await aliases.learn(login, user);
          await Promise.all([
            accountFailures.reset(account),
            addressFailures.reset(pair),
            opened === account ? null : accountFailures.reset(opened),
            opened === account ? null : addressFailures.reset(pairOf(opened, request.ip)),
          ]);
        },
      };
    },
  };
}

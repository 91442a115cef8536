// The account behind a login typed at the login page. The model API opens one account under
// several names: its e-mail, its login and, for the institute's staff, the bare agent code
// (`jdupont`, `INSTITUT\jdupont`, `jean.dupont@institut-demo.fr`). Counting failures per name typed
// would give an account with three names three times the tries, so each name is counted under its
// account:
// - by rule, the same name in any case, with or without spaces around or the institute's domain
//   prefix (`displayLogin`);
// - by what the API said: each successful login tells the account's login and e-mail, remembered
//   as aliases (in Redis with the replicas, for 30 days; here, the most recent ones).
// A name never seen opening an account is counted as itself until it is.
import { displayLogin } from '@agro/domain/session';
import { hashedKey } from '../external/counters.ts';
import type { SharedState } from '../external/shared-state.ts';

export interface AccountAliases {
  /** The account a login typed stands for, as far as is known. */
  accountOf(login: string): Promise<string>;
  /** After a successful login: remembers the account's names; answers the account. */
  learn(typed: string, user: { login: string; email?: string | null }): Promise<string>;
}

const LOCAL_ALIASES_KEPT = 20_000;
const ALIAS_DAYS = 30;

export function createAccountAliases(
  shared: SharedState,
  instituteKeyword: string,
): AccountAliases {
  const local = new Map<string, string>();
  const name = (login: string) => displayLogin(login.trim(), instituteKeyword).trim().toLowerCase();
  const redisKey = (alias: string) => `alias:${hashedKey(alias)}`;

  function remember(alias: string, account: string): void {
    local.delete(alias);
    if (local.size >= LOCAL_ALIASES_KEPT) {
      const oldest = local.keys().next().value;
      if (oldest !== undefined) local.delete(oldest);
    }
    local.set(alias, account);
  }

  return {
    async accountOf(login) {
      const alias = name(login);
      const known = local.get(alias);
      if (known !== undefined) return known;
      const { redis } = shared;
      if (redis && shared.status() === 'shared') {
        try {
          const account = await redis.get(redisKey(alias));
          if (account !== null) {
            remember(alias, account);
            return account;
          }
        } catch (error) {
          shared.failed('alias de comptes', error);
        }
      }
      return alias;
    },
    async learn(typed, user) {
      const account = name(user.login);
      const aliases = new Set([name(typed), account, ...(user.email ? [name(user.email)] : [])]);
      for (const alias of aliases) remember(alias, account);
      const { redis } = shared;
      if (redis && shared.status() === 'shared') {
        try {
          await Promise.all(
            [...aliases].map((alias) =>
              redis.set(redisKey(alias), account, 'EX', ALIAS_DAYS * 86_400),
            ),
          );
        } catch (error) {
          shared.failed('alias de comptes', error);
        }
      }
      return account;
    },
  };
}

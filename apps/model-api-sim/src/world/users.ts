// Accounts as the API shows them: the user record with rights and, for external advisers, the
// per-service adviser ids and the count of farmer consents still to validate.
import type { User } from '@agro/contracts/entities/platform';
import { displayLogin } from '@agro/domain/session';
import type { UserAccount } from './types.ts';
import type { World } from './world.ts';

/** Finds an account by e-mail, full login or, for institute staff, the bare agent code. */
export function findAccount(
  world: World,
  input: string,
  instituteKeyword: string,
): UserAccount | null {
  const wanted = input.trim().toLowerCase();
  if (wanted === '') return null;
  return (
    world.users.find(
      (user) =>
        user.email.toLowerCase() === wanted ||
        user.login.toLowerCase() === wanted ||
        displayLogin(user.login, instituteKeyword).toLowerCase() === wanted,
    ) ?? null
  );
}

export function findAccountByLogin(world: World, login: string): UserAccount | null {
  return world.users.find((user) => user.login === login) ?? null;
}

/** Links of an adviser that wait for the adviser's validation. */
export function pendingValidations(world: World, adviserId: number): number {
  let count = 0;
  for (const link of world.links.values()) {
    if (link.adviserId === adviserId && link.validation === null) count++;
  }
  return count;
}

export function userView(world: World, account: UserAccount): User {
  const adviserId = account.adviserId;
  const services =
    adviserId === null
      ? []
      : [...world.subscriptions.values()]
          .filter((sub) => sub.adviserId === adviserId)
          .map((sub) => ({ service: sub.service, id_conseiller: adviserId }));
  return {
    login: account.login,
    userName: account.userName,
    email: account.email,
    externe: account.externe,
    externeInfos:
      account.externe && adviserId !== null
        ? {
            services,
            cgu: account.cgu,
            id_conseiller: adviserId,
            non_valid: pendingValidations(world, adviserId),
          }
        : null,
    profilsADPU: account.profilsADPU,
    droitsTPC: account.droitsTPC,
  };
}

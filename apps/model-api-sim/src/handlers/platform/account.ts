// Authentication and account calls (spec 1 §7 "Authentication and account").
import { isInstituteStaff } from '@agro/domain/session';
import { passwordErrors } from '@agro/domain/validation';
import { randomInt } from 'node:crypto';
import { ApiError, badRequest, forbidden, notFound } from '../../errors.ts';
import { findAccount, userView } from '../../world/users.ts';
import type { UserAccount } from '../../world/types.ts';
import type { HandlerMap } from '../types.ts';

const BAD_CREDENTIALS = 'Identifiant ou mot de passe incorrect';

/** A password that passes the platform's own rule (12 characters, a digit, a special one). */
function newPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  let password = '';
  for (let i = 0; i < 10; i++) password += letters[randomInt(letters.length)];
  return `${password}${randomInt(10, 99)}!`;
}

/**
 * Whether the password opens the account. A reset's pending password, used for the first time,
 * becomes the password and the old one stops working; until then both open the account, so a
 * reset requested by someone else locks nobody out.
 */
function opensAccount(account: UserAccount, password: string): boolean {
  if (account.password === password) return true;
  if (account.pendingPassword !== password) return false;
  account.password = password;
  delete account.pendingPassword;
  return true;
}

export const accountHandlers: HandlerMap = {
  login: ({ body, world, config, issueToken }) => {
    const account = findAccount(world, body.login, config.platform.instituteKeyword);
    if (!account || !opensAccount(account, body.password)) {
      throw new ApiError(401, BAD_CREDENTIALS);
    }
    return { token: issueToken(account), user: userView(world, account) };
  },

  loginInvite: ({ body, world, config, issueToken }) => {
    const account = findAccount(world, body.login, config.platform.instituteKeyword);
    if (!account) throw notFound('Utilisateur');
    return { token: issueToken(account), user: userView(world, account) };
  },

  currentUser: ({ caller, world }) => {
    if (!caller) throw new ApiError(401, 'Authentification requise');
    return { data: userView(world, caller) };
  },

  passwordReset: ({ body, world, config, now }) => {
    const account = findAccount(world, body.mail, config.platform.instituteKeyword);
    if (!account || account.email.toLowerCase() !== body.mail.toLowerCase()) return { envoi: 0 };
    // Staff passwords belong to the institute's directory, not to this API.
    if (isInstituteStaff(account.email, config.platform.instituteKeyword)) return { envoi: 0 };
    // Pending only: the old password keeps working until this one is used (a later reset
    // replaces it), so whoever asks for a reset of another's address cannot lock them out.
    const pending = newPassword();
    account.pendingPassword = pending;
    world.outbox.push({
      at: now.toISOString(),
      subject: 'Réinitialisation du mot de passe',
      body: `Bonjour,\n\nVotre nouveau mot de passe : ${pending}\n\n${config.platform.productName}`,
      recipients: [account.email],
      sender: config.platform.supportEmail,
    });
    return { envoi: 1 };
  },

  passwordChange: ({ body, caller, config }) => {
    if (!caller) throw new ApiError(401, 'Authentification requise');
    if (isInstituteStaff(caller.email, config.platform.instituteKeyword)) return { envoi: 0 };
    if (caller.email.toLowerCase() !== body.mail.toLowerCase()) {
      throw forbidden('Vous ne pouvez changer que votre propre mot de passe');
    }
    if (caller.password !== body.oldMdp) return { envoi: 0 };
    const errors = passwordErrors(body.newMdp);
    if (errors.length > 0) throw badRequest(errors.join(' ; '));
    caller.password = body.newMdp;
    // The password the user just chose wins over one mailed earlier and not used yet.
    delete caller.pendingPassword;
    return { envoi: 1 };
  },
};

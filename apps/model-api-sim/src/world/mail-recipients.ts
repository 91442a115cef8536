// Whom the API's `send-email` writes to (security review, finding 3). The mail leaves from the
// platform's support address, so a caller who could name any recipient could mail anybody in the
// institute's name: the API sends only to people it knows (accounts, farmers who gave their
// e-mail, the recalage requesters, the support address) and to the domains the deployment allows.
import { requesterEmails } from './recalage/requests.ts';
import type { World } from './world.ts';

export interface RecipientRules {
  supportEmail: string;
  instituteKeyword: string;
  /** Domains any address of which is accepted (SIM_MAIL_RECIPIENT_DOMAINS), in lower case. */
  domains: readonly string[];
}

const normalised = (address: string) => address.trim().toLowerCase();

/** The addresses the world knows, in lower case: built per call, e-mails are rare. */
function knownAddresses(world: World, rules: RecipientRules): Set<string> {
  const known = [
    rules.supportEmail,
    ...world.users.map((user) => user.email),
    ...world.farmers.flatMap((farmer) => (farmer.record?.mail ? [farmer.record.mail] : [])),
    // The recalage reports (`mail/rapport`) go to the requesters, some of whom have no account.
    ...requesterEmails(world, rules.instituteKeyword),
  ];
  return new Set(known.map(normalised));
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** The recipients the API refuses to write to, as the caller wrote them (none: all accepted). */
export function refusedRecipients(
  world: World,
  recipients: readonly string[],
  rules: RecipientRules,
): string[] {
  const known = knownAddresses(world, rules);
  return recipients.filter((recipient) => {
    const address = normalised(recipient);
    return !known.has(address) && !rules.domains.includes(domainOf(address));
  });
}

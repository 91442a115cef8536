// `pnpm consent-link AGRI0001 OP01 CLI01 MILDIOU [--days 30 | --expire 2030-12-31]
// [--base http://localhost:8080]` prints a farmer's signed consent link, signed with
// CONSENT_LINK_SECRET: the same key and the same signing code as the BFF that will check it.
import { parseArgs } from 'node:util';
import { readConsentConfig } from '../config.ts';
import {
  consentLinkUrl,
  expireAfterDays,
  isIsoDay,
} from '../plugins/app/consent/link-signature.ts';

const USAGE =
  'usage : pnpm consent-link <agri> <operateur> <client> <service> [--days N | --expire AAAA-MM-JJ] [--base URL]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function main(argv: string[]): void {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        days: { type: 'string' },
        expire: { type: 'string' },
        base: { type: 'string', default: 'http://localhost:8080' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [agri, operateur, client, service] = positionals.map((value) => value.trim());
  if (positionals.length !== 4 || !agri || !operateur || !client || !service) {
    fail('Il faut les quatre codes : agriculteur, opérateur, client et service.');
  }
  let config;
  try {
    config = readConsentConfig(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  // A random key would sign a link that no BFF accepts.
  if (config.linkSecretGenerated) fail('CONSENT_LINK_SECRET doit être défini (la clé du BFF).');
  if (values.days !== undefined && values.expire !== undefined) {
    fail('--days et --expire ne vont pas ensemble.');
  }
  let expire: string;
  if (values.expire !== undefined) {
    if (!isIsoDay(values.expire))
      fail(`--expire doit être une date AAAA-MM-JJ (reçu : ${values.expire})`);
    expire = values.expire;
  } else {
    const days = values.days === undefined ? config.defaultLinkDays : Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 366) {
      fail(`--days doit être un entier entre 1 et 366 (reçu : ${values.days})`);
    }
    expire = expireAfterDays(new Date(), days);
  }
  process.stdout.write(
    `${consentLinkUrl(values.base, { agri, operateur, client, service }, expire, config.linkSecret)}\n`,
  );
}

main(process.argv.slice(2));

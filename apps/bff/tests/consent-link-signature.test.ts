// The signed consent link: any change of a field or of the signature breaks it, it works through
// its last day (Paris) and not after, and every link signed verifies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readConsentConfig } from '../src/config.ts';
import {
  canonicalMessage,
  consentLinkUrl,
  expireAfterDays,
  isCleanField,
  signConsentLink,
  verifyConsentLink,
  type ConsentContext,
  type SignedConsentLink,
} from '../src/plugins/app/consent/link-signature.ts';

const KEY = 'unit-test-consent-link-key-0123456789abcdef';
const CONTEXT: ConsentContext = {
  agri: 'AGRI0001',
  operateur: 'OP01',
  client: 'CLI01',
  service: 'MILDIOU',
};
const EXPIRE = '2030-12-31';
/** Noon in Paris on 2026-06-15. */
const NOW = new Date('2026-06-15T10:00:00Z');

function signed(context = CONTEXT, expire = EXPIRE, key = KEY): SignedConsentLink {
  return { ...context, expire, signature: signConsentLink(context, expire, key) };
}

describe('consent link signature', () => {
  it('verifies a link signed with the same key, and no other key', () => {
    expect(verifyConsentLink(signed(), KEY, NOW)).toEqual({ valid: true });
    expect(verifyConsentLink(signed(), `${KEY}x`, NOW)).toEqual({
      valid: false,
      reason: 'signature',
    });
  });

  it('signs the canonical message agri, operateur, client, service, expire', () => {
    expect(canonicalMessage(CONTEXT, EXPIRE)).toBe('AGRI0001\nOP01\nCLI01\nMILDIOU\n2030-12-31');
  });

  for (const field of ['agri', 'operateur', 'client', 'service', 'expire'] as const) {
    it(`refuses a link whose ${field} was changed`, () => {
      const link = signed();
      const changed = { ...link, [field]: field === 'expire' ? '2031-01-01' : `${link[field]}2` };
      expect(verifyConsentLink(changed, KEY, NOW)).toEqual({ valid: false, reason: 'signature' });
    });
  }

  it('refuses a changed signature, including a second spelling of the same bytes', () => {
    const link = signed();
    const first = link.signature[0] === 'A' ? 'B' : 'A';
    expect(
      verifyConsentLink({ ...link, signature: first + link.signature.slice(1) }, KEY, NOW),
    ).toEqual({ valid: false, reason: 'signature' });
    // The last of 43 base64url characters carries 2 unused bits: another letter, same bytes.
    const last = link.signature.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] as string;
    expect(
      verifyConsentLink({ ...link, signature: link.signature.slice(0, -1) + sibling }, KEY, NOW),
    ).toEqual({ valid: false, reason: 'signature' });
    expect(verifyConsentLink({ ...link, signature: `${link.signature}=` }, KEY, NOW).valid).toBe(
      false,
    );
    expect(verifyConsentLink({ ...link, signature: '' }, KEY, NOW).valid).toBe(false);
  });

  it('works through its last day in Paris, not the day after', () => {
    const link = signed(CONTEXT, '2026-06-15');
    // 23:59 in Paris (summer time, UTC+2) is still the 15th; 00:00 is the 16th.
    expect(verifyConsentLink(link, KEY, new Date('2026-06-15T21:59:59Z')).valid).toBe(true);
    expect(verifyConsentLink(link, KEY, new Date('2026-06-15T22:00:00Z'))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuses malformed links and will not sign fields that could be confused', () => {
    expect(verifyConsentLink({ ...signed(), expire: '2030-02-30' }, KEY, NOW)).toEqual({
      valid: false,
      reason: 'malformed',
    });
    expect(verifyConsentLink({ ...signed(), expire: '1924905600' }, KEY, NOW).valid).toBe(false);
    expect(() => signConsentLink({ ...CONTEXT, agri: 'A\nB' }, EXPIRE, KEY)).toThrow();
    expect(() => signConsentLink({ ...CONTEXT, client: '' }, EXPIRE, KEY)).toThrow();
    expect(() => signConsentLink(CONTEXT, '31/12/2030', KEY)).toThrow();
  });

  it('builds the web link with every field and the signature, URL-encoded', () => {
    const url = new URL(
      consentLinkUrl('https://site.example/', { ...CONTEXT, agri: 'A&B 1' }, EXPIRE, KEY),
    );
    expect(url.origin + url.pathname).toBe('https://site.example/consentement/compte');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({ agri: 'A&B 1', operateur: 'OP01', expire: EXPIRE });
    expect(verifyConsentLink(query as unknown as SignedConsentLink, KEY, NOW).valid).toBe(true);
    expect(consentLinkUrl('', CONTEXT, EXPIRE, KEY)).toMatch(/^\/consentement\/compte\?agri=/);
  });

  it('gives the day n days ahead as the last day', () => {
    expect(expireAfterDays(NOW, 30)).toBe('2026-07-15');
  });

  it('property: every link signed verifies until its last day, and not with a changed field', () => {
    const code = fc.string({ minLength: 1, maxLength: 20 }).filter(isCleanField);
    fc.assert(
      fc.property(
        fc.record({ agri: code, operateur: code, client: code, service: code }),
        fc.integer({ min: 0, max: 3650 }),
        fc.string({ minLength: 32, maxLength: 64 }),
        fc.constantFrom('agri', 'operateur', 'client', 'service'),
        (context, days, key, field) => {
          const expire = expireAfterDays(NOW, days);
          const link = signed(context, expire, key);
          expect(verifyConsentLink(link, key, NOW).valid).toBe(true);
          const other = { ...link, [field]: `${link[field]}x` };
          expect(verifyConsentLink(other, key, NOW).valid).toBe(false);
        },
      ),
    );
  });
});

describe('consent configuration', () => {
  it('defaults: a random key (flagged), sessions of 120 minutes, links of 30 days', () => {
    const config = readConsentConfig({});
    expect(config.linkSecretGenerated).toBe(true);
    expect(config.linkSecret.length).toBeGreaterThanOrEqual(32);
    expect(readConsentConfig({}).linkSecret).not.toBe(config.linkSecret);
    expect(config).toMatchObject({ sessionMinutes: 120, defaultLinkDays: 30 });
  });

  it('reads the key and the lengths, and refuses a short key', () => {
    expect(
      readConsentConfig({
        CONSENT_LINK_SECRET: KEY,
        CONSENT_SESSION_MINUTES: '15',
        CONSENT_LINK_DAYS: '7',
      }),
    ).toEqual({
      linkSecret: KEY,
      linkSecretGenerated: false,
      sessionMinutes: 15,
      defaultLinkDays: 7,
    });
    expect(() => readConsentConfig({ CONSENT_LINK_SECRET: 'court' })).toThrow(/32 caractères/);
    expect(() => readConsentConfig({ CONSENT_SESSION_MINUTES: '0' })).toThrow(
      /CONSENT_SESSION_MINUTES/,
    );
  });
});

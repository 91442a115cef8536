import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTITUTE_NAME,
  TERMS_VERSION,
  defaultProfile,
  displayLogin,
  farmerTermsAccepted,
  isCurrentTermsVersion,
  isInstituteStaff,
  isLoggedIn,
  mustAcceptTerms,
  normaliseFarmerTerms,
  readJwtPayload,
  sessionState,
  tokenExpiresAt,
  tokenExpirySeconds,
  userTermsAccepted,
  withAcceptedFarmerTerms,
} from './session.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Independent base64url encoder for the tests (UTF-8 through encodeURIComponent). */
function base64Url(text: string): string {
  const bytes: number[] = [];
  const escaped = encodeURIComponent(text);
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]).join('');
    out += chars.slice(0, bytes.length - i >= 3 ? 4 : bytes.length - i + 1);
  }
  return out;
}

function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2ln`;
}

const NOW = new Date('2026-11-21T10:00:00Z');
const NOW_S = NOW.getTime() / 1000;

describe('readJwtPayload', () => {
  it('reads the well-known jwt.io example token', () => {
    const token =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    expect(readJwtPayload(token)).toEqual({
      sub: '1234567890',
      name: 'John Doe',
      iat: 1516239022,
    });
  });

  it('decodes base64url characters and UTF-8 accents and emoji', () => {
    // Encoded by Node's Buffer 'base64url': contains a '-' and multi-byte characters.
    const token = 'x.eyJleHAiOjE3MDAwMDAwMDAsIm5hbWUiOiLDiWxvZGllIMOcbmFsIOKckyDwn4y-In0.y';
    expect(readJwtPayload(token)).toEqual({ exp: 1700000000, name: 'Élodie Ünal ✓ 🌾' });
  });

  it('decodes every unpadded length and tolerates padding', () => {
    expect(readJwtPayload('h.eyJhIjoxfQ.s')).toEqual({ a: 1 });
    expect(readJwtPayload('h.eyJhYiI6MX0.s')).toEqual({ ab: 1 });
    expect(readJwtPayload('h.eyJhYmMiOjF9.s')).toEqual({ abc: 1 });
    expect(readJwtPayload('h.eyJhIjoxfQ==.s')).toEqual({ a: 1 });
  });

  it('accepts an empty signature (unsecured JWT) since nothing is verified here', () => {
    expect(readJwtPayload('h.eyJhIjoxfQ.')).toEqual({ a: 1 });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['one part', 'eyJhIjoxfQ'],
    ['two parts', 'h.eyJhIjoxfQ'],
    ['four parts', 'h.eyJhIjoxfQ.s.x'],
    ['empty payload', 'h..s'],
    ['standard base64 characters', 'h.eyJhIjoi+/8ifQ.s'],
    ['impossible length', 'h.eyJhI.s'],
    ['not JSON', `h.${base64Url('not json')}.s`],
    ['a JSON array', `h.${base64Url('[1,2]')}.s`],
    ['a JSON string', `h.${base64Url('"exp"')}.s`],
    ['JSON null', `h.${base64Url('null')}.s`],
    ['invalid UTF-8', 'h.gA.s'],
  ])('returns null for %s', (_label, token) => {
    expect(readJwtPayload(token)).toBeNull();
  });

  it('reads back any JSON object payload', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 6,
        }),
        (payload) => {
          const expected: unknown = JSON.parse(JSON.stringify(payload));
          expect(readJwtPayload(jwt(payload))).toEqual(expected);
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const payload = readJwtPayload(text);
        expect(payload === null || typeof payload === 'object').toBe(true);
      }),
    );
  });
});

describe('token expiry', () => {
  it('reads exp in seconds', () => {
    expect(tokenExpirySeconds(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000);
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_000 }))).toEqual(new Date(1_800_000_000_000));
  });

  it.each([
    ['missing', {}],
    ['a numeric string', { exp: '1800000000' }],
    ['null', { exp: null }],
    ['a boolean', { exp: true }],
  ])('ignores an exp that is %s', (_label, payload) => {
    expect(tokenExpirySeconds(jwt(payload))).toBeNull();
    expect(tokenExpiresAt(jwt(payload))).toBeNull();
    expect(isLoggedIn(jwt(payload), NOW)).toBe(false);
  });
});

describe('isLoggedIn', () => {
  it('is logged in while exp is in the future', () => {
    expect(isLoggedIn(jwt({ exp: NOW_S + 3600 }), NOW)).toBe(true);
  });

  it('reads exp as seconds, not milliseconds', () => {
    // An exp in milliseconds would look valid for ages if misread; in seconds it is long gone.
    expect(isLoggedIn(jwt({ exp: NOW_S - 1 }), NOW)).toBe(false);
    expect(isLoggedIn(jwt({ exp: NOW_S + 1 }), NOW)).toBe(true);
  });

  it('treats the expiry instant itself as expired, one millisecond before as valid', () => {
    const token = jwt({ exp: NOW_S });
    expect(isLoggedIn(token, NOW)).toBe(false);
    expect(isLoggedIn(token, new Date(NOW.getTime() - 1))).toBe(true);
  });

  it('is logged out with no token, a malformed token or an invalid date', () => {
    expect(isLoggedIn(null, NOW)).toBe(false);
    expect(isLoggedIn(undefined, NOW)).toBe(false);
    expect(isLoggedIn('', NOW)).toBe(false);
    expect(isLoggedIn('garbage', NOW)).toBe(false);
    expect(isLoggedIn(jwt({ exp: NOW_S + 3600 }), new Date(Number.NaN))).toBe(false);
  });

  it('agrees with exp * 1000 > now for any exp and now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (exp, nowMs) => {
          expect(isLoggedIn(jwt({ exp }), new Date(nowMs))).toBe(exp * 1000 > nowMs);
        },
      ),
    );
  });
});

describe('sessionState', () => {
  it('gives the expiry when logged in', () => {
    expect(sessionState(jwt({ exp: NOW_S + 60 }), NOW)).toEqual({
      loggedIn: true,
      expiresAt: new Date((NOW_S + 60) * 1000),
    });
  });

  it('is logged out when expired or absent', () => {
    expect(sessionState(jwt({ exp: NOW_S }), NOW)).toEqual({ loggedIn: false });
    expect(sessionState(null, NOW)).toEqual({ loggedIn: false });
  });
});

describe('terms of use', () => {
  it('uses version v3', () => {
    expect(TERMS_VERSION).toBe('v3');
  });

  it('accepts only exactly v3', () => {
    expect(isCurrentTermsVersion('v3')).toBe(true);
    for (const other of ['v2', 'V3', ' v3', 'v3 ', '', 'v4', null, undefined]) {
      expect(isCurrentTermsVersion(other)).toBe(false);
    }
  });

  it('reads the user version from externeInfos.cgu', () => {
    expect(userTermsAccepted({ externe: true, externeInfos: { cgu: 'v3' } })).toBe(true);
    expect(userTermsAccepted({ externe: true, externeInfos: { cgu: 'v2' } })).toBe(false);
    expect(userTermsAccepted({ externe: true, externeInfos: { cgu: null } })).toBe(false);
    expect(userTermsAccepted({ externe: true, externeInfos: null })).toBe(false);
    expect(userTermsAccepted({ externe: true })).toBe(false);
    expect(userTermsAccepted(null)).toBe(false);
  });

  it('opens the terms modal by itself only for external users without v3', () => {
    expect(mustAcceptTerms({ externe: true, externeInfos: { cgu: 'v2' } })).toBe(true);
    expect(mustAcceptTerms({ externe: true, externeInfos: null })).toBe(true);
    expect(mustAcceptTerms({ externe: true, externeInfos: { cgu: 'v3' } })).toBe(false);
    expect(mustAcceptTerms({ externe: false, externeInfos: null })).toBe(false);
    expect(mustAcceptTerms({ externe: null })).toBe(false);
    expect(mustAcceptTerms(null)).toBe(false);
  });

  it('resets a farmer cgu that is not v3 to an empty string', () => {
    expect(normaliseFarmerTerms('v3')).toBe('v3');
    expect(normaliseFarmerTerms('v2')).toBe('');
    expect(normaliseFarmerTerms('V3')).toBe('');
    expect(normaliseFarmerTerms(null)).toBe('');
    expect(normaliseFarmerTerms(undefined)).toBe('');
    expect(farmerTermsAccepted('v3')).toBe(true);
    expect(farmerTermsAccepted('')).toBe(false);
    expect(farmerTermsAccepted(null)).toBe(false);
  });

  it('sets cgu to v3 when the farmer saves, keeping the other fields', () => {
    const farmer = { id_agri: 7, nom_agri: 'Martin', cgu: null };
    expect(withAcceptedFarmerTerms(farmer)).toEqual({ id_agri: 7, nom_agri: 'Martin', cgu: 'v3' });
    expect(farmer.cgu).toBeNull();
  });
});

describe('defaultProfile', () => {
  it('picks the profile flagged isDefaut', () => {
    const profiles = [
      { code: 'TECH', isDefaut: false },
      { code: 'CONSEIL', isDefaut: true },
      { code: 'ADMIN', isDefaut: null },
    ];
    expect(defaultProfile(profiles)).toEqual({ code: 'CONSEIL', isDefaut: true });
  });

  it('picks the first one when several are flagged', () => {
    expect(
      defaultProfile([
        { code: 'A', isDefaut: true },
        { code: 'B', isDefaut: true },
      ])?.code,
    ).toBe('A');
  });

  it('is null when no profile is flagged, the list is empty or missing', () => {
    expect(defaultProfile([{ code: 'A' }, { code: 'B', isDefaut: false }])).toBeNull();
    expect(defaultProfile([])).toBeNull();
    expect(defaultProfile(null)).toBeNull();
    expect(defaultProfile(undefined)).toBeNull();
  });
});

describe('isInstituteStaff', () => {
  it('recognises an e-mail containing the institute name in any case', () => {
    expect(DEFAULT_INSTITUTE_NAME).toBe('institut');
    expect(isInstituteStaff('j.dupont@institut.fr')).toBe(true);
    expect(isInstituteStaff('J.Dupont@INSTITUT.FR')).toBe(true);
    expect(isInstituteStaff('institut-support@example.org')).toBe(true);
  });

  it('does not flag other e-mails', () => {
    expect(isInstituteStaff('conseiller@chambre-agri.fr')).toBe(false);
    expect(isInstituteStaff('instit@example.org')).toBe(false);
  });

  it('uses the institute name given', () => {
    expect(isInstituteStaff('a.b@terres-inovia.fr', 'Terres-Inovia')).toBe(true);
    expect(isInstituteStaff('a.b@institut-demo.fr', 'terres-inovia')).toBe(false);
  });

  it('is false for empty or missing e-mails and an empty institute name', () => {
    expect(isInstituteStaff('')).toBe(false);
    expect(isInstituteStaff(null)).toBe(false);
    expect(isInstituteStaff(undefined)).toBe(false);
    expect(isInstituteStaff('anyone@example.org', '')).toBe(false);
    expect(isInstituteStaff('anyone@example.org', '   ')).toBe(false);
  });
});

describe('displayLogin', () => {
  it('strips the institute domain prefix with a backslash or a slash, in any case', () => {
    expect(displayLogin('INSTITUT\\jdupont')).toBe('jdupont');
    expect(displayLogin('institut\\jdupont')).toBe('jdupont');
    expect(displayLogin('institut/jdupont')).toBe('jdupont');
    expect(displayLogin('Institut/JDupont')).toBe('JDupont');
  });

  it('strips the prefix once only', () => {
    expect(displayLogin('INSTITUT\\INSTITUT\\jdupont')).toBe('INSTITUT\\jdupont');
  });

  it('keeps logins without the prefix unchanged', () => {
    expect(displayLogin('jdupont')).toBe('jdupont');
    expect(displayLogin('j.dupont@institut.fr')).toBe('j.dupont@institut.fr');
    expect(displayLogin('OTHER\\jdupont')).toBe('OTHER\\jdupont');
    expect(displayLogin('xinstitut\\jdupont')).toBe('xinstitut\\jdupont');
    expect(displayLogin('INSTITUTjdupont')).toBe('INSTITUTjdupont');
    expect(displayLogin('INSTITUT.jdupont')).toBe('INSTITUT.jdupont');
    expect(displayLogin('jdupont\\INSTITUT\\x')).toBe('jdupont\\INSTITUT\\x');
  });

  it('uses the institute name given, treating regex characters literally', () => {
    expect(displayLogin('ACME\\jd', 'acme')).toBe('jd');
    expect(displayLogin('INSTITUT\\jd', 'acme')).toBe('INSTITUT\\jd');
    expect(displayLogin('a.b/jd', 'a.b')).toBe('jd');
    expect(displayLogin('axb/jd', 'a.b')).toBe('axb/jd');
  });

  it('handles empty and missing logins', () => {
    expect(displayLogin('')).toBe('');
    expect(displayLogin(null)).toBe('');
    expect(displayLogin(undefined)).toBe('');
    expect(displayLogin('INSTITUT\\')).toBe('');
    expect(displayLogin('INSTITUT\\jd', '')).toBe('INSTITUT\\jd');
  });
});

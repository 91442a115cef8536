import { lacksNarrowSpaceBeforePunctuation, WRONG_FRENCH_FORMS } from '@agro/domain/french-texts';
import { describe, expect, it } from 'vitest';
import { CODE_MAX } from '../catalogue/input-limits.ts';
import {
  CONSENT_MAIL_FAILED_MESSAGE,
  consentRequestBody,
  NO_FARMER_MAIL_MESSAGE,
  NOT_ADVISER_SERVICE_MESSAGE,
} from './consent-request.ts';

const valid = { agri: 'AGRI0001', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' };

describe('consentRequestBody', () => {
  it('accepts the codes of a consent context, trimmed', () => {
    expect(consentRequestBody.parse({ ...valid, agri: '  AGRI0001 ' })).toEqual(valid);
  });

  it('names the empty field in French', () => {
    const result = consentRequestBody.safeParse({ ...valid, operateur: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Opérateur ne peut pas être vide');
  });

  it(`accepts ${CODE_MAX} characters and refuses one more`, () => {
    expect(consentRequestBody.safeParse({ ...valid, client: 'C'.repeat(CODE_MAX) }).success).toBe(
      true,
    );
    expect(
      consentRequestBody.safeParse({ ...valid, client: 'C'.repeat(CODE_MAX + 1) }).success,
    ).toBe(false);
  });

  it('refuses a service the consent area does not know', () => {
    expect(consentRequestBody.safeParse({ ...valid, service: 'BSV_MILDIOU' }).success).toBe(false);
  });

  // The adviser is the session's: a body naming one, or a recipient, is refused, not ignored.
  it('refuses any other field (an adviser id, a recipient)', () => {
    expect(consentRequestBody.safeParse({ ...valid, id_conseiller: 2 }).success).toBe(false);
    expect(consentRequestBody.safeParse({ ...valid, mail: 'me@example.fr' }).success).toBe(false);
  });

  it('never lets a path separator, a line break or a query through a code', () => {
    // Every printable ASCII character outside the allowed set, alone in a code, is refused.
    for (let code = 0; code < 128; code += 1) {
      const char = String.fromCharCode(code);
      const result = consentRequestBody.safeParse({ ...valid, agri: `A${char}B` });
      expect(result.success).toBe(/[A-Za-z0-9._-]/.test(char));
    }
    for (const bad of ['A/../B', 'A\nB', 'A?x=1', 'A#B', 'A B', 'Agriculteur-é']) {
      expect(consentRequestBody.safeParse({ ...valid, agri: bad }).success).toBe(false);
    }
  });
});

describe('the messages of a consent request', () => {
  it.each([NO_FARMER_MAIL_MESSAGE, NOT_ADVISER_SERVICE_MESSAGE, CONSENT_MAIL_FAILED_MESSAGE])(
    'writes %s in French typography',
    (message) => {
      expect(lacksNarrowSpaceBeforePunctuation(message)).toBe(false);
      expect(WRONG_FRENCH_FORMS.filter((wrong) => wrong.test(message))).toEqual([]);
    },
  );
});

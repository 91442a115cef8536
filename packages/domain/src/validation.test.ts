import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  FORGOTTEN_EMAIL_INVALID,
  FORGOTTEN_EMAIL_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_USERNAME_REQUIRED,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  canSubmitLogin,
  canSubmitPasswordChange,
  emailError,
  forgottenEmailError,
  isValidEmail,
  loginErrors,
  passwordErrors,
  requiredError,
  requiredMessage,
} from './validation.ts';

const REQUIRED = 'Ce champ est requis';
const TOO_SHORT = 'Le mot de passe doit faire au minimum 12 caractères';
const NO_DIGIT = 'Le mot de passe doit contenir au moins un chiffre';
const NO_SPECIAL = 'Le mot de passe doit contenir au moins un caractère spécial';

describe('required fields', () => {
  it('names the field in the message', () => {
    expect(requiredMessage('Nom')).toBe('Nom ne peut pas être vide');
    expect(requiredMessage('Raison sociale')).toBe('Raison sociale ne peut pas être vide');
  });

  it('flags empty, blank and missing values only', () => {
    expect(requiredError('Prénom', '')).toBe('Prénom ne peut pas être vide');
    expect(requiredError('Prénom', '   ')).toBe('Prénom ne peut pas être vide');
    expect(requiredError('Prénom', null)).toBe('Prénom ne peut pas être vide');
    expect(requiredError('Prénom', undefined)).toBe('Prénom ne peut pas être vide');
    expect(requiredError('Prénom', 'Anne')).toBeNull();
    expect(requiredError('Prénom', ' A ')).toBeNull();
  });
});

describe('e-mail', () => {
  it.each(['jean.dupont@exemple.fr', 'a@b.co', 'x+tag@sous.domaine.fr', ' a@b.fr '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(emailError(email)).toBeNull();
    },
  );

  it.each([
    '',
    '   ',
    'jean',
    'jean@',
    '@exemple.fr',
    'jean@exemple',
    'je an@ex.fr',
    'a@@b.fr',
    'a@b..fr',
    'a@.b.fr',
    'a@b.fr.',
  ])('rejects %j with the spec message', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailError(email)).toBe('E-mail doit être valide');
  });

  it('rejects a missing address unless the field is optional', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('E-mail doit être valide');
    expect(emailError(null)).toBe('E-mail doit être valide');
    expect(emailError(undefined)).toBe('E-mail doit être valide');
    expect(isValidEmail(null)).toBe(false);
    expect(emailError(null, { required: false })).toBeNull();
    expect(emailError('', { required: false })).toBeNull();
    expect(emailError('  ', { required: false })).toBeNull();
    expect(emailError('pas-un-mail', { required: false })).toBe('E-mail doit être valide');
  });
});

describe('password-forgotten e-mail', () => {
  it("uses the page's own messages, spelled as the spec spells them", () => {
    expect(FORGOTTEN_EMAIL_REQUIRED).toBe("L'e-mail est obligatoire");
    expect(FORGOTTEN_EMAIL_INVALID).toBe("L'e-mail n'est pas valide");
  });

  it.each(['', '   ', null, undefined])('requires an address: %j', (value) => {
    expect(forgottenEmailError(value)).toBe("L'e-mail est obligatoire");
  });

  it.each(['a', 'a@', '@b.fr', 'a@b', 'a b@c.fr', 'a@b.fr.'])('rejects %j', (value) => {
    expect(forgottenEmailError(value)).toBe("L'e-mail n'est pas valide");
  });

  it.each(['a@b.co', ' jean.dupont@exemple.fr ', 'x+tag@sous.domaine.fr'])(
    'accepts %j',
    (value) => {
      expect(forgottenEmailError(value)).toBeNull();
    },
  );

  it('agrees with the shared e-mail rule on any filled value', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => value.trim() !== ''),
        (value) => {
          expect(forgottenEmailError(value) === null).toBe(isValidEmail(value));
        },
      ),
    );
  });
});

describe('login form', () => {
  it('requires a user name and a password', () => {
    expect(LOGIN_USERNAME_REQUIRED).toBe("Le nom d'utilisateur est requis");
    expect(LOGIN_PASSWORD_REQUIRED).toBe('Mot de passe requis');
    expect(loginErrors({ username: '', password: '' })).toEqual({
      username: "Le nom d'utilisateur est requis",
      password: 'Mot de passe requis',
    });
    expect(loginErrors({ username: null, password: undefined })).toEqual({
      username: "Le nom d'utilisateur est requis",
      password: 'Mot de passe requis',
    });
  });

  it('treats a blank user name as missing but keeps a password of spaces', () => {
    expect(loginErrors({ username: '  ', password: '   ' })).toEqual({
      username: "Le nom d'utilisateur est requis",
      password: null,
    });
  });

  it('enables submit only when both are filled', () => {
    expect(canSubmitLogin({ username: 'jdupont', password: 'x' })).toBe(true);
    expect(canSubmitLogin({ username: 'jdupont', password: '' })).toBe(false);
    expect(canSubmitLogin({ username: '', password: 'x' })).toBe(false);
    expect(canSubmitLogin({ username: null, password: null })).toBe(false);
  });
});

describe('password rule', () => {
  it('uses 12 characters and the special characters ! @ # $ % _ -', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect([...PASSWORD_SPECIAL_CHARACTERS]).toEqual(['!', '@', '#', '$', '%', '_', '-']);
  });

  it('accepts a password meeting every rule', () => {
    expect(passwordErrors('motdepasse1!')).toEqual([]);
    expect(passwordErrors('9-aaaaaaaaaa')).toEqual([]);
  });

  it('needs at least 12 characters: 11 fails, 12 passes', () => {
    expect(passwordErrors('abcdefghi1!')).toEqual([TOO_SHORT]);
    expect(passwordErrors('abcdefghij1!')).toEqual([]);
  });

  it('counts accented letters and emoji as one character each', () => {
    expect(passwordErrors('éééééééééé1!')).toEqual([]);
    expect(passwordErrors('🌾🌾🌾🌾🌾🌾🌾🌾🌾1!')).toEqual([TOO_SHORT]);
  });

  it('needs a digit from 0 to 9', () => {
    expect(passwordErrors('abcdefghijk!')).toEqual([NO_DIGIT]);
    expect(passwordErrors('abcdefghij٣!')).toEqual([NO_DIGIT]);
    expect(passwordErrors('abcdefghij0!')).toEqual([]);
  });

  it('accepts each listed special character and no other', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(passwordErrors(`abcdefghij1${special}`)).toEqual([]);
    }
    for (const other of ['&', '*', '?', '.', ' ', '+', '=', '€', '^']) {
      expect(passwordErrors(`abcdefghij1${other}`)).toEqual([NO_SPECIAL]);
    }
  });

  it('lists every failed rule in order', () => {
    expect(passwordErrors('abc')).toEqual([TOO_SHORT, NO_DIGIT, NO_SPECIAL]);
    expect(passwordErrors('1')).toEqual([TOO_SHORT, NO_SPECIAL]);
  });

  it('only says "required" for an empty password', () => {
    expect(passwordErrors('')).toEqual([REQUIRED]);
    expect(passwordErrors(null)).toEqual([REQUIRED]);
    expect(passwordErrors(undefined)).toEqual([REQUIRED]);
  });

  const filler = fc.string({ unit: 'grapheme', minLength: PASSWORD_MIN_LENGTH });
  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  const special = fc.constantFrom(...PASSWORD_SPECIAL_CHARACTERS);

  it('passes any password of 12 or more characters with a digit and a special character', () => {
    fc.assert(
      fc.property(filler, digit, special, fc.nat(), (text, d, s, at) => {
        const position = at % (text.length + 1);
        const password = `${text.slice(0, position)}${d}${text.slice(position)}${s}`;
        expect(passwordErrors(password)).toEqual([]);
      }),
    );
  });

  it('fails with the digit message once every digit is removed', () => {
    fc.assert(
      fc.property(filler, digit, special, (text, d, s) => {
        const withoutDigits = `${d}${text}${s}`.replace(/[0-9]/g, '');
        expect(passwordErrors(withoutDigits)).toContain(NO_DIGIT);
        expect(
          canSubmitPasswordChange({
            oldPassword: 'ancien',
            newPassword: withoutDigits,
            confirmation: withoutDigits,
          }),
        ).toBe(false);
      }),
    );
  });
});

describe('canSubmitPasswordChange', () => {
  const valid = 'nouveauMdp12!';

  it('is enabled with an old password and a valid, confirmed new one', () => {
    expect(
      canSubmitPasswordChange({ oldPassword: 'ancien', newPassword: valid, confirmation: valid }),
    ).toBe(true);
  });

  it('is disabled without the old password', () => {
    expect(
      canSubmitPasswordChange({ oldPassword: '', newPassword: valid, confirmation: valid }),
    ).toBe(false);
    expect(
      canSubmitPasswordChange({ oldPassword: null, newPassword: valid, confirmation: valid }),
    ).toBe(false);
  });

  it('is disabled when the confirmation differs', () => {
    expect(
      canSubmitPasswordChange({
        oldPassword: 'ancien',
        newPassword: valid,
        confirmation: `${valid} `,
      }),
    ).toBe(false);
    expect(
      canSubmitPasswordChange({ oldPassword: 'ancien', newPassword: valid, confirmation: null }),
    ).toBe(false);
  });

  it('uses the same 12-character minimum as the field messages (not 10)', () => {
    const tenChars = 'abcdefgh1!';
    const elevenChars = 'abcdefghi1!';
    for (const password of [tenChars, elevenChars]) {
      expect(passwordErrors(password)).toEqual([TOO_SHORT]);
      expect(
        canSubmitPasswordChange({
          oldPassword: 'ancien',
          newPassword: password,
          confirmation: password,
        }),
      ).toBe(false);
    }
  });

  it('agrees with passwordErrors for any new password', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (password) => {
        expect(
          canSubmitPasswordChange({
            oldPassword: 'ancien',
            newPassword: password,
            confirmation: password,
          }),
        ).toBe(passwordErrors(password).length === 0);
      }),
    );
  });

  it('is disabled when everything is empty', () => {
    expect(canSubmitPasswordChange({ oldPassword: '', newPassword: '', confirmation: '' })).toBe(
      false,
    );
    expect(
      canSubmitPasswordChange({
        oldPassword: undefined,
        newPassword: undefined,
        confirmation: undefined,
      }),
    ).toBe(false);
  });
});

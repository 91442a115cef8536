// Form validation messages and the password rule (spec 1, section 5). The messages keep the spec's
// wording with its spelling corrected and one word for e-mail (docs/spec-deviations.md "French text
// corrections").

/** Generic required-field message: '{field} ne peut pas être vide'. */
export function requiredMessage(field: string): string {
  return `${field} ne peut pas être vide`;
}

/** Blank text (spaces only) counts as empty: a name made of spaces is not a name. */
function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** The required message for a blank value, null when filled. */
export function requiredError(field: string, value: string | null | undefined): string | null {
  return isBlank(value) ? requiredMessage(field) : null;
}

/** The spec's 'Email doit être valide'. */
export const EMAIL_INVALID_MESSAGE = 'E-mail doit être valide';

// Deliberately simple (something@something.tld, no spaces): the mail server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Surrounding spaces are ignored (pasted addresses often carry them). */
export function isValidEmail(value: string | null | undefined): boolean {
  return value != null && EMAIL_PATTERN.test(value.trim());
}

/**
 * 'E-mail doit être valide' unless the address is valid. An empty address is invalid, except when
 * the field is optional (`required: false`), as the farmer's e-mail is.
 */
export function emailError(
  value: string | null | undefined,
  { required = true }: { required?: boolean } = {},
): string | null {
  if (!required && isBlank(value)) return null;
  return isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE;
}

/**
 * Password-forgotten page (spec 1 §5): its own wording, unlike the dialog's 'E-mail doit être
 * valide'; the spec's "l'E-mail est obligatoire" and "l'email n'est pas valide".
 */
export const FORGOTTEN_EMAIL_REQUIRED = "L'e-mail est obligatoire";
export const FORGOTTEN_EMAIL_INVALID = "L'e-mail n'est pas valide";

/**
 * The password-forgotten page's e-mail message: required first, then the same simple pattern as
 * every other e-mail field (the spec only says "a simple pattern").
 */
export function forgottenEmailError(value: string | null | undefined): string | null {
  if (isBlank(value)) return FORGOTTEN_EMAIL_REQUIRED;
  return isValidEmail(value) ? null : FORGOTTEN_EMAIL_INVALID;
}

export const LOGIN_USERNAME_REQUIRED = "Le nom d'utilisateur est requis";
export const LOGIN_PASSWORD_REQUIRED = 'Mot de passe requis';

export interface LoginForm {
  username: string | null | undefined;
  password: string | null | undefined;
}

export interface LoginErrors {
  username: string | null;
  password: string | null;
}

/** The user name is trimmed; the password is not, since spaces may be part of it. */
export function loginErrors({ username, password }: LoginForm): LoginErrors {
  return {
    username: isBlank(username) ? LOGIN_USERNAME_REQUIRED : null,
    password: password == null || password === '' ? LOGIN_PASSWORD_REQUIRED : null,
  };
}

/** Submit is disabled while the login form is invalid. */
export function canSubmitLogin(form: LoginForm): boolean {
  const errors = loginErrors(form);
  return errors.username === null && errors.password === null;
}

/**
 * One minimum for the field messages and the Send button. The spec's source says 12 in the rule,
 * 10 in the button check and 8 in the label hint; 12 is used everywhere (docs/spec-deviations.md).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_SPECIAL_CHARACTERS = ['!', '@', '#', '$', '%', '_', '-'] as const;

/** The spec's 'Ce champs est requis'. */
export const PASSWORD_REQUIRED = 'Ce champ est requis';
export const PASSWORD_TOO_SHORT = `Le mot de passe doit faire au minimum ${PASSWORD_MIN_LENGTH} caractères`;
export const PASSWORD_NEEDS_DIGIT = 'Le mot de passe doit contenir au moins un chiffre';
export const PASSWORD_NEEDS_SPECIAL = 'Le mot de passe doit contenir au moins un caractère spécial';

const specialCharacters: ReadonlySet<string> = new Set(PASSWORD_SPECIAL_CHARACTERS);

/**
 * Every message the new password fails, in display order; [] when it is acceptable. An empty
 * password only gets the required message: listing the other rules too would be noise. Length is
 * counted in characters (code points), so an accented letter or an emoji counts once; digits are
 * 0 to 9.
 */
export function passwordErrors(password: string | null | undefined): string[] {
  if (password == null || password === '') return [PASSWORD_REQUIRED];
  const characters = [...password];
  const errors: string[] = [];
  if (characters.length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_TOO_SHORT);
  if (!characters.some((char) => char >= '0' && char <= '9')) errors.push(PASSWORD_NEEDS_DIGIT);
  if (!characters.some((char) => specialCharacters.has(char))) errors.push(PASSWORD_NEEDS_SPECIAL);
  return errors;
}

export interface PasswordChangeForm {
  oldPassword: string | null | undefined;
  newPassword: string | null | undefined;
  confirmation: string | null | undefined;
}

/** Send is enabled only with an old password, a new one passing passwordErrors, and a matching confirmation. */
export function canSubmitPasswordChange({
  oldPassword,
  newPassword,
  confirmation,
}: PasswordChangeForm): boolean {
  if (oldPassword == null || oldPassword === '') return false;
  if (passwordErrors(newPassword).length > 0) return false;
  return confirmation === newPassword;
}

// Adviser administration (spec 1 §2 "Advisers list", §5 "Adviser form", §8): the adviser form's
// required fields and e-mail, a subscription's service and period (start and end bounding each
// other, 1 January to 31 December of the current year by default), the words of a link's
// validation, and the failure message of every adviser write.
import { adviserValidationState } from './consent.ts';
import { emailError, requiredError } from './validation.ts';

/** Spec 1 §8: an adviser or subscription write that did not return 1. */
export const ADVISER_WRITE_FAILED = 'Un problème est survenu.';

export interface AdviserForm {
  nom: string;
  prenom: string;
  type: string | null;
  mail: string;
}

export type AdviserFormErrors = Partial<Record<keyof AdviserForm, string>>;

/** Nom, Prénom, Type and Email required; Email valid (spec 1 §5). Organisme, phone, region free. */
export function adviserFormErrors(form: AdviserForm): AdviserFormErrors {
  const errors: AdviserFormErrors = {};
  const nom = requiredError('Nom', form.nom);
  const prenom = requiredError('Prénom', form.prenom);
  const type = requiredError('Type', form.type);
  const mail = requiredError('E-mail', form.mail) ?? emailError(form.mail);
  if (nom) errors.nom = nom;
  if (prenom) errors.prenom = prenom;
  if (type) errors.type = type;
  if (mail) errors.mail = mail;
  return errors;
}

export interface SubscriptionForm {
  service: string | null;
  /** 'YYYY-MM-DD'. */
  start: string;
  end: string;
}

export const SUBSCRIPTION_ORDER_MESSAGE = 'La date de début doit précéder la date de fin.';

/** A new subscription runs over the current year (spec 1: default 1 January to 31 December). */
export function defaultSubscriptionPeriod(today: string): { start: string; end: string } {
  const year = today.slice(0, 4);
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/**
 * The subscription's errors: Service required; both dates required; the start on or before the
 * end (the pickers bound each other, a typed date is checked the same way).
 */
export function subscriptionErrors(
  form: SubscriptionForm,
): Partial<Record<keyof SubscriptionForm, string>> {
  const errors: Partial<Record<keyof SubscriptionForm, string>> = {};
  const service = requiredError('Service', form.service);
  if (service) errors.service = service;
  const start = requiredError('Date de début', form.start);
  const end = requiredError('Date de fin', form.end);
  if (start) errors.start = start;
  if (end) errors.end = end;
  if (!start && !end && form.start > form.end) errors.end = SUBSCRIPTION_ORDER_MESSAGE;
  return errors;
}

/** How the farmers view says a link's validation (spec 1 §3: empty pending, 1 validated). */
export function validationLabel(value: string | number | null | undefined): string {
  const state = adviserValidationState(value);
  return state === 'validated' ? 'Validé' : state === 'refused' ? 'Refusé' : 'En attente';
}

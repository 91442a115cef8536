// Adviser administration (spec 1 §2 "Advisers list", §5 "Adviser form", §8): the adviser form's
// required fields and e-mail, a subscription's service and period (start and end bounding each
// other, 1 January to 31 December of the current year by default), the words of a link's
// validation, and the failure message of every adviser write.
import { adviserValidationState } from './consent.ts';
import type { StatusColour } from './status-colours.ts';
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

/** The colour of a link's validation: validated green, refused red, pending orange. */
export function validationColour(value: string | number | null | undefined): StatusColour {
  const state = adviserValidationState(value);
  return state === 'validated' ? 'green' : state === 'refused' ? 'red' : 'orange';
}

/** What an external user's record says of the advisers they are (spec 1 §3 externeInfos). */
export interface ExternalAdviserInfos {
  services?: readonly { service: string; id_conseiller: string | number }[] | null;
  id_conseiller?: string | number | null;
}

/**
 * The external adviser's adviser id per service (spec 1 §6: "per service the adviser id is taken
 * from externeInfos"), in the record's order, each service once; empty for anyone else.
 */
export function adviserIdsByService(
  infos: ExternalAdviserInfos | null | undefined,
): { service: string; id: string }[] {
  const seen = new Set<string>();
  const result: { service: string; id: string }[] = [];
  for (const entry of infos?.services ?? []) {
    const service = entry.service.trim();
    if (service === '' || seen.has(service)) continue;
    seen.add(service);
    result.push({ service, id: String(entry.id_conseiller) });
  }
  return result;
}

/** Every adviser id of an external user: the record's own and the services' ones, each once. */
export function ownAdviserIds(infos: ExternalAdviserInfos | null | undefined): string[] {
  const ids = new Set<string>();
  if (infos?.id_conseiller != null && String(infos.id_conseiller) !== '') {
    ids.add(String(infos.id_conseiller));
  }
  for (const { id } of adviserIdsByService(infos)) ids.add(id);
  return [...ids];
}

/** The services of subscriptions and consents as screens name them. */
export const SERVICE_LABELS = {
  MILDIOU: 'Mildiou',
  BILANHYDRIQUE: 'Bilan hydrique',
  BSV_MILDIOU: 'BSV mildiou',
} as const;

/** A service's name, or its code when the platform does not know it. */
export function serviceLabel(code: string): string {
  const key = code.trim();
  return key in SERVICE_LABELS ? SERVICE_LABELS[key as keyof typeof SERVICE_LABELS] : key;
}

/** The farmer's grant of access to an adviser, as its form holds it (spec 1 §5). */
export interface LinkForm {
  adviser: string | null;
  start: string;
  end: string;
  service: string;
}

/**
 * Conseiller, Date début, Date fin and Service required, the start on or before the end (the
 * pickers bound each other); the sharing mode's plots are checked on save (checkLinkSelection).
 */
export function linkFormErrors(form: LinkForm): Partial<Record<keyof LinkForm, string>> {
  const errors: Partial<Record<keyof LinkForm, string>> = {};
  const adviser = requiredError('Conseiller', form.adviser);
  if (adviser) errors.adviser = adviser;
  const period = subscriptionErrors({ service: form.service, start: form.start, end: form.end });
  if (period.service) errors.service = period.service;
  if (period.start) errors.start = period.start;
  if (period.end) errors.end = period.end;
  return errors;
}

/** A new grant runs from today to the end of the campaign's year. */
export function defaultLinkPeriod(today: string): { start: string; end: string } {
  return { start: today, end: `${today.slice(0, 4)}-12-31` };
}

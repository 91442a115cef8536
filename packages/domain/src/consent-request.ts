// An external adviser's farmers list (spec 1 §2 "Farmers management", issue 41 finding 4): which
// link lets the adviser reach the farmer's plots, which calls for a new consent, and the mail a
// farmer receives when an adviser asks for one.
import { adviserValidationState } from './consent.ts';
import { serviceLabel } from './advisers.ts';
import type { RightCode } from './rights.ts';

/** The parts of an adviser-farmer link these rules read (spec 1 §3 "Adviser-farmer link"). */
export interface ConsentLinkDates {
  date_debut: string;
  date_fin: string;
  validation_conseiller?: string | number | null;
}

/** The first 10 characters of an ISO date or date-time: the calendar day. */
const dayOf = (value: string) => value.slice(0, 10);

/**
 * The adviser sees the farmer's shared plots while the consent is validated and runs today: the
 * model API shares them only then (its plot visibility), so the list offers the way only then.
 */
export function consentOpensPlots(link: ConsentLinkDates, today: string): boolean {
  return (
    adviserValidationState(link.validation_conseiller) === 'validated' &&
    dayOf(link.date_debut) <= today &&
    today <= dayOf(link.date_fin)
  );
}

/**
 * The read right of the module whose plots a consent of `service` shares: the blight plots for
 * MILDIOU, the water-balance plots for BILANHYDRIQUE; null for a service that shares no plots
 * (BSV_MILDIOU, an unknown code). An adviser reaches a consented farmer's plots only with it, and
 * the model API gives an external adviser the right of each service they subscribe to.
 */
export function consentPlotsRight(service: string): RightCode | null {
  switch (service.trim()) {
    case 'MILDIOU':
      return 'MILDIOU';
    case 'BILANHYDRIQUE':
      return 'BH';
    default:
      return null;
  }
}

/**
 * A consent whose last day is past no longer shares anything, whatever its validation: the
 * adviser asks the farmer for a new one. A link still running (pending, refused or validated) is
 * the adviser's to validate, not to ask again.
 */
export function consentEnded(link: ConsentLinkDates, today: string): boolean {
  return dayOf(link.date_fin) < today;
}

/** The e-mail a farmer receives when an adviser asks for their consent (plain text). */
export function consentRequestEmail(input: {
  url: string;
  /** Last day the link works, 'YYYY-MM-DD'. */
  expire: string;
  productName: string;
  /** The adviser's name as their account shows it. */
  adviserName: string;
  /** The service code the consent is asked for ('MILDIOU', 'BILANHYDRIQUE'). */
  service: string;
}): { subject: string; text: string } {
  const [year, month, day] = input.expire.split('-');
  const service = serviceLabel(input.service);
  return {
    subject: `${input.productName}\u202f: ${input.adviserName} vous demande l’accès à vos données ${service}`,
    text: [
      'Bonjour,',
      '',
      `${input.adviserName} souhaite vous conseiller pour le service ${service} et vous demande l’accès aux données de vos parcelles. ` +
        'Vous choisissez dans votre espace de consentement, onglet Gestion, les conseillers qui peuvent consulter vos données et les parcelles qu’ils voient.',
      '',
      `Ouvrez votre espace de consentement par ce lien personnel, valable jusqu’au ${day}/${month}/${year} inclus\u202f:`,
      input.url,
      '',
      'Si vous ne connaissez pas ce conseiller, ignorez ce message\u202f: rien ne lui est partagé sans votre accord.',
      'Ne transmettez pas ce lien\u202f: il donne accès à votre espace.',
      '',
      'Cordialement,',
      input.productName,
    ].join('\n'),
  };
}

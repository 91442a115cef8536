// Farmer consent: plot sharing modes, link checks and adviser validation state (spec 1, sections
// 2, 3, 4 and 5).

import { farmerTermsAccepted } from './session.ts';
import { emailError, requiredError } from './validation.ts';

export const SHARING_MODES = ['all', 'allExcept', 'some'] as const;
export type SharingMode = (typeof SHARING_MODES)[number];

/** The value standing for every plot of the farmer in parcelles_inclues. */
export const ALL_PLOTS = 'all';

export type PlotId = string | number;

export interface LinkSelection {
  parcelles_inclues: PlotId[];
  parcelles_exclues: PlotId[];
}

export interface ModeSelection {
  mode: SharingMode;
  plots: PlotId[];
}

export interface InfoMessage {
  title: string;
  message: string;
}

export const CONSENT_IMPOSSIBLE_TITLE = 'Opération impossible';
export const PLOTS_REQUIRED_MESSAGE = 'Vous devez préciser les parcelles concernées.';

/**
 * Plot ids in their first order without repeats; the value 'all' is dropped because inside a
 * list of chosen plots it would turn the selection into "all plots" when the link is reloaded.
 */
function cleanPlots(plots: readonly PlotId[] | null | undefined): PlotId[] {
  const seen = new Set<PlotId>();
  for (const plot of plots ?? []) {
    if (plot !== ALL_PLOTS) seen.add(plot);
  }
  return [...seen];
}

/** The lists sent for a link (spec 1 §4 "Parcel sharing mode"); plots are ignored in mode all. */
export function toLinkSelection(
  mode: SharingMode,
  chosenPlots: readonly PlotId[] | null | undefined,
): LinkSelection {
  switch (mode) {
    case 'all':
      return { parcelles_inclues: [ALL_PLOTS], parcelles_exclues: [] };
    case 'allExcept':
      return { parcelles_inclues: [ALL_PLOTS], parcelles_exclues: cleanPlots(chosenPlots) };
    case 'some':
      return { parcelles_inclues: cleanPlots(chosenPlots), parcelles_exclues: [] };
  }
}

/**
 * The form's mode and plots for an existing link: any exclusion gives allExcept (its plots are
 * the exclusions); otherwise 'all' among the inclusions gives all; otherwise some. The upstream
 * may send the bare value 'all' instead of a list.
 */
export function fromLinkSelection(
  inclues: readonly PlotId[] | typeof ALL_PLOTS | null | undefined,
  exclues: readonly PlotId[] | null | undefined,
): ModeSelection {
  const included = inclues === ALL_PLOTS ? [ALL_PLOTS] : (inclues ?? []);
  const excluded = cleanPlots(exclues);
  if (excluded.length > 0) return { mode: 'allExcept', plots: excluded };
  if (included.includes(ALL_PLOTS)) return { mode: 'all', plots: [] };
  return { mode: 'some', plots: cleanPlots(included) };
}

/**
 * Null when the link may be saved: mode all always; some and allExcept need at least one plot.
 * Otherwise the info dialog to show.
 */
export function checkLinkSelection(
  mode: SharingMode,
  plots: readonly PlotId[] | null | undefined,
): InfoMessage | null {
  if (mode === 'all' || cleanPlots(plots).length > 0) return null;
  return { title: CONSENT_IMPOSSIBLE_TITLE, message: PLOTS_REQUIRED_MESSAGE };
}

/** The dialog shown when the farmer tries to add an adviser before filling in the account tab. */
export function farmerNotReadyMessage(tab: string): InfoMessage {
  return {
    title: CONSENT_IMPOSSIBLE_TITLE,
    message: `Avant de pouvoir ajouter un conseiller, il faut avoir rempli les informations vous concernant dans l'onglet ${tab}.`,
  };
}

/**
 * Null when an adviser may be added: the farmer's details were saved and the current terms
 * accepted (spec 1 §5); otherwise the dialog naming the tab to fill in.
 */
export function checkCanAddAdviser(
  farmer: { saved: boolean; cgu: string | null | undefined },
  tab: string,
): InfoMessage | null {
  return farmer.saved && farmerTermsAccepted(farmer.cgu) ? null : farmerNotReadyMessage(tab);
}

export type AdviserValidationState = 'pending' | 'validated' | 'refused';

/**
 * validation_conseiller: empty or missing is pending, 1 (number or text) validated, any other
 * value refused (spec 1 §3). Spaces around the text are ignored.
 */
export function adviserValidationState(
  value: string | number | null | undefined,
): AdviserValidationState {
  if (value == null) return 'pending';
  const text = String(value).trim();
  if (text === '') return 'pending';
  return text === '1' ? 'validated' : 'refused';
}

/**
 * The farmers list's default order: links not validated (pending or refused) first, then the
 * validated ones; the upstream's order is kept within each group.
 */
export function sortLinksNotValidatedFirst<
  T extends { validation_conseiller?: string | number | null },
>(links: readonly T[]): T[] {
  const isValidated = (link: T): boolean =>
    adviserValidationState(link.validation_conseiller) === 'validated';
  return [...links.filter((link) => !isValidated(link)), ...links.filter(isValidated)];
}

/** The farmer's form in the consent area's account tab (spec 1 §2, §5). */
export interface FarmerForm {
  nom_agri: string;
  prenom_agri: string;
  raison_sociale: string;
  mail: string;
  /** Whether the farmer ticked the acceptance of the current terms of use. */
  termsAccepted: boolean;
}

export type FarmerFormErrors = Partial<Record<keyof FarmerForm, string>>;

export const FARMER_TERMS_REQUIRED = "Vous devez accepter les conditions générales d'utilisation.";

/**
 * Nom, Prénom and Raison sociale required ('{field} ne peut pas être vide'), the e-mail valid when
 * given ('E-mail doit être valide'), the terms accepted; phone, address, postal code, city free.
 */
export function farmerFormErrors(form: FarmerForm): FarmerFormErrors {
  const errors: FarmerFormErrors = {};
  const checks: [keyof FarmerForm, string | null][] = [
    ['nom_agri', requiredError('Nom', form.nom_agri)],
    ['prenom_agri', requiredError('Prénom', form.prenom_agri)],
    ['raison_sociale', requiredError('Raison sociale', form.raison_sociale)],
    ['mail', emailError(form.mail, { required: false })],
    ['termsAccepted', form.termsAccepted ? null : FARMER_TERMS_REQUIRED],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** The success info of the farmer's save (spec 1 §8), naming the tab where advisers are added. */
export function farmerSavedMessage(tab: string): InfoMessage {
  return {
    title: 'Enregistrement effectué',
    message: `Vos données ont bien été enregistrées. Vous pouvez dès à présent donner accès à vos données à des conseillers en vous rendant sur l'onglet ${tab}.`,
  };
}

// French puts 0 and 1 in the singular.
const plotsWord = (n: number) => (n <= 1 ? `${n} parcelle` : `${n} parcelles`);

/** How a list says what a link shares: all plots, all but n, or n plots. */
export function sharingSummary(
  inclues: readonly PlotId[] | typeof ALL_PLOTS | null | undefined,
  exclues: readonly PlotId[] | null | undefined,
): string {
  const { mode, plots } = fromLinkSelection(inclues, exclues);
  if (mode === 'all') return 'Toutes les parcelles';
  if (mode === 'allExcept') return `Toutes sauf ${plotsWord(plots.length)}`;
  return plotsWord(plots.length);
}

/** The e-mail sending a farmer their consent link (subject and plain-text body). */
export function consentLinkEmail(input: {
  url: string;
  /** Last day the link works, 'YYYY-MM-DD'. */
  expire: string;
  productName: string;
}): { subject: string; body: string } {
  const [year, month, day] = input.expire.split('-');
  return {
    subject: `${input.productName}\u202f: votre espace de consentement`,
    body: [
      'Bonjour,',
      '',
      'Vous choisissez les conseillers qui peuvent consulter les données de vos parcelles, et les parcelles qu’ils voient. ' +
        `Ouvrez votre espace de consentement par ce lien personnel, valable jusqu’au ${day}/${month}/${year} inclus\u202f:`,
      input.url,
      '',
      'Ne transmettez pas ce lien\u202f: il donne accès à votre espace.',
      '',
      'Cordialement,',
      input.productName,
    ].join('\n'),
  };
}

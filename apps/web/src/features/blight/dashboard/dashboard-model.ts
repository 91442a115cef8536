// What the blight dashboard (spec 3 §2.2) derives from its lists: the filter bar (a country other
// than france clears and disables the departments; integrators and distributors for users who are
// not external), the cards' filters, the map's tabs. Pure functions, derived once per change; the
// BFF filters the plots (issue 43).
import type { BlightMapDay } from '@agro/contracts/bff/blight-dashboard';
import { BLIGHT_FILTER_KEYS } from '@agro/contracts/columns/blight';
import { NO, YES } from '@agro/contracts/columns/yes-no';
import type { BlightFilterLists } from '@agro/contracts/entities/blight';
import { adviceActionTemplate, adviceShort } from '@agro/domain/blight-advice';
import { BLIGHT_RISK_LEVELS, departmentsApply, showsNetworkFilters } from '@agro/domain/blight';
import {
  withFilter,
  type FilterDefinition,
  type FilterValues,
} from '../../../components/FilterBar';

const collator = new Intl.Collator('fr-FR', { sensitivity: 'base' });
const sorted = (values: Iterable<string>) => [...new Set(values)].sort(collator.compare);

/** The chosen country, if any (the filter is a single choice). */
export const chosenCountry = (filters: FilterValues): string | null =>
  filters[BLIGHT_FILTER_KEYS.country]?.[0] ?? null;

/**
 * The bar's filters, their options from `listes` (the route asks for them with the first page:
 * the browser never holds every plot to draw them from); a list not read yet offers nothing.
 */
export function blightFilterDefinitions(
  lists: BlightFilterLists | undefined,
  filters: FilterValues,
  externe: boolean | number | null | undefined,
): FilterDefinition[] {
  const countries = lists?.country ?? [];
  const departments = lists?.departement ?? [];
  const farmers = lists?.agri ?? [];
  const definitions: FilterDefinition[] = [
    // The module's decision first (issue 41), the card 'Parcelles à traiter' set from the bar.
    {
      key: BLIGHT_FILTER_KEYS.toTreat,
      label: TO_TREAT_FILTER_LABEL,
      options: [YES, NO],
      single: true,
    },
    {
      key: BLIGHT_FILTER_KEYS.country,
      label: 'Pays',
      options: sorted(countries.filter((country) => country !== '')),
      single: true,
    },
    {
      key: BLIGHT_FILTER_KEYS.department,
      label: 'Département',
      options: sorted(departments),
      disabled: !departmentsApply(chosenCountry(filters)),
    },
    {
      key: BLIGHT_FILTER_KEYS.risk,
      label: 'Risque',
      options: BLIGHT_RISK_LEVELS.map((level) => level.label),
    },
    {
      key: BLIGHT_FILTER_KEYS.advice,
      label: 'Préconisation',
      // The table's short form is the value; the option says the whole advice.
      options: adviceOptions(lists?.conseil ?? []),
    },
    {
      key: BLIGHT_FILTER_KEYS.farmer,
      label: 'Agriculteur',
      options: farmerOptions(farmers),
    },
  ];
  if (showsNetworkFilters(externe)) {
    const integrators = lists?.integrateur ?? [];
    definitions.push(
      {
        key: BLIGHT_FILTER_KEYS.integrator,
        label: 'Intégrateur',
        options: uniqueOptions(
          integrators.map((row) => ({
            value: String(row.id_integrateur),
            label: row.nom_integrateur,
          })),
        ),
      },
      {
        key: BLIGHT_FILTER_KEYS.distributor,
        label: 'Distributeur',
        options: sorted(lists?.distributeur ?? []),
      },
    );
  }
  return definitions;
}

function uniqueOptions(options: readonly { value: string; label: string }[]) {
  const byValue = new Map(options.map((option) => [option.value, option]));
  return [...byValue.values()].sort((a, b) => collator.compare(a.label, b.label));
}

/** The advice's short form (the filter's value), with what the list says in the option. */
function adviceOptions(codes: readonly (string | null)[]) {
  return uniqueOptions(
    [...new Set(codes)].map((code) => {
      const said = adviceActionTemplate(code).replace(/\{DATE\}/g, '…');
      return {
        value: adviceShort(code),
        label: adviceShort(code) === said ? said : `${adviceShort(code)} (${said})`,
      };
    }),
  );
}

function farmerOptions(
  farmers: readonly { farmer: string; nom_agri: string | null; prenom_agri: string | null }[],
) {
  return uniqueOptions(
    farmers.map((row) => {
      const name = [row.nom_agri, row.prenom_agri].filter(Boolean).join(' ');
      return { value: row.farmer, label: name === '' ? row.farmer : `${name} (${row.farmer})` };
    }),
  );
}

/** The filters after a change: a country other than france clears the departments. */
export function nextFilters(previous: FilterValues, next: FilterValues): FilterValues {
  const country = chosenCountry(next);
  if (country === chosenCountry(previous) || departmentsApply(country)) return next;
  return Object.fromEntries(
    Object.entries(next).filter(([key]) => key !== BLIGHT_FILTER_KEYS.department),
  );
}

/** The bar's filter of the plots to treat. */
export const TO_TREAT_FILTER_LABEL = 'À traiter';

/** The filters the cards set: each keeps the plots its card counts ('Oui'). */
export const CARD_FILTER_KEYS = [BLIGHT_FILTER_KEYS.toTreat, BLIGHT_FILTER_KEYS.inError] as const;
export type CardFilterKey = (typeof CARD_FILTER_KEYS)[number];

/** Whether a card's filter is on: its plots alone are kept. */
export function isCardFilterOn(filters: FilterValues, key: CardFilterKey): boolean {
  const chosen = filters[key] ?? [];
  return chosen.length === 1 && chosen[0] === YES;
}

/** The filters after a click on a card: its filter on, or off when it was on. */
export function toggledCardFilter(filters: FilterValues, key: CardFilterKey): FilterValues {
  return withFilter(filters, key, isCardFilterOn(filters, key) ? [] : [YES]);
}

/** The filters after a click on a card counting every plot: no card's filter is left. */
export function withoutCardFilters(filters: FilterValues): FilterValues {
  return CARD_FILTER_KEYS.reduce((kept, key) => withFilter(kept, key, []), filters);
}

export type MapTab = BlightMapDay;

/** The map's tabs (spec 3 §2.2); the BFF's layer colours each point by each day's risk. */
export const MAP_TABS: readonly { value: MapTab; label: string }[] = [
  { value: 'jReel', label: 'J REEL' },
  { value: 'jPrevi', label: 'J PREVI' },
  { value: 'jPlus1', label: 'J+1' },
];

export const plotDetailPath = (id: string | number) =>
  `/mildiou/parcelle/${encodeURIComponent(String(id))}`;

/** What each column of the plot table says (spec 3 §2.2: each column with a tooltip). */
export const BLIGHT_COLUMN_HELP: Readonly<Record<string, string>> = {
  agriculteur: "L'agriculteur qui cultive la parcelle.",
  parcelle: "Le nom de la parcelle et son identifiant\u202f; l'œil ouvre son détail.",
  protection:
    'Protégée\u202f: un traitement couvre encore la parcelle (sa rémanence court et la pluie ne l’a pas lessivé).',
  risque:
    'Le risque de contamination mildiou du jour\u202f: pas de risque, vigilance ou risque de contamination.',
  societe: "La raison sociale de l'exploitation.",
  editeur: "L'intégrateur (éditeur) qui suit la parcelle.",
  risque_alternariose: "La sensibilité de la parcelle à l'alternariose, quand elle est suivie.",
  stade: 'Le stade actuel de la culture.',
  conseil:
    "La préconisation du jour et sa date\u202f; en rouge, un traitement est à faire. La liste s'ouvre triée sur cette colonne\u202f: les parcelles à traiter d'abord, par risque.",
};

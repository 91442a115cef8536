// Spec 4 §2.5 Mycolis import screen: the table of the clients' Mycolis plots, its filters by
// client and department (both 'Tous' at first) and its Excel export (the same columns).
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { mycolisLabour } from '@agro/domain/mycolis';
import { CEREAL_SPECIES, type MycolisPlot } from '../entities/stages.ts';
import type { Column } from './column.ts';
import { yesNoOrBlank } from './yes-no.ts';

/** Spec 4 §9: the module's tables show 10 plots a page. */
export const MYCOLIS_PAGE_SIZE = 10;
/** The filters' "every value" choice (spec 4 §2.5: both filters default to 'Tous'). */
export const ALL = 'Tous';

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);
const speciesLabel = (code: MycolisPlot['codeespece']) =>
  CEREAL_SPECIES[Number(code) as keyof typeof CEREAL_SPECIES] ?? String(code);
const labourLabel = (labour: MycolisPlot['labour']) => {
  const ploughed = labour === null ? null : mycolisLabour(String(labour));
  return yesNoOrBlank(ploughed);
};

export const mycolisColumns: readonly Column<MycolisPlot>[] = [
  { key: 'client', header: 'Client', value: (r) => r.nom_user, width: 28 },
  { key: 'operateur', header: 'Opérateur', value: (r) => r.nom_operateur, width: 24 },
  { key: 'parcelle', header: 'Code parcelle', value: (r) => r.code_parcelle_os, width: 18 },
  {
    key: 'nom',
    header: 'Nom de la parcelle',
    value: (r) => (r.ind_parcelle === null ? null : String(r.ind_parcelle)),
    width: 24,
  },
  { key: 'espece', header: 'Espèce', value: (r) => speciesLabel(r.codeespece), width: 14 },
  { key: 'variete', header: 'Variété', value: (r) => r.variete, width: 16 },
  {
    key: 'semis',
    header: 'Date de semis',
    value: (r) => day(r.date_semis),
    type: 'date',
    width: 12,
  },
  { key: 'labour', header: 'Labour', value: (r) => labourLabel(r.labour), width: 8 },
  { key: 'precedent', header: 'Précédent', value: (r) => r.code_precedent, width: 16 },
  { key: 'departement', header: 'Département', value: (r) => r.code_dept, width: 10 },
  { key: 'commune', header: 'Commune', value: (r) => r.nom_commune, width: 22 },
  {
    key: 'calcul',
    header: 'Date de calcul',
    value: (r) => (r.date_calcul ? formatDateTimeFr(r.date_calcul) : null),
    type: 'datetime',
    width: 18,
  },
  {
    key: 'fin_previsions',
    header: 'Fin des prévisions',
    value: (r) => day(r.date_fin_previsions),
    type: 'date',
    width: 12,
  },
];

/** The screen's two filters as the table's column filters ('Tous' is no filter). */
export function mycolisFilters(client: string, departement: string): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  if (client !== ALL) filters['client'] = [client];
  if (departement !== ALL) filters['departement'] = [departement];
  return filters;
}

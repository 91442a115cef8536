// The French texts of mantine-react-table: its own French locale, corrected where it reads oddly
// or where a screen reader would say something unhelpful.
import type { MRT_Localization } from 'mantine-react-table';
import { MRT_Localization_FR } from 'mantine-react-table/locales/fr/index.esm.mjs';

export const NO_RESULT = 'Aucun résultat';
export const NO_DATA = 'Aucune donnée à afficher';

export const TABLE_LOCALIZATION: MRT_Localization = {
  ...MRT_Localization_FR,
  // Pagination reads "1-15 sur 40".
  of: 'sur',
  rowsPerPage: 'Lignes par page',
  noResultsFound: NO_RESULT,
  noRecordsToDisplay: NO_DATA,
  toggleSelectRow: 'Sélectionner la ligne',
  toggleSelectAll: 'Sélectionner toutes les lignes',
  selectedCountOfRowCountRowsSelected: '{selectedCount} ligne(s) sélectionnée(s) sur {rowCount}',
  expand: 'Développer',
  collapse: 'Réduire',
  expandAll: 'Tout développer',
  collapseAll: 'Tout réduire',
  edit: 'Modifier',
  filterEquals: 'Égal à',
  filterEqualsString: 'Égal à',
  filterWeakEquals: 'Égal à',
  filterGreaterThanOrEqualTo: 'Supérieur ou égal à',
  filterLessThanOrEqualTo: 'Inférieur ou égal à',
  filterGreaterThan: 'Supérieur à',
  filterLessThan: 'Inférieur à',
  filterStartsWith: 'Commence par',
  filterMode: 'Mode de filtre\u202f: {filterType}',
  showAll: 'Tout afficher',
};

// Spec 1 §2: the administration dashboards' files (advisers, blight statuses, water-balance billing).
import {
  bhBillingColumns,
  blightStatusColumns,
  type BhBillingRow,
  type BlightStatusRow,
} from '@agro/contracts/columns/admin-dashboards';
import { adviserListColumns, type AdviserListRow } from '@agro/contracts/columns/advisers';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { ExportDefinition, ListExport } from '../definition.ts';

const adviserList: ListExport<AdviserListRow> = {
  kind: 'list',
  name: 'conseillers',
  source: 'advisersList',
  suffix: '_conseillers.xlsx',
  sheetName: 'Conseillers',
  columns: adviserListColumns,
  keep: (query) => tableRowFilter(adviserListColumns, query),
};

/** Spec 1 §2: the potato administration dashboard's 'Excel export of statuses'. */
const blightStatuses: ListExport<BlightStatusRow> = {
  kind: 'list',
  name: 'mildiou-statuts',
  source: 'adminBlightStatuses',
  suffix: '_mildiou_statuts_calculs.xlsx',
  sheetName: 'Statuts mildiou',
  columns: blightStatusColumns,
  keep: (query) => tableRowFilter(blightStatusColumns, query),
};

/** Spec 1 §2: the water-balance administration dashboard's 'Excel export for billing'. */
const waterBalanceBilling: ListExport<BhBillingRow> = {
  kind: 'list',
  name: 'bilan-hydrique-facturation',
  source: 'adminBhBilling',
  suffix: '_bilan_hydrique_facturation.xlsx',
  sheetName: 'Facturation',
  columns: bhBillingColumns,
  keep: (query) => tableRowFilter(bhBillingColumns, query),
};

export const adminExports: readonly ExportDefinition[] = [
  adviserList as ListExport<never>,
  blightStatuses as ListExport<never>,
  waterBalanceBilling as ListExport<never>,
];

// Columns of the administration dashboards (spec 1 §2 "Administration dashboards", §3 "Dashboard
// data"): the calculation states, integrators, crops and species tables on screen, and the two
// Excel exports (the blight statuses, the water-balance billing) with the same headers and values.
import { blightStatusBadge, formatShare } from '@agro/domain/admin-dashboards';
import { cropLabel, waterBalanceStatusBadge } from '@agro/domain/water-balance';
import type { z } from 'zod';
import type {
  bhBillingRow,
  bhDashboard,
  blightDashboard,
  blightStatusRow,
  stageDashboardRow,
} from '../entities/platform.ts';
import type { Column } from './column.ts';

export type BhDashboard = z.infer<typeof bhDashboard>;
export type BlightAdminDashboard = z.infer<typeof blightDashboard>;
export type BhBillingRow = z.infer<typeof bhBillingRow>;
export type BlightStatusRow = z.infer<typeof blightStatusRow>;
export type StageDashboardRow = z.infer<typeof stageDashboardRow>;
export type BhStateRow = BhDashboard['detail_etat_calculs'][number];
export type BhIntegratorRow = BhDashboard['liste_operateurs'][number];
export type BhCropRow = BhDashboard['detail_culture'][number];
export type BlightStateRow = BlightAdminDashboard['detail_etat_calculs'][number];
export type BlightIntegratorRow = BlightAdminDashboard['liste_operateurs'][number];

const PLOTS_HEADER = 'Nombre de parcelles';
const SHARE_HEADER = 'Pourcentage';

/** The plots and share columns every count table ends with. */
function shareColumns<Row extends { nb_parcelles: number }>(
  share: (row: Row) => number,
): Column<Row>[] {
  return [
    { key: 'parcelles', header: PLOTS_HEADER, value: (row) => row.nb_parcelles, width: 14 },
    {
      key: 'pourcentage',
      header: SHARE_HEADER,
      value: (row) => formatShare(share(row)),
      sortValue: share,
      width: 12,
    },
  ];
}

export const bhStateColumns: readonly Column<BhStateRow>[] = [
  {
    key: 'statut',
    header: 'État des calculs',
    value: (row) => waterBalanceStatusBadge(row.statut_calcul_bh).label,
    width: 22,
  },
  ...shareColumns<BhStateRow>((row) => row.pourcentage_parcelles),
];

export const bhIntegratorColumns: readonly Column<BhIntegratorRow>[] = [
  { key: 'integrateur', header: 'Intégrateur', value: (row) => row.nom_operateur, width: 30 },
  ...shareColumns<BhIntegratorRow>((row) => row.pourcentage_parcelles),
];

export const bhCropColumns: readonly Column<BhCropRow>[] = [
  { key: 'culture', header: 'Culture', value: (row) => cropLabel(row.culture), width: 24 },
  { key: 'parcelles', header: PLOTS_HEADER, value: (row) => row.nb_parcelles, width: 14 },
  { key: 'surface', header: 'Surface (ha)', value: (row) => row.surface, width: 14 },
];

/** Spec 1 §2: the water-balance 'Excel export for billing', one line per integrator and crop. */
export const bhBillingColumns: readonly Column<BhBillingRow>[] = [
  { key: 'integrateur', header: 'Intégrateur', value: (row) => row.nom_operateur, width: 30 },
  { key: 'culture', header: 'Culture', value: (row) => cropLabel(row.culture), width: 24 },
  { key: 'parcelles', header: PLOTS_HEADER, value: (row) => row.nb_parcelles, width: 14 },
  { key: 'surface', header: 'Surface (ha)', value: (row) => row.surface, width: 14 },
];

export const blightStateColumns: readonly Column<BlightStateRow>[] = [
  {
    key: 'statut',
    header: 'État des calculs',
    value: (row) => blightStatusBadge(row.statut_msg).label,
    width: 40,
  },
  ...shareColumns<BlightStateRow>((row) => row.pourcentage_parcelles),
];

export const blightIntegratorColumns: readonly Column<BlightIntegratorRow>[] = [
  { key: 'integrateur', header: 'Intégrateur', value: (row) => row.name, width: 30 },
  ...shareColumns<BlightIntegratorRow>((row) => row.pourcentage_parcelles),
];

/** Spec 1 §2: the blight 'Excel export of statuses', one line per potato plot. */
export const blightStatusColumns: readonly Column<BlightStatusRow>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id, width: 10 },
  { key: 'parcelle', header: 'Parcelle', value: (row) => row.plot_name, width: 36 },
  { key: 'integrateur', header: 'Intégrateur', value: (row) => row.nom_integrateur, width: 30 },
  {
    key: 'statut',
    header: 'État des calculs',
    value: (row) => blightStatusBadge(row.statut_msg).label,
    width: 60,
  },
];

export const stageSpeciesColumns: readonly Column<StageDashboardRow>[] = [
  { key: 'espece', header: 'Espèce', value: (row) => row.libelle_espece, width: 24 },
  { key: 'parcelles', header: PLOTS_HEADER, value: (row) => row.nbr_espece, width: 14 },
  {
    key: 'pourcentage',
    header: SHARE_HEADER,
    value: (row) => formatShare(row.pourcentage),
    sortValue: (row) => row.pourcentage,
    width: 12,
  },
];

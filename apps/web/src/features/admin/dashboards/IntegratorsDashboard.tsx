// The potato (blight) and water-balance administration dashboards (spec 1 §2) read one shape of
// counts: the calculation states and the integrators, and for the water balance the crops. One
// frame shows both: the export beside the title, the integrators, plots (and surface) figures, the
// states and the integrators sections, then the module's own sections.
import type { Column } from '@agro/contracts/columns/column';
import { dashboardFigures } from '@agro/domain/admin-dashboards';
import type { ReactNode } from 'react';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { figuresOf, type QueryState } from '../../../components/dashboard-state';
import type { IndicatorCardProps } from '../../../components/IndicatorCard';
import type { StatusBadgeProps } from '../../../components/StatusBadge';
import {
  adminDashboardState,
  IntegratorsSection,
  StatesSection,
  type CountRow,
} from './CountSections';

interface IntegratorsDashboardData<State, Integrator> {
  detail_etat_calculs: readonly State[];
  liste_operateurs: readonly Integrator[];
  detail_culture?: readonly { surface: number }[];
}

export interface IntegratorsDashboardProps<State extends CountRow, Integrator extends CountRow> {
  title: string;
  /** The module's export, beside the title. */
  exportButton: ReactNode;
  dashboard: Pick<QueryState, 'isPending' | 'isSuccess' | 'isError' | 'refetch'> & {
    data?: IntegratorsDashboardData<State, Integrator>;
  };
  /** How the module's states read: their columns and each one's badge. */
  states: { columns: readonly Column<State>[]; badgeOf(row: State): StatusBadgeProps };
  /** How the module's integrators read: their columns and each one's name. */
  integrators: { columns: readonly Column<Integrator>[]; nameOf(row: Integrator): string };
  /** The crops' total surface is counted too ('Surface totale'). */
  withSurface?: boolean;
  /** After the integrators: the module's own sections. */
  children?: ReactNode;
}

export function IntegratorsDashboard<State extends CountRow, Integrator extends CountRow>({
  title,
  exportButton,
  dashboard,
  states,
  integrators,
  withSurface = false,
  children,
}: IntegratorsDashboardProps<State, Integrator>) {
  const data = dashboard.data;
  const figures = data ? dashboardFigures(data) : null;
  const cards: IndicatorCardProps[] = [
    { title: "Nombre d'intégrateurs", value: figures?.integrators },
    { title: 'Nombre de parcelles', value: figures?.plots },
  ];
  if (withSurface) cards.push({ title: 'Surface totale', value: figures?.surface, unit: 'ha' });
  return (
    <DashboardLayout
      title={title}
      actions={exportButton}
      {...adminDashboardState(dashboard)}
      figures={figuresOf(dashboard, cards)}
    >
      <StatesSection
        rows={data?.detail_etat_calculs ?? []}
        columns={states.columns}
        badgeOf={states.badgeOf}
      />
      <IntegratorsSection
        rows={data?.liste_operateurs ?? []}
        columns={integrators.columns}
        nameOf={integrators.nameOf}
      />
      {children}
    </DashboardLayout>
  );
}

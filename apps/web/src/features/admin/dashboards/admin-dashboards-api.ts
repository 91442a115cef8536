// The administration dashboards' reads (spec 1 §7 "Administration dashboards"): the water
// balance's and the blight's counts, and the cereal plots per species.
import { useQuery } from '@tanstack/react-query';
import { apiDataQuery } from '../../../lib/api-query';

/** The screen says a failure itself, with a way to try again. */

export function useBhAdminDashboard() {
  return useQuery(apiDataQuery(['admin-dashboard', 'bh'], 'adminBhDashboard'));
}

export function useBlightAdminDashboard() {
  return useQuery(apiDataQuery(['admin-dashboard', 'pdt'], 'adminBlightDashboard'));
}

export function useStageAdminDashboard() {
  return useQuery(apiDataQuery(['admin-dashboard', 'stade'], 'adminStageDashboard'));
}

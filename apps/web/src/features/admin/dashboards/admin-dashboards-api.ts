// The administration dashboards' reads (spec 1 §7 "Administration dashboards"): the water
// balance's and the blight's counts, and the cereal plots per species.
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';

const bhDashboard = apiCall('adminBhDashboard', 'GET', 'bhs/tableaudebord');
const blightDashboard = apiCall('adminBlightDashboard', 'GET', 'maladiesPdt/tableaudebord');
const stageDashboard = apiCall('adminStageDashboard', 'GET', 'previCap/tableaudebord/plots/nbr');

/** The screen says a failure itself, with a way to try again. */

export function useBhAdminDashboard() {
  return useQuery(apiDataQuery(['admin-dashboard', 'bh'], bhDashboard));
}

export function useBlightAdminDashboard() {
  return useQuery(apiDataQuery(['admin-dashboard', 'pdt'], blightDashboard));
}

export function useStageAdminDashboard() {
  return useQuery(apiDataQuery(['admin-dashboard', 'stade'], stageDashboard));
}

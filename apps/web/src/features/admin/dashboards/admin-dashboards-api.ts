// The administration dashboards' reads (spec 1 §7 "Administration dashboards"): the water
// balance's and the blight's counts, and the cereal plots per species.
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi } from '../../../lib/api';

const bhDashboard = apiCall('adminBhDashboard', 'GET', 'bhs/tableaudebord');
const blightDashboard = apiCall('adminBlightDashboard', 'GET', 'maladiesPdt/tableaudebord');
const stageDashboard = apiCall('adminStageDashboard', 'GET', 'previCap/tableaudebord/plots/nbr');

/** The screen says a failure itself, with a way to try again. */
const local = { meta: { errorHandling: 'local' } } as const;

export function useBhAdminDashboard() {
  return useQuery({
    queryKey: ['admin-dashboard', 'bh'],
    queryFn: ({ signal }) => callApi(bhDashboard, { signal }).then((answer) => answer.data),
    ...local,
  });
}

export function useBlightAdminDashboard() {
  return useQuery({
    queryKey: ['admin-dashboard', 'pdt'],
    queryFn: ({ signal }) => callApi(blightDashboard, { signal }).then((answer) => answer.data),
    ...local,
  });
}

export function useStageAdminDashboard() {
  return useQuery({
    queryKey: ['admin-dashboard', 'stade'],
    queryFn: ({ signal }) => callApi(stageDashboard, { signal }).then((answer) => answer.data),
    ...local,
  });
}

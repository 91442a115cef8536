// The bulletin space's calls (spec 3 §2.6, §7.2, spec 1 for the adviser): the bulletin adviser's
// record (region, departments, quota), the cas-types of their region (all for an admin), the
// stations a cas-type may be tied to, and the cas-type's create, edit and delete — plots sent with
// `?bsv`.
import type { BlightPlotInput } from '@agro/contracts/entities/blight';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api';
import { apiDataQuery, LOCAL_ERRORS } from '../../../lib/api-query';
import { createPlot, deletePlot, editPlot } from '../manage/manage-api';

/** Under the blight key: the cas-types are plots, and every blight write reloads them. */
const CAS_TYPES_KEY = ['blight', 'cas-types'] as const;

/** The adviser's record; null for an administrator who is not a bulletin adviser. */
export function useBulletinAdviser(admin: boolean) {
  return useQuery({
    queryKey: ['bsv-adviser'],
    queryFn: async ({ signal }) => {
      try {
        return (await callApi('adviserBsvInfos', { signal })).data;
      } catch (error) {
        if (admin && error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: LOCAL_ERRORS,
  });
}

/** The cas-types of these regions; `null`: every region (an administrator). */
export function useCasTypes(regions: string[] | null, enabled: boolean) {
  return useQuery({
    ...apiDataQuery([...CAS_TYPES_KEY, regions], 'bsvCasTypesByRegion', {
      body: { id_regions: regions },
    }),
    enabled,
  });
}

/** The stations of these departments; `null`: all of them (an administrator). */
export function useBulletinStations(departements: string[] | null, enabled: boolean) {
  return useQuery({
    ...apiDataQuery(['bsv-stations', departements], 'bsvStations', { body: { departements } }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const createCasType = (input: BlightPlotInput) => createPlot(input, true);
export const editCasType = (id: string, input: BlightPlotInput) => editPlot(id, input, true);
export const deleteCasType = (id: string) => deletePlot(id);

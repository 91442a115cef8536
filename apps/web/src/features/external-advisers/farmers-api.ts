// The external adviser's farmers and the validation of their links (spec 1 §7 "Advisers" and the
// validation calls of "Consent area"). A change answers 1 when done (spec 1 §8: anything else
// says 'Un problème est survenu.').
import type { ConsentRequestAnswer, ConsentRequestBody } from '@agro/contracts/bff/consent-request';
import { blightCampaignYear } from '@agro/domain/blight';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, confirmedWrite, request } from '../../lib/api';
import { apiDataQuery, fetchData } from '../../lib/api-query';
import { platformToday } from '../../lib/config';

export const EXTERNAL_FARMERS_KEY = ['external-farmers'] as const;

export function useExternalFarmers(adviserId: string) {
  return useQuery(
    apiDataQuery([...EXTERNAL_FARMERS_KEY, adviserId], 'adviserFarmers', {
      params: { id: adviserId },
    }),
  );
}

const done = confirmedWrite;

export const validateLink = (id: string) =>
  done(callApi('adviserValidationSet', { params: { id_valid_cons_agri: id }, body: {} }));
export const unvalidateLink = (id: string) =>
  done(callApi('adviserValidationRemove', { params: { id_valid_cons_agri: id } }));

/** Asks a farmer for consent: the BFF mails the farmer their signed consent link (issue 41). */
export const requestConsent = (body: ConsentRequestBody) =>
  request<ConsentRequestAnswer>('POST', '/bff/consent-requests', { body });

/**
 * The blight plots a consent shares with the adviser: the dashboard's own call (the model API
 * answers only the plots the caller may see), kept to the farmer's.
 */
export function useFarmerBlightPlots(farmerCode: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['blight', 'situation', 'farmer', farmerCode],
    enabled: farmerCode !== null,
    queryFn: async ({ signal }) => {
      const campagne = blightCampaignYear(await platformToday(client));
      const plots = await fetchData('blightSituation', { query: { campagne }, signal });
      return plots.filter((plot) => plot.farmer === farmerCode);
    },
  });
}

/**
 * The water-balance plots a consent shares with the adviser: the dashboard's own call (the model
 * API answers only the plots the caller may see), kept to the farmer's.
 */
export function useFarmerWaterBalancePlots(farmerCode: string | null) {
  return useQuery({
    queryKey: ['water-balance', 'plots', 'farmer', farmerCode],
    enabled: farmerCode !== null,
    queryFn: async ({ signal }) => {
      const answer = await callApi('bhPlotsList', { signal });
      return answer.data.filter((plot) => plot.code_agri === farmerCode);
    },
  });
}

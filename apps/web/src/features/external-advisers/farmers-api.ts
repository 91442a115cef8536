// The external adviser's farmers and the validation of their links (spec 1 §7 "Advisers" and the
// validation calls of "Consent area"). A change answers 1 when done (spec 1 §8: anything else
// says 'Un problème est survenu.').
import { useQuery } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery } from '../../lib/api-query';

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

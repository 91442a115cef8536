// The external adviser's farmers and the validation of their links (spec 1 §7 "Advisers" and the
// validation calls of "Consent area"). A change answers 1 when done (spec 1 §8: anything else
// says 'Un problème est survenu.').
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery } from '../../lib/api-query';

const farmers = apiCall('adviserFarmers', 'GET', 'conseillers/{id}/agriculteurs');
const validate = apiCall(
  'adviserValidationSet',
  'PUT',
  'conseillers/validation/{id_valid_cons_agri}',
);
const unvalidate = apiCall(
  'adviserValidationRemove',
  'DELETE',
  'conseillers/validation/{id_valid_cons_agri}',
);

export const EXTERNAL_FARMERS_KEY = ['external-farmers'] as const;

export function useExternalFarmers(adviserId: string) {
  return useQuery(
    apiDataQuery([...EXTERNAL_FARMERS_KEY, adviserId], farmers, { params: { id: adviserId } }),
  );
}

const done = confirmedWrite;

export const validateLink = (id: string) =>
  done(callApi(validate, { params: { id_valid_cons_agri: id }, body: {} }));
export const unvalidateLink = (id: string) =>
  done(callApi(unvalidate, { params: { id_valid_cons_agri: id } }));

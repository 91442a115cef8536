// Adviser administration's calls (spec 1 §7 "Advisers"): the list, an adviser's farmers, the
// BSV regions, and the adviser and subscription writes, whose answer 1 means done (spec 1 §8:
// anything else says 'Un problème est survenu.').
import type { Adviser, Subscription } from '@agro/contracts/entities/platform';
import { useQuery } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';

export const ADVISERS_KEY = ['advisers'] as const;

export function useAdvisers() {
  return useQuery(apiDataQuery(ADVISERS_KEY, 'advisersList'));
}

export function useAdviserFarmers(id: string | null) {
  return useQuery({
    ...apiDataQuery([...ADVISERS_KEY, id, 'farmers'], 'adviserFarmers', {
      params: { id: id ?? '' },
    }),
    enabled: id !== null,
  });
}

export function useBsvRegions() {
  return useQuery({ ...apiDataQuery(['bsv-regions'], 'bsvRegions'), staleTime: Infinity });
}

const done = confirmedWrite;

export const createAdviser = (adviser: Adviser) =>
  done(callApi('adviserCreate', { body: adviser }));
export const updateAdviser = (id: string, adviser: Adviser) =>
  done(callApi('adviserUpdate', { params: { id_conseiller: id }, body: adviser }));
export const deleteAdviser = (id: string) => done(callApi('adviserDelete', { params: { id } }));
export const addSubscription = (adviserId: string, subscription: Subscription) =>
  done(callApi('subscriptionCreate', { params: { id: adviserId }, body: subscription }));
export const editSubscription = (id: string, subscription: Subscription) =>
  done(callApi('subscriptionUpdate', { params: { id }, body: subscription }));
export const deleteSubscription = (id: string) =>
  done(callApi('subscriptionDelete', { params: { id } }));

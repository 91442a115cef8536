// Adviser administration's calls (spec 1 §7 "Advisers"): the list, an adviser's farmers, the
// BSV regions, and the adviser and subscription writes, whose answer 1 means done (spec 1 §8:
// anything else says 'Un problème est survenu.').
import type { Adviser, Subscription } from '@agro/contracts/entities/platform';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi, confirmedWrite } from '../../../lib/api';

const list = apiCall('advisersList', 'GET', 'conseillers');
const farmers = apiCall('adviserFarmers', 'GET', 'conseillers/{id}/agriculteurs');
const regions = apiCall('bsvRegions', 'GET', 'bsv/regions');
const create = apiCall('adviserCreate', 'POST', 'conseillers');
const update = apiCall('adviserUpdate', 'PUT', 'conseillers/{id_conseiller}');
const remove = apiCall('adviserDelete', 'DELETE', 'conseillers/{id}');
const subscriptionAdd = apiCall('subscriptionCreate', 'POST', 'conseillers/{id}/abos');
const subscriptionEdit = apiCall('subscriptionUpdate', 'PUT', 'conseillers/abos/{id}');
const subscriptionRemove = apiCall('subscriptionDelete', 'DELETE', 'conseillers/abos/{id}');

const local = { meta: { errorHandling: 'local' } } as const;
export const ADVISERS_KEY = ['advisers'] as const;

export function useAdvisers() {
  return useQuery({
    queryKey: ADVISERS_KEY,
    queryFn: ({ signal }) => callApi(list, { signal }).then((answer) => answer.data),
    ...local,
  });
}

export function useAdviserFarmers(id: string | null) {
  return useQuery({
    queryKey: [...ADVISERS_KEY, id, 'farmers'],
    queryFn: ({ signal }) =>
      callApi(farmers, { params: { id: id ?? '' }, signal }).then((answer) => answer.data),
    enabled: id !== null,
    ...local,
  });
}

export function useBsvRegions() {
  return useQuery({
    queryKey: ['bsv-regions'],
    queryFn: ({ signal }) => callApi(regions, { signal }).then((answer) => answer.data),
    staleTime: Infinity,
    ...local,
  });
}

const done = confirmedWrite;

export const createAdviser = (adviser: Adviser) => done(callApi(create, { body: adviser }));
export const updateAdviser = (id: string, adviser: Adviser) =>
  done(callApi(update, { params: { id_conseiller: id }, body: adviser }));
export const deleteAdviser = (id: string) => done(callApi(remove, { params: { id } }));
export const addSubscription = (adviserId: string, subscription: Subscription) =>
  done(callApi(subscriptionAdd, { params: { id: adviserId }, body: subscription }));
export const editSubscription = (id: string, subscription: Subscription) =>
  done(callApi(subscriptionEdit, { params: { id }, body: subscription }));
export const deleteSubscription = (id: string) =>
  done(callApi(subscriptionRemove, { params: { id } }));

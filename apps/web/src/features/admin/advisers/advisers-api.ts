// Adviser administration's calls (spec 1 §7 "Advisers"): the list, an adviser's farmers, the
// BSV regions, and the adviser and subscription writes, whose answer 1 means done (spec 1 §8:
// anything else says 'Un problème est survenu.').
import type { Adviser, Subscription } from '@agro/contracts/entities/platform';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi, confirmedWrite } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';

const list = apiCall('advisersList', 'GET', 'conseillers');
const farmers = apiCall('adviserFarmers', 'GET', 'conseillers/{id}/agriculteurs');
const regions = apiCall('bsvRegions', 'GET', 'bsv/regions');
const create = apiCall('adviserCreate', 'POST', 'conseillers');
const update = apiCall('adviserUpdate', 'PUT', 'conseillers/{id_conseiller}');
const remove = apiCall('adviserDelete', 'DELETE', 'conseillers/{id}');
const subscriptionAdd = apiCall('subscriptionCreate', 'POST', 'conseillers/{id}/abos');
const subscriptionEdit = apiCall('subscriptionUpdate', 'PUT', 'conseillers/abos/{id}');
const subscriptionRemove = apiCall('subscriptionDelete', 'DELETE', 'conseillers/abos/{id}');

export const ADVISERS_KEY = ['advisers'] as const;

export function useAdvisers() {
  return useQuery(apiDataQuery(ADVISERS_KEY, list));
}

export function useAdviserFarmers(id: string | null) {
  return useQuery({
    ...apiDataQuery([...ADVISERS_KEY, id, 'farmers'], farmers, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useBsvRegions() {
  return useQuery({ ...apiDataQuery(['bsv-regions'], regions), staleTime: Infinity });
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

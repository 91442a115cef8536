// The calls of the Mycolis import screen (spec 4 §7): its clients and plots, the references the
// check needs (varieties, previous crops, the communes of the file's departments), the batches
// sent to plots/add and the e-mail of unknown previous crops.
import type { ImportResult, MycolisImportRow } from '@agro/contracts/entities/stages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi, isWriteSuccess } from '../../../lib/api';
import { apiDataQuery, LOCAL_ERRORS } from '../../../lib/api-query';
import { STAGES_KEY } from '../stages-api';

export const MYCOLIS_KEY = [...STAGES_KEY, 'mycolis'] as const;

export function useMycolisPlots() {
  return useQuery(apiDataQuery([...MYCOLIS_KEY, 'plots'], 'mycolisPlotsList'));
}

/** A plot's stages by kind 'mycolis', read when its row's panel opens. */
export function useMycolisPlotStages(id: string | number) {
  return useQuery(
    apiDataQuery([...MYCOLIS_KEY, 'stades', String(id)], 'mycolisPlotStages', {
      params: { id: String(id) },
      query: { type: 'mycolis' },
    }),
  );
}

export function useMycolisUsers() {
  return useQuery(apiDataQuery([...MYCOLIS_KEY, 'users'], 'mycolisUsersList'));
}

/** Varieties and previous crops: the check needs both loaded first (spec 4 §5.2). */
export function useMycolisLists() {
  const varietyList = useQuery({
    ...apiDataQuery([...MYCOLIS_KEY, 'varietes'], 'capVarietiesList'),
    staleTime: Infinity,
  });
  const cropList = useQuery({
    queryKey: [...MYCOLIS_KEY, 'precedents'],
    queryFn: ({ signal }) =>
      callApi('capPreviousCropsList', { signal }).then((answer) =>
        answer.data.map((c) => c.codeaee),
      ),
    staleTime: Infinity,
    meta: LOCAL_ERRORS,
  });
  return { varieties: varietyList, previousCrops: cropList };
}

/** Every commune of the postal departments named, fetched once per department set. */
export function useCommunesOf() {
  const client = useQueryClient();
  return useCallback(
    (departements: readonly string[]) =>
      departements.length === 0
        ? Promise.resolve([])
        : client.fetchQuery({
            queryKey: [...MYCOLIS_KEY, 'communes', departements.join(',')],
            queryFn: ({ signal }) =>
              callApi('postalCodes', {
                query: { departements: departements.join(',') },
                signal,
              }).then((answer) => answer.data),
            staleTime: Infinity,
          }),
    [client],
  );
}

/** One batch of corrected rows for a client. */
export function importMycolisBatch(client: string, csv: MycolisImportRow[]): Promise<ImportResult> {
  return callApi('capPlotsImport', { body: { csv, client, from_mycolis: true } }).then(
    (answer) => answer.data,
  );
}

/** Sends a mail; the server sets its sender (the platform's support address). */
export async function sendMycolisEmail(message: {
  subject: string;
  body: string;
  recipients: string[];
}): Promise<boolean> {
  try {
    return isWriteSuccess(await callApi('sendEmail', { body: message }));
  } catch {
    return false;
  }
}

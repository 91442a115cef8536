// A screen's read of one catalogue call as a TanStack query. Every feature read was written the
// same way: the call's `data`, fetched with the query's abort signal (a screen left cancels its
// reads), and its failure shown by the screen itself (its load-error card) rather than by the
// shared error modal. Here once, so that a feature's hook names only its key and its call's id.
import type { EndpointId } from '@agro/contracts/catalogue/catalogue';
import type { QueryKey } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type CallInput } from './api';

/** The query meta of a read whose failure the screen shows itself (lib/query-client). */
export const LOCAL_ERRORS = { errorHandling: 'local' } as const;

/** What a call answers under `data`. */
export type ApiData<Id extends EndpointId> =
  ApiAnswer<Id> extends { data: infer Data } ? Data : never;

/** A read's input: the query supplies the signal. */
export type ReadInput<Id extends EndpointId> = Omit<CallInput<Id>, 'signal'>;

/** The input may be left out only when the call needs neither path parameters nor a body. */
type ReadArgs<Id extends EndpointId> =
  object extends ReadInput<Id> ? [input?: ReadInput<Id>] : [input: ReadInput<Id>];

/** The `data` of the catalogue call `id`. */
export function fetchData<Id extends EndpointId>(
  id: Id,
  input: CallInput<Id>,
): Promise<ApiData<Id>> {
  return callApi(id, input).then((answer) => (answer as { data: ApiData<Id> }).data);
}

/**
 * The options of a query reading the data of the catalogue call `id` under `queryKey`, its failure
 * left to the screen; spread into useQuery with the query's own options (staleTime, enabled, …).
 */
export function apiDataQuery<Id extends EndpointId, Key extends QueryKey>(
  queryKey: Key,
  id: Id,
  ...[input]: ReadArgs<Id>
) {
  return {
    queryKey,
    // Only the signal is read: the function fits a query typed with a wider key.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchData(id, { ...input, signal } as CallInput<Id>),
    meta: LOCAL_ERRORS,
  };
}

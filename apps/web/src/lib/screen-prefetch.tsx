// A dashboard's list as one query that the screen's route starts while the screen's code is still
// loading, with its map's library: at thousands of plots or stations the list, the code and
// MapLibre take about as long as each other, and fetching them one after the other would keep
// the dashboard from showing within 2 s (spec 3 §2.7, §2.10). The list lives in the query cache,
// which logging out empties.
import {
  queryOptions,
  useQueryClient,
  type UsePrefetchQueryOptions,
  type QueryFunction,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { preloadMapLibre } from './map-preload';

/** The query a route prefetches and its screen then reads. */
export function prefetchedListQuery<Data, Key extends QueryKey>(
  queryKey: Key,
  queryFn: QueryFunction<Data, Key>,
  meta?: Record<string, unknown>,
) {
  return queryOptions({
    queryKey,
    queryFn,
    meta,
    // Fetched by the route a moment before the screen mounts: not again when it does.
    staleTime: 30_000,
    // A failure already reported by the route's fetch is not fetched and reported again on
    // mount; the screen offers to try again.
    retryOnMount: false,
  });
}

/** Starts one query if the cache does not hold it yet, as usePrefetchQuery does. */
export type Prefetcher = (client: QueryClient) => void;

export function prefetcherOf<Data, Key extends QueryKey>(
  query: UsePrefetchQueryOptions<Data, Error, Data, Data, Key>,
): Prefetcher {
  return (client) => {
    if (client.getQueryState(query.queryKey) === undefined) void client.prefetchQuery(query);
  };
}

/**
 * The screen, with its list and its map's library requested as soon as the route renders, and
 * the screen's smaller calls (`first`) sent just before the list: while a big list travels, the
 * BFF and the simulator have little time left for calls that would otherwise start only once the
 * screen's code is there (the CHN follow-up's errors waited 3 to 8 s behind its 47 MB list).
 */
export function withListPrefetch<Data, Key extends QueryKey>(
  query: UsePrefetchQueryOptions<Data, Error, Data, Data, Key>,
  Screen: ComponentType,
  first: readonly Prefetcher[] = [],
): ComponentType {
  const prefetchers = [...first, prefetcherOf(query)];
  return function PrefetchingRoute() {
    const client = useQueryClient();
    // During the render, as usePrefetchQuery does: before the screen's code is even requested.
    for (const prefetch of prefetchers) prefetch(client);
    useEffect(preloadMapLibre, []);
    return <Screen />;
  };
}

// Deployment settings (product name, support address, institute keyword, the platform's day) from
// GET /bff/config, and the platform's clock built on them.
import type { PlatformConfig } from '@agro/contracts/platform-config';
import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-defaults';
import { platformNow, platformTodayIso } from '@agro/domain/platform-date';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from './api';

export const CONFIG_KEY = ['config'] as const;

export const configQuery = queryOptions({
  queryKey: CONFIG_KEY,
  queryFn: ({ signal }) => request<PlatformConfig>('GET', '/bff/config', { signal }),
  staleTime: Infinity,
  // The defaults are a complete configuration: a failure here is not worth interrupting anyone.
  meta: { errorHandling: 'local' },
});

function useConfigQuery() {
  return useQuery(configQuery);
}

/**
 * The platform's day for a query that needs it before any screen has read the configuration (a
 * route's prefetch): the configuration is fetched if need be, the real day if it cannot be.
 */
export async function platformToday(client: QueryClient): Promise<string> {
  const config = await client.ensureQueryData(configQuery).catch(() => null);
  return platformTodayIso(config?.platformDate ?? null, new Date());
}

/** The deployment's settings; the shared defaults while they load or if the BFF cannot give them. */
export function usePlatformConfig(): PlatformConfig {
  const { data } = useConfigQuery();
  return data ?? DEFAULT_PLATFORM_CONFIG;
}

/** Reads "now" on the platform: on PLATFORM_DATE's day at the real time of day, or the real now. */
export type PlatformClock = () => Date;

/**
 * The platform's clock, for every "today" of the app (default dates, the current stage, the
 * campaign); null until the configuration has answered, so that a screen waits rather than show
 * the real day first and then jump to the platform's. If the configuration cannot be read, the
 * real clock, like the other defaults.
 */
export function usePlatformClock(): PlatformClock | null {
  const { data, isPending } = useConfigQuery();
  // The answer is not parsed here (zod stays out of the first download): no day, the real clock.
  const platformDate = (data as Partial<PlatformConfig> | undefined)?.platformDate ?? null;
  const clock = useCallback(() => platformNow(platformDate, new Date()), [platformDate]);
  return isPending ? null : clock;
}

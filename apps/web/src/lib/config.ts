// Deployment settings (product name, support address, institute keyword) from GET /bff/config.
import type { PlatformConfig } from '@agro/contracts/platform-config';
import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-defaults';
import { useQuery } from '@tanstack/react-query';
import { request } from './api';

export const CONFIG_KEY = ['config'] as const;

/** The deployment's settings; the shared defaults while they load or if the BFF cannot give them. */
export function usePlatformConfig(): PlatformConfig {
  const { data } = useQuery({
    queryKey: CONFIG_KEY,
    queryFn: ({ signal }) => request<PlatformConfig>('GET', '/bff/config', { signal }),
    staleTime: Infinity,
    // The defaults are a complete configuration: a failure here is not worth interrupting anyone.
    meta: { errorHandling: 'local' },
  });
  return data ?? DEFAULT_PLATFORM_CONFIG;
}

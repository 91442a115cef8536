import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { DialogHost } from './DialogHost';
import { PlotCommentsDialogProvider } from './PlotCommentsDialogProvider';
import { cssVariablesResolver, theme } from './theme';

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client to start from a known cache. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <PlotCommentsDialogProvider>
          <Notifications position="top-right" />
          {children}
          <DialogHost />
        </PlotCommentsDialogProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

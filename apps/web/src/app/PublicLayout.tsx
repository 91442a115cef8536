import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from '../components/Footer';
import { MAIN_CONTENT_ID } from './shell/SkipLink';

/** Pages open without a login: the content, then the footer without the terms link. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }} pos="relative">
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

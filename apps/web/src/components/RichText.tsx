import { TypographyStylesProvider, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichText } from '../lib/rich-text';

export interface RichTextProps extends BoxProps {
  /** HTML written by a user: it is sanitised here, whatever its origin. */
  html: string;
}

/** Shows user-written HTML (comments) through the strict allow-list of lib/rich-text. */
export function RichText({ html, ...others }: RichTextProps) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <TypographyStylesProvider {...others}>
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </TypographyStylesProvider>
  );
}

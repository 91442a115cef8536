// The kit's loader for a section whose data is on its way. Mantine's Loader is a plain <span>: a
// name on it (aria-label) is an ARIA attribute its no-role element may not carry, which axe counts
// as serious (aria-prohibited-attr), and screen readers drop. As a status it may be named, and it
// is announced.
import { Loader, type MantineSize } from '@mantine/core';

export interface SectionLoaderProps {
  /** What is loading, read out by screen readers ('Chargement de la station'). */
  label: string;
  size?: MantineSize;
}

export function SectionLoader({ label, size = 'sm' }: SectionLoaderProps) {
  return <Loader size={size} role="status" aria-label={label} />;
}

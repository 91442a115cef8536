// Spec 3 §2.10 and §9: below 960 px wide, the filters and the map open in a modal from a button;
// from 960 px, they are shown in the page. Only one of the two is mounted, so a map or a set of
// filters never exists twice.
import { Button, Group, Modal, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';

/** What the button adds to its label: '(2)' on screen, '2 filtres actifs' to screen readers. */
export interface PanelBadge {
  /** Shown after the label, e.g. '(2)'. */
  text: string;
  /** Said instead of `text`, e.g. '2 filtres actifs'. */
  label: string;
}

export interface ResponsivePanelProps {
  /** The button's text and the modal's title, e.g. 'Filtres' or 'Carte'. */
  label: string;
  /** Decoration before the button's text. */
  icon?: ReactNode;
  children: ReactNode;
  /** Width of the modal (Mantine size or CSS width); default 'lg'. */
  modalSize?: string | number;
  /** A state the button shows while the content is hidden, e.g. how many filters are active. */
  badge?: PanelBadge | null;
  /**
   * A button ending the modal, e.g. 'Appliquer', which calls `onApply` and closes it; none by
   * default (the modal's close button only).
   */
  applyLabel?: string;
  onApply?: () => void;
}

/** True at or above the theme's `md` breakpoint (960 px), read before the first paint. */
export function useWideScreen(): boolean {
  const theme = useMantineTheme();
  return (
    useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}

export function ResponsivePanel({
  label,
  icon,
  children,
  modalSize = 'lg',
  badge,
  applyLabel,
  onApply,
}: ResponsivePanelProps) {
  const wide = useWideScreen();
  const [opened, { open, close }] = useDisclosure(false);
  // Widening the window shows the content in the page: the modal must not come back on narrowing.
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);
  if (wide) return <>{children}</>;
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={open} aria-haspopup="dialog">
        {label}
        {badge && (
          <>
            <span aria-hidden>&nbsp;{badge.text}</span>
            <VisuallyHidden> ({badge.label})</VisuallyHidden>
          </>
        )}
      </Button>
      <Modal opened={opened} onClose={close} title={label} size={modalSize}>
        {children}
        {applyLabel !== undefined && (
          <Group justify="flex-end" mt="lg">
            <Button
              onClick={() => {
                onApply?.();
                close();
              }}
            >
              {applyLabel}
            </Button>
          </Group>
        )}
      </Modal>
    </>
  );
}

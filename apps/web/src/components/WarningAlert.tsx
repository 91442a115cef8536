import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A warning standing on a screen ('Attention', a plot not found): an orange frame and icon, its
 * title and text in the body colour, since Mantine's orange text falls short of the 4.5:1
 * contrast on white. Said to screen readers as an alert when `announce` is set.
 */
export function WarningAlert({
  title,
  children,
  announce = false,
}: {
  title: string;
  children: ReactNode;
  announce?: boolean;
}) {
  return (
    <Alert
      color="orange"
      variant="outline"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      role={announce ? 'alert' : undefined}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}

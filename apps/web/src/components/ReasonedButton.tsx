// A button that, when it cannot be used, says why (issue 41: 'Nouvelle demande' was disabled with
// no reason a user could reach). A natively disabled button takes no focus, fires no hover and so
// shows no tooltip: here the button stays focusable, marked aria-disabled, its reason a tooltip on
// hover, focus and touch, and its description for screen readers. ExportButton does the same for
// the tables' 'Exporter'.
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ReasonedButtonProps extends Pick<
  ButtonProps,
  'variant' | 'leftSection' | 'loading' | 'size' | 'color'
> {
  children: ReactNode;
  onClick(): void;
  /** Why the button cannot be used, in French; given, it disables the button. */
  disabledReason?: string | null;
  /** Disabled without a reason to give yet (e.g. while the rights load). */
  disabled?: boolean;
  /** 'dialog' when the button opens one. */
  'aria-haspopup'?: 'dialog' | 'menu' | 'listbox';
}

export function ReasonedButton({
  children,
  onClick,
  disabledReason,
  disabled = false,
  ...props
}: ReasonedButtonProps) {
  const reasonId = useId();
  const reason = disabledReason ?? null;
  if (reason === null) {
    return (
      <Button {...props} disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <>
      <Tooltip
        label={reason}
        withArrow
        multiline
        maw={320}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          {...props}
          loading={false}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}

// The 'Exporter' button of a table's Excel export. Disabled, it says why (e.g. a plot without
// daily rows): the reason is its tooltip and its description, and it stays focusable, so a
// keyboard or screen-reader user hears it too (a natively disabled button takes no focus and shows
// no tooltip).
import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';

export const EXPORT_BUTTON_LABEL = 'Exporter';

export interface ExportButtonProps {
  onClick(): void;
  /** While the file is being prepared. */
  loading?: boolean;
  /** No export possible; `disabledReason` says why. */
  disabled?: boolean;
  /** Why the export is disabled, e.g. 'Aucune donnée à exporter'; given alone, it disables. */
  disabledReason?: string | null;
  /** Default 'Exporter'. */
  label?: string;
}

export function ExportButton({
  onClick,
  loading = false,
  disabled = false,
  disabledReason,
  label = EXPORT_BUTTON_LABEL,
}: ExportButtonProps) {
  const reasonId = useId();
  const reason = disabledReason ?? null;
  const icon = <IconFileSpreadsheet size={18} aria-hidden />;
  if (!disabled && reason === null) {
    return (
      <Button variant="default" leftSection={icon} loading={loading} onClick={onClick}>
        {label}
      </Button>
    );
  }
  if (reason === null) {
    return (
      <Button variant="default" leftSection={icon} disabled>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant="default"
          leftSection={icon}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}

// A column header with an explanation (spec 3 §2.2 'each with a tooltip', §2.3 the humidity
// header): the header's text, then an info button whose name is the explanation, shown as a
// tooltip on hover and focus. Pressing it does not sort the column.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export function HeaderHelp({ header, help }: { header: string; help: string }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <span>{header}</span>
      <Tooltip
        label={help}
        multiline
        w={260}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          component="span"
          role="button"
          tabIndex={0}
          variant="subtle"
          color="gray"
          size="xs"
          aria-label={help}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

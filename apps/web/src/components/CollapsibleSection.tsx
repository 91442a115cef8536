// A part of a detail page that opens and closes under its title (spec 2 §2, the CHN plot
// detail's sections, some open at first, some closed). The title is a level-2 heading holding
// the button, which says whether the part is open; its content stays mounted once opened, so a
// chart or a table is not drawn again at each opening.
import { Box, Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

export interface CollapsibleSectionProps {
  title: string;
  /** Open at first. */
  defaultOpen?: boolean;
  /** The id the page's links reach (e.g. '#corrections'): the part opens when it is the hash. */
  anchor?: string;
  children: ReactNode;
}

export function CollapsibleSection({
  title,
  defaultOpen = false,
  anchor,
  children,
}: CollapsibleSectionProps) {
  const contentId = useId();
  const reached =
    anchor !== undefined && typeof window !== 'undefined' && window.location.hash === `#${anchor}`;
  const [open, setOpen] = useState(defaultOpen || reached);
  const [opened, setOpened] = useState(open);
  const toggle = () => {
    setOpen((value) => !value);
    setOpened(true);
  };
  return (
    <Paper component="section" withBorder radius="md" p="md" id={anchor} aria-label={title}>
      <Title order={2} size="h3" m={0}>
        <UnstyledButton
          onClick={toggle}
          aria-expanded={open}
          aria-controls={contentId}
          w="100%"
          style={{ font: 'inherit' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <span>{title}</span>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{
                transform: open ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse in={open} id={contentId}>
        <Box pt="md">{opened ? children : null}</Box>
      </Collapse>
    </Paper>
  );
}

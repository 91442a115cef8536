import { Anchor, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The funding notice is not worded by the spec (spec 1 §2 "Footer"): a neutral sentence. */
export const FUNDING_NOTICE = 'Service financé par des fonds publics';

export interface FooterProps {
  /** Present when a user is logged in: the footer then offers the About page and the terms. */
  onOpenTerms?: () => void;
}

/**
 * The footer's entries are a list spaced by a gap, without separator characters: on a phone the
 * line wraps, and a '·' between two entries could begin or end a line.
 */
export function Footer({ onOpenTerms }: FooterProps) {
  const entries: { key: string; content: ReactNode }[] = [
    { key: 'funding', content: <Text size="sm">{FUNDING_NOTICE}</Text> },
    { key: 'year', content: <Text size="sm">© {new Date().getFullYear()}</Text> },
  ];
  if (onOpenTerms) {
    entries.push(
      {
        key: 'about',
        content: (
          <Anchor component={Link} to="/about" size="sm">
            À propos
          </Anchor>
        ),
      },
      {
        key: 'terms',
        content: (
          <Anchor component="button" type="button" size="sm" onClick={onOpenTerms}>
            Conditions générales d&apos;utilisation
          </Anchor>
        ),
      },
    );
  }
  return (
    <Container component="footer" size="xl" py="md" w="100%">
      <Group
        component="ul"
        justify="center"
        wrap="wrap"
        gap="lg"
        m={0}
        p={0}
        style={{ listStyle: 'none', rowGap: 4 }}
      >
        {entries.map(({ key, content }) => (
          <li key={key}>{content}</li>
        ))}
      </Group>
    </Container>
  );
}

import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The funding notice is not worded by the spec (spec 1 §2 "Footer"): a neutral sentence. */
export const FUNDING_NOTICE = 'Service financé par des fonds publics';

export interface FooterProps {
  /** Present when a user is logged in: the footer then offers the About page and the terms. */
  onOpenTerms?: () => void;
}

export function Footer({ onOpenTerms }: FooterProps) {
  return (
    <Container component="footer" size="xl" py="md" w="100%">
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm">{FUNDING_NOTICE}</Text>
        <Text size="sm" aria-hidden>
          ·
        </Text>
        <Text size="sm">© {new Date().getFullYear()}</Text>
        {onOpenTerms ? (
          <>
            <Text size="sm" aria-hidden>
              ·
            </Text>
            <Anchor component={Link} to="/about" size="sm">
              À propos
            </Anchor>
            <Text size="sm" aria-hidden>
              ·
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={onOpenTerms}>
              Conditions générales d&apos;utilisation
            </Anchor>
          </>
        ) : null}
      </Group>
    </Container>
  );
}

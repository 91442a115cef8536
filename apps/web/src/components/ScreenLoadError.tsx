import { Alert, Button, Container, Text } from '@mantine/core';
import { ScreenLoadTimeout, type LoadFailureProps } from '../lib/lazy-screen';

/** Shown in place of a screen whose code could not be downloaded. */
export function ScreenLoadError({ error, retry }: LoadFailureProps) {
  const timedOut = error instanceof ScreenLoadTimeout;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="outline" title="Chargement impossible" role="alert">
        <Text>
          {timedOut
            ? "La page n'a pas pu être chargée dans le délai de 120 secondes."
            : "La page n'a pas pu être chargée."}{' '}
          Vérifiez votre connexion puis réessayez.
        </Text>
        <Button mt="md" onClick={retry}>
          Réessayer
        </Button>
      </Alert>
    </Container>
  );
}

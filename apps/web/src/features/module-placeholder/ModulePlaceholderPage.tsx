import { Anchor, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ModulePlaceholderPageProps {
  /** The screen's title from the screen table. */
  title: string;
  /**
   * Where the user goes from here: home inside the shell. Public pages offer no way on: the
   * farmers who open them through the integrator's link have no login, so a link to the login
   * page (still passed by the router) is not offered either.
   */
  back?: { to: string; label: string };
  /** What the screen already offers before its module arrives (e.g. the plot's comments). */
  children?: ReactNode;
}

const LOGIN_PATH = '/login';

/** Stands for a screen of the route map whose module has not been delivered yet. */
export function ModulePlaceholderPage({ title, back, children }: ModulePlaceholderPageProps) {
  const way = back && back.to !== LOGIN_PATH ? back : null;
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md" fw={500}>
        Module en cours de déploiement
      </Text>
      <Text mt="xs">
        Cet écran fait partie de la plateforme mais n&apos;est pas encore disponible. Il sera
        accessible ici dès sa mise en service.
      </Text>
      {children}
      {way ? (
        <Anchor component={Link} to={way.to} mt="md" display="inline-block">
          {way.label}
        </Anchor>
      ) : (
        <Text mt="md">Vous pouvez revenir plus tard par le lien qui vous a été transmis.</Text>
      )}
    </Container>
  );
}

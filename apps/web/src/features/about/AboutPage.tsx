// /about: the spec lists the route but does not show its content (spec 1 §2); ours is described
// in docs/spec-deviations.md ("Web shell").
import { Anchor, Container, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePlatformConfig } from '../../lib/config';
import { requestTermsOfUse } from '../../lib/terms-request';
import { APP_VERSION } from '../../lib/version';

/** What the platform shows (spec 1 §1), one line per module. */
export const PLATFORM_MODULES = [
  'Fertilisation azotée, avec les méthodes CHN et QN',
  'Mildiou de la pomme de terre et alternariose, avec la météo des parcelles',
  'Stations météo connectées et stations Météo-France',
  'Bilan hydrique des cultures irriguées',
  'Stades et maladies du maïs et des céréales à paille, avec le recalage des stades',
  'Qualité des parcelles et administration',
  'Gestion des agriculteurs et de leur consentement',
] as const;

export const MODELS_NOTICE =
  "Les résultats affichés sont calculés par les modèles agronomiques de l'institut\u202f; la plateforme les présente sans les modifier. Ce sont des aides à la décision\u202f: la décision reste celle de l'utilisateur.";

export function AboutPage() {
  const { productName, supportEmail } = usePlatformConfig();
  return (
    <Container size="md" py="xl">
      <Title order={1}>À propos</Title>
      <Title order={2} size="h3" mt="lg">
        {productName}
      </Title>
      <Text mt="xs">
        Cette plateforme d&apos;aide à la décision agronomique met les résultats des modèles de
        l&apos;institut, parcelle par parcelle, à la disposition des conseillers, des techniciens,
        des agriculteurs et des équipes de l&apos;institut&#x202F;:
      </Text>
      <List mt="xs" spacing={4}>
        {PLATFORM_MODULES.map((module) => (
          <List.Item key={module}>{module}</List.Item>
        ))}
      </List>
      <Text mt="md">{MODELS_NOTICE}</Text>

      <Title order={2} size="h3" mt="lg">
        Version et contact
      </Title>
      <Text mt="xs">Version de l&apos;application&#x202F;: {APP_VERSION}</Text>
      <Text mt="xs">
        Support&#x202F;: <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
      </Text>

      <Title order={2} size="h3" mt="lg">
        Pour aller plus loin
      </Title>
      <Group mt="xs" gap="lg">
        <Anchor component={Link} to="/help">
          Aide et notices d&apos;utilisation
        </Anchor>
        <Anchor component="button" type="button" onClick={requestTermsOfUse}>
          Conditions générales d&apos;utilisation
        </Anchor>
      </Group>
    </Container>
  );
}

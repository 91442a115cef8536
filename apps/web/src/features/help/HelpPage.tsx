// Spec 1 §2 "Help": collapsible sections Mildiou, Station and Stades et Maladies, each with PDF
// notices or videos, shown according to the user's MILDIOU, METEO and STADES read rights. The BFF
// sends only the sections the user's rights open (GET /bff/help), in that order.
import { isVideoFile } from '@agro/contracts/help-sections';
import type { HelpAnswer, HelpResource } from '@agro/contracts/help-resources';
import {
  Accordion,
  Anchor,
  Box,
  Container,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { request } from '../../lib/api';
import { usePlatformConfig } from '../../lib/config';

export const HELP_KEY = ['help'] as const;

export const NO_HELP_MESSAGE =
  "Aucune notice d'aide ne correspond aux modules auxquels vous avez accès.";
export const EMPTY_SECTION_MESSAGE = "Aucune notice n'est encore disponible dans cette rubrique.";

/** Videos are promised only when the resources hold some. */
export function helpIntroduction(help: HelpAnswer): string {
  const withVideos = help.sections.some((section) =>
    section.resources.some((resource) => resource.kind === 'video'),
  );
  return withVideos
    ? "Ouvrez la rubrique d'un module pour consulter ses notices et ses vidéos."
    : "Ouvrez la rubrique d'un module pour consulter ses notices.";
}

/** RGAA 4.1 criterion 13.2: a link that opens a new window says so. */
function NewWindow() {
  return <VisuallyHidden> (nouvelle fenêtre)</VisuallyHidden>;
}

function Description({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

function ResourceItem({ resource }: { resource: HelpResource }) {
  if (resource.kind === 'video' && isVideoFile(resource.url)) {
    return (
      <Box component="figure" m={0}>
        <Text component="figcaption" fw={500} mb={4}>
          {resource.title} (vidéo)
        </Text>
        <video
          controls
          preload="metadata"
          src={resource.url}
          style={{ display: 'block', width: '100%', maxWidth: 640 }}
        >
          {resource.captions === undefined ? null : (
            <track kind="captions" src={resource.captions} srcLang="fr" label="Français" default />
          )}
          <Anchor href={resource.url}>Télécharger la vidéo {resource.title}</Anchor>
        </video>
        <Description text={resource.description} />
      </Box>
    );
  }
  const kind = resource.kind === 'pdf' ? 'PDF' : 'vidéo';
  return (
    <>
      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
        {resource.title} ({kind})
        <NewWindow />
      </Anchor>
      <Description text={resource.description} />
    </>
  );
}

function SupportLine() {
  const { supportEmail } = usePlatformConfig();
  return (
    <Text mt="lg">
      Pour toute question, écrivez au support&#x202F;:{' '}
      <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
    </Text>
  );
}

export function HelpPage() {
  const help = useQuery({
    queryKey: HELP_KEY,
    queryFn: ({ signal }) => request<HelpAnswer>('GET', '/bff/help', { signal }),
    // The page says what went wrong itself, with a way to try again.
    meta: { errorHandling: 'local' },
  });

  let content;
  if (help.isPending) {
    content = <WaitingOverlay />;
  } else if (help.isError) {
    content = (
      <ServerErrorCard
        title="L'aide n'a pas pu être chargée"
        message={help.error.message}
        actionLabel="Réessayer"
        onAction={() => void help.refetch()}
      />
    );
  } else if (help.data.sections.length === 0) {
    content = <Text>{NO_HELP_MESSAGE}</Text>;
  } else {
    content = (
      <>
        <Text mb="md">{helpIntroduction(help.data)}</Text>
        <Accordion multiple variant="separated" order={2}>
          {help.data.sections.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>{section.label}</Accordion.Control>
              <Accordion.Panel>
                {section.resources.length === 0 ? (
                  <Text>{EMPTY_SECTION_MESSAGE}</Text>
                ) : (
                  <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
                    {section.resources.map((resource, index) => (
                      <li key={`${index}-${resource.url}`}>
                        <ResourceItem resource={resource} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </>
    );
  }

  return (
    <Container size="md" py="xl" pos="relative" mih={200}>
      <Title order={1} mb="md">
        Aide
      </Title>
      {content}
      <SupportLine />
    </Container>
  );
}

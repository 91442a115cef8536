// /consentement/compte, the farmer's side of consent (spec 1 §2 "Consent area"), reached without
// login from the integrator's signed link. This first step opens the consent session and greets
// the farmer; the account form and the advisers' management come with the consent module.
import { formatDateTimeFr } from '@agro/domain/dates';
import { Alert, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import {
  consentLinkOf,
  currentConsentSession,
  openConsentSession,
  type ConsentSession,
} from './consent-session';

export const CONSENT_AREA_LABEL = 'Espace de consentement';
export const REFUSAL_TITLE = 'Accès impossible';
export const COMING_NEXT_MESSAGE =
  'Vos informations personnelles et la liste des conseillers à qui vous donnez accès à vos données seront bientôt disponibles ici.';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}

function Welcome({ session }: { session: ConsentSession }) {
  const rows: [string, string][] = [
    ['Code agriculteur', session.agri],
    ['Opérateur', session.operateur],
    ['Client', session.client],
    ['Service', session.service],
  ];
  return (
    <Stack gap="sm" mt="md">
      <Text>Bienvenue dans votre espace de consentement.</Text>
      <Table variant="vertical" withTableBorder maw={420}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text>{COMING_NEXT_MESSAGE}</Text>
      <Text size="sm" c="dimmed">
        Cet accès reste ouvert jusqu&apos;au {formatDateTimeFr(session.expiresAt)} ; ensuite,
        rouvrez le lien transmis par votre organisme.
      </Text>
    </Stack>
  );
}

export function ConsentAccountPage({ title }: { title: string }) {
  const [search] = useSearchParams();
  const link = consentLinkOf(search);
  const session = useQuery({
    queryKey: ['consent-session', link],
    queryFn: ({ signal }) =>
      link ? openConsentSession(link, signal) : currentConsentSession(signal),
    // A refused link is final; the page says why itself.
    retry: false,
    staleTime: Infinity,
    meta: { errorHandling: 'local' },
  });
  return (
    <Container size="md" py="xl" pos="relative">
      <Text fw={500} c="dimmed">
        {CONSENT_AREA_LABEL}
      </Text>
      <Title order={1}>{title}</Title>
      {session.isPending ? <WaitingOverlay /> : null}
      {session.isError ? (
        <Alert color="red" title={REFUSAL_TITLE} mt="md" role="alert">
          {messageOf(session.error)}
        </Alert>
      ) : null}
      {session.data ? <Welcome session={session.data} /> : null}
    </Container>
  );
}

// The farmer's consent area (spec 1 §2 "Consent area"), reached without login from the
// integrator's signed link: the link opens a consent session (the values of an earlier visit are
// the session's), then two tabs: 'Compte', the farmer's details and the terms of use, and
// 'Gestion', the advisers granted access. A refused or expired link is said in a farmer's words.
import { formatDateTimeFr } from '@agro/domain/dates';
import { Alert, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { AdviserLinksTab } from './AdviserLinksTab';
import { useFarmer } from './consent-api';
import {
  consentLinkOf,
  currentConsentSession,
  openConsentSession,
  type ConsentSession,
} from './consent-session';
import { FarmerAccountTab } from './FarmerAccountTab';

export const CONSENT_AREA_LABEL = 'Espace de consentement';
export const REFUSAL_TITLE = 'Accès impossible';
export const FARMER_FAILED = "Vos informations n'ont pas pu être chargées.";

export type ConsentTab = 'compte' | 'gestion';

export const CONSENT_TABS: Readonly<Record<ConsentTab, { label: string; path: string }>> = {
  compte: { label: 'Compte', path: '/consentement/compte' },
  gestion: { label: 'Gestion', path: '/consentement/gestion' },
};

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}

function TabContent({ tab, session }: { tab: ConsentTab; session: ConsentSession }) {
  const farmer = useFarmer(session);
  if (farmer.isPending) return <WaitingOverlay />;
  if (farmer.isError) {
    return (
      <ServerErrorCard
        title={CONSENT_TABS[tab].label}
        message={FARMER_FAILED}
        actionLabel="Réessayer"
        onAction={() => void farmer.refetch()}
      />
    );
  }
  return tab === 'compte' ? (
    // A new form for each record read, so a save shows what was stored.
    <FarmerAccountTab key={JSON.stringify(farmer.data)} session={session} farmer={farmer.data} />
  ) : (
    <AdviserLinksTab session={session} farmer={farmer.data} />
  );
}

function ConsentTabs({ tab, session }: { tab: ConsentTab; session: ConsentSession }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md" mt="md">
      <Text size="sm" c="dimmed">
        Code agriculteur {session.agri} — service {session.service}. Cet accès reste ouvert
        jusqu&apos;au {formatDateTimeFr(session.expiresAt)}
        {'\u202f; '}ensuite, rouvrez le lien transmis par votre organisme.
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'compte' || value === 'gestion') void navigate(CONSENT_TABS[value].path);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {(Object.keys(CONSENT_TABS) as ConsentTab[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {CONSENT_TABS[key].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md" pos="relative" mih={120}>
          <TabContent tab={tab} session={session} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function ConsentAreaPage({ title, tab }: { title: string; tab: ConsentTab }) {
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
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }} pos="relative">
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
      {session.data ? <ConsentTabs tab={tab} session={session.data} /> : null}
    </Container>
  );
}

// The 'qn-parametrage' route (ADMIN). The old page was empty (spec 2 §2); an administrator finds
// here what the module's corrections are (types, units, values expected) and the requests waiting
// for validation, with the way to the validation queue (docs/spec-deviations.md).
import { correctionTypeLabel } from '@agro/contracts/columns/qn';
import { CORRECTION_TYPES } from '@agro/contracts/entities/ferti';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { SectionCard } from '../../../components/SectionCard';
import { useQnCorrections } from '../qn-api';

export const PAGE_TITLE = 'Paramétrage QN';

function PendingRequests() {
  const requests = useQnCorrections();
  if (requests.isPending) return <Text size="sm">Chargement des demandes…</Text>;
  if (requests.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        Les demandes de correction n&apos;ont pas pu être chargées.
      </Text>
    );
  }
  const pending = requests.data.filter((request) => !request.validation);
  const plots = new Set(pending.flatMap((request) => request.parcelles.map(String)));
  return (
    <Stack gap="xs">
      <Text>
        {pending.length === 0
          ? 'Aucune demande de correction en attente de validation.'
          : `${pending.length} demande${pending.length > 1 ? 's' : ''} de correction en attente de validation, sur ${plots.size} parcelle${plots.size > 1 ? 's' : ''}.`}
      </Text>
      <Anchor component={Link} to="/ferti/qn/validation">
        Ouvrir la validation des corrections
      </Anchor>
    </Stack>
  );
}

export function QnParametragePage() {
  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1200}>
      <Stack gap="md">
        <Title order={1}>{PAGE_TITLE}</Title>
        <SectionCard title="Demandes de correction">
          <PendingRequests />
        </SectionCard>
        <SectionCard title="Types de correction">
          <ScrollableTable
            label="Types de correction"
            headers={['Type', 'Code', 'Valeur attendue']}
            rows={CORRECTION_TYPES.map((type) => [
              correctionTypeLabel(type.code),
              type.code,
              type.valueCount === 2
                ? 'Un facteur et un delta\u202f: QNacq × facteur + delta'
                : `Un nombre${type.unit ? ` en ${type.unit}` : ''}`,
            ])}
            minWidth={420}
          />
        </SectionCard>
      </Stack>
    </Container>
  );
}

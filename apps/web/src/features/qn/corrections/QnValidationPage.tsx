// The 'qn-validation' route (spec 2 §2, path and right not shown: /ferti/qn/validation, ADMIN):
// the correction requests, the latest first, each waiting one validated from its row.
import { Container, Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../../../components/BackLink';
import { CorrectionRequestsTable } from './CorrectionRequestsTable';

export const PAGE_TITLE = 'Validation des corrections QN';

export function QnValidationPage() {
  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1400}>
      <Stack gap="md">
        <BackLink to="/ferti/qn/suivi" label="Retour au suivi QN" />
        <Title order={1}>{PAGE_TITLE}</Title>
        <Text>
          Une demande validée s&apos;applique à ses parcelles au prochain chargement&#x202F;: leur
          préconisation livrée suit la correction.
        </Text>
        <CorrectionRequestsTable />
      </Stack>
    </Container>
  );
}

// Spec 4 §2.3 own plots ("Parcelles internes", /stade/cap/mesures): the collapsible 'Mes
// parcelles', 'Génération de graphiques maladies', 'Import de parcelles' and 'Analyse'.
import { currentYear } from '@agro/domain/dates';
import { Container, Stack, Title } from '@mantine/core';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { usePlatformClock } from '../../../lib/config';
import { useScreenTitle } from '../../../lib/page-title';
import { useCapList } from '../stages-api';
import { AnalysisSection } from './AnalysisSection';
import { DiseaseGraphsSection } from './DiseaseGraphsSection';
import { ImportSection } from './ImportSection';
import { OWN_PLOTS_LABEL, OwnPlotsSection } from './OwnPlotsSection';

export const PAGE_TITLE = 'Parcelles internes';

export function OwnPlotsPage() {
  useScreenTitle(PAGE_TITLE);
  const clock = usePlatformClock();
  const plots = useCapList('arvalis');
  const year = clock === null ? new Date().getFullYear() : currentYear(clock());
  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      <Stack gap="md">
        <Title order={1}>{PAGE_TITLE}</Title>
        <CollapsibleSection title={OWN_PLOTS_LABEL} defaultOpen>
          <OwnPlotsSection query={plots} />
        </CollapsibleSection>
        <CollapsibleSection title="Génération de graphiques maladies">
          <DiseaseGraphsSection plots={plots.data ?? []} year={year} />
        </CollapsibleSection>
        <CollapsibleSection title="Import de parcelles" defaultOpen>
          <ImportSection />
        </CollapsibleSection>
        <CollapsibleSection title="Analyse">
          <AnalysisSection />
        </CollapsibleSection>
      </Stack>
    </Container>
  );
}

// Spec 4 §2.6 recalage screen (/stade/recalage, STADES): the 'Stade' and 'Maladie' tabs, the tab
// kept in the address (?onglet=maladie) so that a link opens it.
import { todayIso } from '@agro/domain/dates';
import { recalageHarvestYear } from '@agro/domain/recalage';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePlatformClock } from '../../../lib/config';
import { useScreenTitle } from '../../../lib/page-title';
import { DiseaseTab } from './DiseaseTab';
import { DISEASE_TAB, PAGE_TITLE, STAGE_TAB } from './messages';
import { StageTab } from './StageTab';

export const TAB_PARAMETER = 'onglet';
const TABS = ['stade', 'maladie'] as const;
type Tab = (typeof TABS)[number];

export function RecalagePage() {
  useScreenTitle(PAGE_TITLE);
  const [parameters, setParameters] = useSearchParams();
  const asked = parameters.get(TAB_PARAMETER);
  const tab: Tab = asked === 'maladie' ? 'maladie' : 'stade';
  const clock = usePlatformClock();
  const today = todayIso(clock ? clock() : new Date());
  const harvestYear = recalageHarvestYear(today);

  const choose = (next: string | null) => {
    const chosen = TABS.find((value) => value === next) ?? 'stade';
    setParameters(
      (current) => {
        const updated = new URLSearchParams(current);
        if (chosen === 'stade') updated.delete(TAB_PARAMETER);
        else updated.set(TAB_PARAMETER, chosen);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      <Stack gap="md">
        <Title order={1}>{PAGE_TITLE}</Title>
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="stade">{STAGE_TAB}</Tabs.Tab>
            <Tabs.Tab value="maladie">{DISEASE_TAB}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stade">
            <StageTab today={today} harvestYear={harvestYear} />
          </Tabs.Panel>
          <Tabs.Panel value="maladie">
            <DiseaseTab harvestYear={harvestYear} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

// Spec 3 §2.3 'mildiou-detail-parcelle' (/mildiou/parcelle/:id), opened in a new window from the
// dashboard: why the plot must be treated or not, since when, and whether the weather behind it is
// complete. Desktop shows the map and the climate table in the page; below 960 px they open in
// modals. Each section reads its own data and says what failed.
import type { BlightPlot } from '@agro/contracts/entities/blight';
import { blightCampaignYear, blightRiskLevel } from '@agro/domain/blight';
import { todayIso } from '@agro/domain/dates';
import { mayRecordInterventions } from '@agro/domain/blight-plot-writes';
import { hasRight } from '@agro/domain/rights';
import { addDays } from '@agro/domain/calendar-days';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMap, IconTable } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ResponsivePanel } from '../../../components/ResponsivePanel';
import { plotRecordTexts } from '../../../components/plot-record-texts';
import { RecordHeader, RecordRoute } from '../../../components/RecordScreen';
import type { PlatformClock } from '../../../lib/config';
import { useScreenTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { AdminBlock } from './AdminBlock';
import { AlternariaSection } from './AlternariaSection';
import { MildiouCalendarCard, ReceptionPlanningCard } from './CalendarCards';
import { ClimaticIndicesButton, ClimateTable } from './ClimateSection';
import { CorrectionsSection } from './CorrectionsSection';
import { IndicesSection } from './IndicesSection';
import { InterventionsSection } from './InterventionsSection';
import { LoadState } from '../../../components/LoadState';
import { isPlotMissing, useBlightPlot, useDailyIndices, usePlotInfos } from './plot-api';
import {
  PlotInfoCard,
  PlotMapCard,
  RecommendationCard,
  StagesCard,
  StationCard,
} from './PlotCards';
import { RiskBadge } from './RiskBadge';
import { RiskChart } from './RiskChart';

export const CHART_LOAD_FAILED = "Les indices de la parcelle n'ont pas pu être chargés.";

const SCREEN = plotRecordTexts({
  screenTitle: 'Mildiou - Détail de la parcelle',
  module: 'Mildiou',
  access: 'son suivi mildiou',
  back: { to: '/mildiou/tableaudebord', label: 'Retour au tableau de bord mildiou' },
});

function PlotDetail({ plot, clock }: { plot: BlightPlot; clock: PlatformClock }) {
  useScreenTitle(`${plot.name} - Mildiou`);
  const id = String(plot.id);
  const { data: session } = useSession();
  const rights = session?.rights ?? [];
  const { today, campaignYear } = useMemo(() => {
    const day = todayIso(clock());
    return { today: day, campaignYear: blightCampaignYear(day) };
  }, [clock]);
  const infos = usePlotInfos(id);
  const daily = useDailyIndices(id);
  const days = daily.data ?? [];
  const todayRisk = days.find((day) => day.date === today)?.risque ?? null;
  const forecastFrom = infos.data?.date_deb_previsions ?? addDays(today, 1);
  const level = blightRiskLevel(todayRisk);

  return (
    <Stack gap="lg">
      <RecordHeader
        texts={SCREEN}
        title={
          <>
            {plot.name} ({plot.id})
          </>
        }
        badges={
          <>
            <Text size="sm">{'Risque du jour\u202f:'}</Text>
            <RiskBadge risk={level.code} />
          </>
        }
        action={<ClimaticIndicesButton plotId={id} />}
      />
      <RecommendationCard plot={plot} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <PlotInfoCard
          plot={plot}
          infos={infos.data}
          infosFailed={infos.isError}
          onRetry={() => void infos.refetch()}
        />
        <Stack gap="md">
          <StagesCard plot={plot} />
          <StationCard plot={plot} rights={rights} />
        </Stack>
        <ResponsivePanel label="Carte de la parcelle" icon={<IconMap size={16} aria-hidden />}>
          <PlotMapCard plot={plot} risk={todayRisk} />
        </ResponsivePanel>
      </SimpleGrid>
      {/* The chart's own title names the card: no second heading saying the same. */}
      <Paper withBorder p="md" radius="md">
        <LoadState query={daily} failure={CHART_LOAD_FAILED} loading="Chargement du graphique">
          <RiskChart rows={days} threshold={plot.seuiltrait} forecastFrom={forecastFrom} />
        </LoadState>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MildiouCalendarCard days={days} query={daily} campaignYear={campaignYear} />
        <ReceptionPlanningCard plotId={id} today={today} campaignYear={campaignYear} />
      </SimpleGrid>
      <CorrectionsSection plotId={id} today={today} />
      <IndicesSection
        plotId={id}
        today={today}
        threshold={plot.seuiltrait}
        forecastFrom={forecastFrom}
      />
      <ResponsivePanel
        label="Données climatiques"
        icon={<IconTable size={16} aria-hidden />}
        modalSize="100%"
      >
        <ClimateTable plotId={id} />
      </ResponsivePanel>
      <InterventionsSection plot={plot} today={today} mayRecord={mayRecordInterventions(rights)} />
      {plot.alternaria ? (
        <AlternariaSection plotId={id} today={today} campaignYear={campaignYear} />
      ) : null}
      {hasRight(rights, 'ADMIN') ? (
        <AdminBlock plotId={id} scenario={plot.scenario ?? null} />
      ) : null}
    </Stack>
  );
}

export function BlightPlotPage() {
  return (
    <RecordRoute useRecord={useBlightPlot} isMissing={isPlotMissing} texts={SCREEN}>
      {(data, clock) => <PlotDetail plot={data} clock={clock} />}
    </RecordRoute>
  );
}

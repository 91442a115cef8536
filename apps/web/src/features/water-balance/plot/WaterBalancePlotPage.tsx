// Spec 3 §2.11, water balance plot detail ('bh-detail-parcelle', /bilanhydrique/parcelle/:id),
// opened in a new window from the dashboard: the plot's cards, its stages and irrigations, the
// balance chart, the weather-data reception calendar and the daily table with its export.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { campaignYear, formatDateTimeFr, todayIso } from '@agro/domain/dates';
import { waterBalanceStatusBadge } from '@agro/domain/water-balance';
import { Box, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { PlotCommentsButton } from '../../../components/PlotComments';
import { plotRecordTexts } from '../../../components/plot-record-texts';
import { RecordHeader, RecordRoute } from '../../../components/RecordScreen';
import { StatusBadge } from '../../../components/StatusBadge';
import { usePlatformConfig, type PlatformClock } from '../../../lib/config';
import { useScreenTitle } from '../../../lib/page-title';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import { BalanceChartCard } from './BalanceChartCard';
import { BalanceTableCard } from './BalanceTableCard';
import { IrrigationsCard } from './IrrigationsCard';
import { isPlotMissing, useBhPlot } from './plot-api';
import { CropCard, IrrigationCard, PlotCard, SoilCard } from './PlotInfoCards';
import { PlotMapCard } from './PlotMapCard';
import { RainReceptionCard } from './RainReceptionCard';
import { StagesCard } from './StagesCard';

const SCREEN = plotRecordTexts({
  screenTitle: 'Bilan hydrique - Détail de la parcelle',
  module: 'Bilan hydrique',
  access: 'son bilan hydrique',
  back: { to: '/bilanhydrique/tableaudebord', label: 'Retour au tableau de bord' },
});

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label="Avertissements du calcul">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={20} aria-hidden color="#b35309" style={{ flex: 'none' }} />
        <Box>
          <Text fw={600} size="sm">
            Avertissements du calcul
          </Text>
          <List size="sm" mt={4}>
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Box>
      </Group>
    </Paper>
  );
}

function PlotHeader({ plot }: { plot: BhPlot }) {
  const status = waterBalanceStatusBadge(plot.statut_calcul_bh);
  const calculated = formatDateTimeFr(plot.date_calcul_bh);
  return (
    <RecordHeader
      texts={SCREEN}
      title={plot.nom_parcelle}
      badges={
        <>
          <StatusBadge {...status} />
          {calculated === '' ? null : <Text size="sm">Calcul du {calculated}</Text>}
        </>
      }
      action={<PlotCommentsButton plotId={plot.id} oad={COMMENT_OADS.waterBalance} />}
    />
  );
}

const EMPTY_ROWS: readonly never[] = [];

function PlotDetail({ plot, clock }: { plot: BhPlot; clock: PlatformClock }) {
  useScreenTitle(`${plot.nom_parcelle} - Bilan hydrique`);
  const { instituteKeyword } = usePlatformConfig();
  // One clock reading for the whole page: the current stage, the forecast rain and the campaign,
  // on the platform's day (PLATFORM_DATE) like the balance rows the simulator computed.
  const { today, year } = useMemo(() => {
    const now = clock();
    return { today: todayIso(now), year: campaignYear(now) };
  }, [clock]);
  const balance = plot.bilan_hydrique ?? EMPTY_ROWS;

  return (
    <Stack gap="lg">
      <PlotHeader plot={plot} />
      <Warnings warnings={plot.warnings ?? []} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <PlotCard plot={plot} />
        <IrrigationCard plot={plot} />
        <SoilCard plot={plot} />
        <PlotMapCard plot={plot} />
        <CropCard plot={plot} />
        <StagesCard plot={plot} today={today} />
        <IrrigationsCard plot={plot} />
      </SimpleGrid>
      <BalanceChartCard rows={balance} />
      <RainReceptionCard
        plotId={String(plot.id)}
        campaignYear={year}
        today={today}
        instituteName={instituteKeyword}
      />
      <BalanceTableCard plotId={plot.id} rows={balance} />
    </Stack>
  );
}

const noPlot = (plot: BhPlot | undefined | null) => !plot;

export function WaterBalancePlotPage() {
  return (
    <RecordRoute useRecord={useBhPlot} isMissing={isPlotMissing} isEmpty={noPlot} texts={SCREEN}>
      {(data, clock) => <PlotDetail plot={data as BhPlot} clock={clock} />}
    </RecordRoute>
  );
}

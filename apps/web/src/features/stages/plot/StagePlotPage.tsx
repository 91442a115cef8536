// Spec 4 §2.4 plot detail (/stade/plot/:id, route name detail-plot): the collapsible 'Détail de
// la parcelle' cards, the chart of stages, diseases and weather, the risk forecast by day, and
// the collapsible 'Détail des derniers calculs' with its export.
import { COMPUTATIONS_PAGE_SIZE, computationColumns } from '@agro/contracts/columns/stages';
import type { PlotDetail } from '@agro/contracts/entities/stages';
import { formatDateFr, todayIso } from '@agro/domain/dates';
import { stageDetailWeatherWindow } from '@agro/domain/stages';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { DataTable } from '../../../components/DataTable';
import { ListLoadError } from '../../../components/ListLoadError';
import { PlotCommentsButton } from '../../../components/PlotComments';
import { plotRecordTexts } from '../../../components/plot-record-texts';
import { RecordHeader, RecordRoute } from '../../../components/RecordScreen';
import { isRecordMissing } from '../../../lib/api';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import { useCerealPlot, useComputations, usePlotWeather } from '../stages-api';
import { PlotCards } from './PlotCards';
import { RiskForecast } from './RiskForecast';
import { StageChart } from './StageChart';

const SCREEN = plotRecordTexts({
  screenTitle: 'Détail de la parcelle',
  list: 'les parcelles clients',
  module: 'Stades',
  back: { to: '/stade/cap/tableaudebord', label: 'Retour aux parcelles clients' },
});

function Computations({ plotId }: { plotId: string }) {
  const computations = useComputations(plotId);
  if (computations.isError) {
    return (
      <ListLoadError
        message="Les derniers calculs n'ont pas pu être chargés."
        onRetry={() => void computations.refetch()}
      />
    );
  }
  return (
    <DataTable
      label="Derniers calculs"
      columns={computationColumns}
      rows={computations.data ?? []}
      getRowId={(row) => String(row.id_sortie)}
      loading={computations.isPending}
      searchable={false}
      pageSizes={[COMPUTATIONS_PAGE_SIZE, 20]}
      defaultPageSize={COMPUTATIONS_PAGE_SIZE}
      exportName={`stade-calculs/${plotId}`}
      exportDisabledReason={
        (computations.data ?? []).length === 0 ? 'Aucun calcul à exporter' : null
      }
    />
  );
}

function PlotDetailView({
  plotId,
  plot,
  today,
}: {
  plotId: string;
  plot: PlotDetail;
  today: string;
}) {
  const window = useMemo(() => {
    const { start, end } = stageDetailWeatherWindow(plot.date_semis, today);
    return { latitude: plot.y, longitude: plot.x, codeStation: plot.code_station, start, end };
  }, [plot.date_semis, plot.x, plot.y, plot.code_station, today]);
  const weather = usePlotWeather(window);
  return (
    <Stack gap="md">
      <RecordHeader
        texts={SCREEN}
        subtitle={`${plot.code_parcelle_os} (parcelle ${plotId})`}
        action={<PlotCommentsButton plotId={plotId} oad={COMMENT_OADS.stages} />}
      />

      <CollapsibleSection title="Détail de la parcelle" defaultOpen>
        <PlotCards plot={plot} today={today} />
      </CollapsibleSection>

      <Stack gap="xs" component="section" aria-labelledby="stade-graphique-titre">
        <Title order={2} size="h4" id="stade-graphique-titre">
          Stades, maladies et météo
        </Title>
        {weather.isError ? (
          <Alert color="red" variant="light" role="alert">
            La météo de la parcelle n&apos;a pas pu être chargée&#x202F;: le graphique ne montre que
            les stades et les maladies.
          </Alert>
        ) : null}
        {weather.isPending ? (
          <Text size="sm">Chargement en cours…</Text>
        ) : (
          <StageChart plot={plot} weather={weather.data ?? []} today={today} />
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="stade-risques-titre">
        <Title order={2} size="h4" id="stade-risques-titre">
          Risques prévus
        </Title>
        <RiskForecast plotId={plotId} today={today} />
      </Stack>

      <CollapsibleSection title="Détail des derniers calculs">
        <Computations plotId={plotId} />
      </CollapsibleSection>
      <Text size="xs" c="dimmed">
        Données au {formatDateFr(today)}.
      </Text>
    </Stack>
  );
}

export function StagePlotPage() {
  const { id = '' } = useParams();
  return (
    <RecordRoute useRecord={useCerealPlot} isMissing={isRecordMissing} texts={SCREEN}>
      {(plot, clock) => <PlotDetailView plotId={id} plot={plot} today={todayIso(clock())} />}
    </RecordRoute>
  );
}

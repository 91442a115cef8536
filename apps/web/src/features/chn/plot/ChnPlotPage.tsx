// Spec 2 §2 'chn-detail-parcelle': the CHN plot detail. Two date selectors (the calculation shown
// and one to compare with) reload the plot; the sections open or closed as the spec says (detail
// closed, calendars and charts open, Validation/Corrections closed, opened by the follow-up's
// wrench); a map at zoom 9; the plot's Excel export at the date shown.
import { CHN_VIEW_PARAMS } from '@agro/contracts/columns/chn';
import type { ChnPlotResult } from '@agro/contracts/entities/ferti';
import { LATEST_CALCULATION, resultDateParam } from '@agro/domain/chn';
import { formatDateFr, todayIso } from '@agro/domain/dates';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { SelectField } from '../../../components/SelectField';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { FileExportButton } from '../../../components/FileExportButton';
import { PlotPointMap } from '../../../components/PlotPointMap';
import { PlotCommentsButton } from '../../../components/PlotComments';
import { plotRecordTexts } from '../../../components/plot-record-texts';
import { RecordHeader, RecordScreen } from '../../../components/RecordScreen';
import { isRecordMissing } from '../../../lib/api';
import type { PlatformClock } from '../../../lib/config';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import {
  useChnPlotDaily,
  useChnPlotDates,
  useChnPlotDeltaEvolution,
  useChnPlotResult,
} from '../chn-api';
import { DetailCards } from './DetailCards';
import { KineticsCharts } from './KineticsCharts';
import { PlotCalendars } from './PlotCalendars';
import { ValidationSection } from './ValidationSection';

/** Spec 2 §9: the CHN detail map opens at zoom 9. */
export const CHN_PLOT_MAP_ZOOM = 9;
const NO_COMPARISON = '';

const SCREEN = plotRecordTexts({
  screenTitle: 'Détail de la parcelle CHN',
  list: 'le suivi CHN',
  module: 'CHN',
  back: { to: '/ferti/chn/suivi', label: 'Retour au suivi CHN' },
});

function PlotMap({ result }: { result: ChnPlotResult }) {
  return (
    <PlotPointMap
      plotId={result.uuid_plot}
      name={result.nom_parcelle ?? result.code_airbus ?? ''}
      latitude={result.latitude}
      longitude={result.longitude}
      zoom={CHN_PLOT_MAP_ZOOM}
      informationCard="Identification"
    />
  );
}

interface PlotDetailProps {
  plotId: string;
  result: ChnPlotResult;
  clock: PlatformClock;
  chosen: string;
  onChosen: (date: string) => void;
  comparison: string;
  onComparison: (date: string) => void;
  refreshing: boolean;
}

function PlotDetail({
  plotId,
  result,
  clock,
  chosen,
  onChosen,
  comparison,
  onComparison,
  refreshing,
}: PlotDetailProps) {
  const year = clock().getFullYear();
  const date = resultDateParam(chosen, year);
  const comparisonDate = resultDateParam(comparison, year) ?? null;
  const dates = useChnPlotDates(plotId);
  const daily = useChnPlotDaily(plotId, date);
  const compared = useChnPlotDaily(plotId, comparisonDate ?? undefined, comparisonDate !== null);
  const delta = useChnPlotDeltaEvolution(plotId);
  const options = (dates.data ?? []).map((entry) => ({
    value: entry.date_calcul,
    label: formatDateFr(entry.date_calcul),
  }));
  const exportParameters = useMemo(
    (): Record<string, string> => (date === undefined ? {} : { [CHN_VIEW_PARAMS.date]: date }),
    [date],
  );
  const name = result.nom_parcelle ?? result.code_airbus ?? plotId;

  return (
    <Stack gap="md">
      <RecordHeader
        texts={SCREEN}
        subtitle={
          <>
            {name}
            {result.code_airbus ? ` - ${result.code_airbus}` : ''} (parcelle {plotId})
          </>
        }
        action={
          <Group gap="xs" wrap="wrap">
            <PlotCommentsButton plotId={plotId} oad={COMMENT_OADS.chn} />
            <FileExportButton
              name={`chn-parcelle/${plotId}`}
              label="Exporter la parcelle"
              parameters={exportParameters}
            />
          </Group>
        }
      />

      <Group align="flex-end" gap="md" wrap="wrap" aria-busy={refreshing}>
        <SelectField
          label="Date de calcul"
          data={[{ value: LATEST_CALCULATION, label: LATEST_CALCULATION }, ...options]}
          value={chosen}
          onChange={(value) => onChosen(value ?? LATEST_CALCULATION)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <SelectField
          label="Date de comparaison"
          data={[{ value: NO_COMPARISON, label: 'Aucune' }, ...options]}
          value={comparison}
          onChange={(value) => onComparison(value ?? NO_COMPARISON)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {dates.isError ? (
        <Alert color="red" variant="light" role="alert">
          Les dates de calcul de la parcelle n&apos;ont pas pu être chargées.
        </Alert>
      ) : null}

      <CollapsibleSection title="Détail de la parcelle">
        <DetailCards result={result} />
      </CollapsibleSection>

      <CollapsibleSection title="Calendrier" defaultOpen>
        {daily.isError ? (
          <Alert color="red" variant="light" role="alert">
            Les données journalières n&apos;ont pas pu être chargées.{' '}
            <Button size="compact-sm" variant="subtle" onClick={() => void daily.refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : (
          <PlotCalendars result={result} daily={daily.data} year={year} />
        )}
      </CollapsibleSection>

      <CollapsibleSection title="Graphiques" defaultOpen>
        {daily.isError ? (
          <Alert color="red" variant="light" role="alert">
            Les courbes n&apos;ont pas pu être chargées&#x202F;: les données journalières manquent.
          </Alert>
        ) : daily.data ? (
          <>
            {compared.isError ? (
              <Alert color="red" variant="light" role="alert" mb="sm">
                Les données de la date de comparaison n&apos;ont pas pu être chargées.
              </Alert>
            ) : null}
            {delta.isError ? (
              <Alert color="red" variant="light" role="alert" mb="sm">
                L&apos;évolution du delta N n&apos;a pas pu être chargée.
              </Alert>
            ) : null}
            <KineticsCharts
              result={result}
              daily={daily.data}
              comparison={comparisonDate !== null ? (compared.data ?? null) : null}
              comparisonDate={comparisonDate}
              deltaEvolution={delta.data ?? []}
            />
          </>
        ) : (
          <Text size="sm">Chargement en cours…</Text>
        )}
      </CollapsibleSection>

      <CollapsibleSection title="Validation/Corrections" anchor="corrections">
        <ValidationSection plotId={plotId} result={result} exportParameters={exportParameters} />
      </CollapsibleSection>

      <PlotMap result={result} />
      <Text size="xs" c="dimmed">
        Données au {formatDateFr(todayIso(clock()))}.
      </Text>
    </Stack>
  );
}

export function ChnPlotPage() {
  const { id = '' } = useParams();
  const [chosen, setChosen] = useState(LATEST_CALCULATION);
  const [comparison, setComparison] = useState(NO_COMPARISON);
  // The year is the platform's; the date is checked again against it in the detail.
  const date = chosen === LATEST_CALCULATION ? undefined : chosen;
  const query = useChnPlotResult(id, date);
  return (
    <RecordScreen
      query={query}
      isMissing={isRecordMissing}
      isEmpty={(result) => result === null}
      {...SCREEN}
    >
      {(result, clock) =>
        result ? (
          <PlotDetail
            plotId={id}
            result={result}
            clock={clock}
            chosen={chosen}
            onChosen={setChosen}
            comparison={comparison}
            onComparison={setComparison}
            refreshing={query.isPlaceholderData}
          />
        ) : null
      }
    </RecordScreen>
  );
}

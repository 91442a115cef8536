// Spec 4 §2.3 'Analyse': the calculated E1C against the observed one on the client plots that
// were observed: how many, the mean and mean absolute gaps, how many within ±5 days, and the
// gaps' distribution.
import { e1cAnalysis, E1C_BAND_DAYS } from '@agro/domain/stages';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ColumnChart } from '../../../components/ColumnChart';
import { IndicatorCards } from '../../../components/IndicatorCard';
import { ListLoadError } from '../../../components/ListLoadError';
import { useCapList } from '../stages-api';

export function AnalysisSection() {
  const query = useCapList('clients_e1c');
  const analysis = useMemo(
    () =>
      e1cAnalysis(
        (query.data ?? []).map((plot) => ({
          calculated: plot.stade_epi1cm_prevu,
          observed: plot.e1cm_observe,
        })),
      ),
    [query.data],
  );
  const columns = useMemo(() => {
    const counts = new Map<number, number>();
    for (const gap of analysis.gaps) counts.set(gap, (counts.get(gap) ?? 0) + 1);
    const gaps = [...counts.keys()];
    if (gaps.length === 0) return [];
    const from = Math.min(...gaps);
    const to = Math.max(...gaps);
    return Array.from({ length: to - from + 1 }, (_, i) => ({
      label: `${from + i > 0 ? '+' : ''}${from + i}`,
      value: counts.get(from + i) ?? 0,
    }));
  }, [analysis.gaps]);
  if (query.isError) {
    return (
      <ListLoadError
        message="Les parcelles observées n'ont pas pu être chargées."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const loading = query.isPending;
  return (
    <Stack gap="md">
      <IndicatorCards
        cards={[
          { title: 'Parcelles observées', value: loading ? null : analysis.count, loading },
          {
            title: 'Écart moyen',
            value: analysis.mean,
            unit: 'jours',
            maximumFractionDigits: 1,
            loading,
          },
          {
            title: 'Écart absolu moyen',
            value: analysis.meanAbsolute,
            unit: 'jours',
            maximumFractionDigits: 1,
            loading,
          },
          {
            title: `Dans la bande de ± ${E1C_BAND_DAYS} jours`,
            value: loading ? null : analysis.withinBand,
            loading,
          },
        ]}
      />
      <Text size="sm" c="dimmed">
        Écart = épi 1 cm observé moins épi 1 cm calculé&#x202F;: positif quand le modèle était en
        avance.
      </Text>
      {columns.length > 0 ? (
        <ColumnChart
          title="Écarts entre l'épi 1 cm observé et calculé (jours)"
          columns={columns}
          unit="parcelles"
        />
      ) : null}
    </Stack>
  );
}

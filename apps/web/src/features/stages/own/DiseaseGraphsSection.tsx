// Spec 4 §2.3 'Génération de graphiques maladies': for yellow rust, eyespot and brown rust, the
// chosen plot's disease curve in a high year, a low year (inputs checked on blur, 1950 to 2050,
// the spec's defaults) and this year, with a band of ±5 days around this year's E1C. Only plots
// whose retained E1C is this year or later are offered; a plot without a station code is refused
// ('Code Station non conforme'); a failed graph says 'Erreur dans la génération des graphiques
// maladies'. The septoria risk table and the precocity scale follow.
import type { CapPlot, GraphAnswer } from '@agro/contracts/entities/stages';
import { addDays } from '@agro/domain/calendar-days';
import { yearOutOfBounds } from '@agro/domain/dates';
import {
  CEREAL_DISEASES,
  DISEASE_GRAPH_DEFAULT_YEARS,
  DISEASE_GRAPHS_FAILED,
  E1C_BAND_DAYS,
  isChartedE1c,
  sowingDateInCampaign,
  stationCodeError,
} from '@agro/domain/stages';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { SectionCard } from '../../../components/SectionCard';
import { TimeSeriesChart } from '../../../components/TimeSeriesChart';
import { showDialog } from '../../../lib/dialog-store';
import { diseaseGraph, type GraphService } from '../stages-api';
import { SeptoriaTable } from './SeptoriaTable';

type GraphDisease = keyof typeof DISEASE_GRAPH_DEFAULT_YEARS;
const GRAPH_DISEASES: readonly GraphDisease[] = ['rouille_jaune', 'pietin_verse', 'rouille_brune'];
const SERVICE: Readonly<Record<GraphDisease, GraphService>> = {
  rouille_jaune: 'rouille_jaune',
  pietin_verse: 'pv',
  rouille_brune: 'rouille_brune',
};

type Years = Record<GraphDisease, { high: number | string; low: number | string }>;

interface Curves {
  rows: { date: string; haute: number | null; basse: number | null; courante: number | null }[];
  e1c: string | null;
}

/** A past season's day on this season's calendar (its month and day, in this campaign). */
function onThisCampaign(iso: string, year: number): string {
  const [, month, day] = iso.split('-').map(Number) as [number, number, number];
  return sowingDateInCampaign(month, day, year);
}

function mergeCurves(high: GraphAnswer, low: GraphAnswer, current: GraphAnswer, year: number) {
  const rows = new Map<string, Curves['rows'][number]>();
  const add = (answer: GraphAnswer, key: 'haute' | 'basse' | 'courante') => {
    answer.date.forEach((date, index) => {
      const day = onThisCampaign(date, year);
      const row = rows.get(day) ?? { date: day, haute: null, basse: null, courante: null };
      row[key] = answer.surface[index] ?? null;
      rows.set(day, row);
    });
  };
  add(high, 'haute');
  add(low, 'basse');
  add(current, 'courante');
  return {
    rows: [...rows.values()].sort((a, b) => a.date.localeCompare(b.date)),
    e1c: current.e1c,
  };
}

function YearField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string;
  onChange(value: number | string): void;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      onBlur={() => setError(yearOutOfBounds(Number(value)))}
      error={error}
      allowDecimal={false}
      w={130}
    />
  );
}

export function DiseaseGraphsSection({ plots, year }: { plots: readonly CapPlot[]; year: number }) {
  const charted = useMemo(
    () => plots.filter((plot) => isChartedE1c(plot.stade_epi1cm, year)),
    [plots, year],
  );
  const [plotId, setPlotId] = useState<string | null>(null);
  const [years, setYears] = useState<Years>(() => ({
    rouille_jaune: { ...DISEASE_GRAPH_DEFAULT_YEARS.rouille_jaune },
    pietin_verse: { ...DISEASE_GRAPH_DEFAULT_YEARS.pietin_verse },
    rouille_brune: { ...DISEASE_GRAPH_DEFAULT_YEARS.rouille_brune },
  }));
  const [curves, setCurves] = useState<Partial<Record<GraphDisease, Curves>>>({});
  const [running, setRunning] = useState(false);
  const plot = charted.find((p) => String(p.id_plot) === plotId) ?? null;

  const run = async () => {
    if (!plot) return;
    const stationError = stationCodeError(plot.code_station);
    if (stationError) {
      showDialog({ kind: 'error', code: '', description: stationError });
      return;
    }
    for (const disease of GRAPH_DISEASES) {
      const { high, low } = years[disease];
      const wrong = yearOutOfBounds(Number(high)) ?? yearOutOfBounds(Number(low));
      if (wrong) {
        showDialog({ kind: 'error', code: '', description: wrong });
        return;
      }
    }
    setRunning(true);
    try {
      const body = (disease: GraphDisease, asked: number) => ({
        data_to_xml: {
          variete: plot.variete,
          id_plot: plot.id_plot,
          code_parcelle_os: plot.code_parcelle_os,
          latitude: plot.y,
          longitude: plot.x,
          code_espece: plot.codeespece,
          codesol: plot.codesol,
          date_semis: plot.date_semis,
          maladie: SERVICE[disease],
          code_station: plot.code_station as string,
          annee_haute: Number(years[disease].high),
          annee_basse: Number(years[disease].low),
          annee_demandee: asked,
          annee_prec_demandee: asked - 1,
        },
      });
      const entries = await Promise.all(
        GRAPH_DISEASES.map(async (disease) => {
          const graph = (asked: number) => diseaseGraph(SERVICE[disease], body(disease, asked));
          const [high, low, current] = await Promise.all([
            graph(Number(years[disease].high)),
            graph(Number(years[disease].low)),
            graph(year),
          ]);
          return [disease, mergeCurves(high, low, current, year)] as const;
        }),
      );
      setCurves(Object.fromEntries(entries));
    } catch {
      showDialog({ kind: 'error', code: '', description: DISEASE_GRAPHS_FAILED });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SelectField
          label="Parcelle"
          placeholder={
            charted.length === 0 ? 'Aucune parcelle à représenter' : 'Choisir une parcelle'
          }
          data={charted.map((p) => ({ value: String(p.id_plot), label: p.code_parcelle_os }))}
          value={plotId}
          onChange={setPlotId}
          searchable
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={() => void run()} loading={running} disabled={!plot}>
          Générer les graphiques
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Seules les parcelles dont l&apos;épi 1 cm retenu tombe en {year} ou plus tard sont
        proposées.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        {GRAPH_DISEASES.map((disease) => {
          const result = curves[disease];
          const name = CEREAL_DISEASES[disease];
          return (
            <SectionCard key={disease} title={name} level={3}>
              <Group gap="sm" mb="sm">
                <YearField
                  label="Année haute"
                  value={years[disease].high}
                  onChange={(high) =>
                    setYears({ ...years, [disease]: { ...years[disease], high } })
                  }
                />
                <YearField
                  label="Année basse"
                  value={years[disease].low}
                  onChange={(low) => setYears({ ...years, [disease]: { ...years[disease], low } })}
                />
              </Group>
              {result ? (
                <TimeSeriesChart
                  title={`${name}\u202f: surface atteinte (%)`}
                  data={result.rows}
                  series={[
                    {
                      key: 'haute',
                      label: `Année haute (${years[disease].high})`,
                      kind: 'line',
                      color: '#c92a2a',
                      unit: '%',
                    },
                    {
                      key: 'basse',
                      label: `Année basse (${years[disease].low})`,
                      kind: 'line',
                      color: '#2b8a3e',
                      unit: '%',
                    },
                    {
                      key: 'courante',
                      label: `Année ${year}`,
                      kind: 'line',
                      color: '#1864ab',
                      unit: '%',
                    },
                  ]}
                  leftAxisLabel="%"
                  forecast={
                    result.e1c
                      ? {
                          from: addDays(result.e1c, -E1C_BAND_DAYS),
                          to: addDays(result.e1c, E1C_BAND_DAYS),
                          label: `Épi 1 cm ± ${E1C_BAND_DAYS} jours`,
                        }
                      : undefined
                  }
                  height={260}
                />
              ) : (
                <Text size="sm">Choisissez une parcelle puis générez les graphiques.</Text>
              )}
            </SectionCard>
          );
        })}
      </SimpleGrid>
      <SeptoriaTable plots={plots} />
    </Stack>
  );
}

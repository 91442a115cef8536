// Spec 4 §2.4 'Détail de la parcelle': the cards of plot information, the map with its marker,
// the diseases of its species with their dates and risk, the treatments and the stages.
import type { PlotDetail } from '@agro/contracts/entities/stages';
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import {
  CEREAL_DISEASES,
  datedFields,
  DISEASE_DATE_FIELDS,
  DISEASE_RISK_FIELDS,
  diseasesOfSpecies,
  observedStageName,
  stageCalculationBadge,
  stageRiskLabel,
} from '@agro/domain/stages';
import {
  fusariumRiskColour,
  STATUS_COLOUR_HEX,
  stageRiskColour,
} from '@agro/domain/status-colours';
import { Badge, Group, List, SimpleGrid, Text } from '@mantine/core';
import { PlotPointMap } from '../../../components/PlotPointMap';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { Fields, SectionCard } from '../../../components/SectionCard';
import { STATUS_FILLS, StatusBadge } from '../../../components/StatusBadge';
import { observedStagesOf, stagesOf, treatmentsOf } from './plot-model';

/** Spec 4 §9: the plot detail's map opens at zoom 9. */
export const STAGE_PLOT_MAP_ZOOM = 9;

const SPECIES: Readonly<Record<string, string>> = {
  '17': 'Blé tendre',
  '40': 'Blé dur',
  '27': "Orge d'hiver",
  '19': 'Triticale',
};

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : '-');
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

function InfoCard({ plot }: { plot: PlotDetail }) {
  const species = String(plot.codeespece);
  return (
    <SectionCard title="Parcelle" level={3}>
      <Fields
        items={[
          { label: 'Code parcelle', value: plot.code_parcelle_os },
          { label: 'Espèce', value: SPECIES[species] ?? species },
          {
            label: 'Variété',
            value: plot.var_origine
              ? `${text(plot.variete)} (déclarée\u202f: ${plot.var_origine})`
              : text(plot.variete),
          },
          { label: 'Type', value: plot.castype === 1 ? 'Cas type' : 'Parcelle réelle' },
          { label: 'Date de semis', value: day(plot.date_semis) },
          { label: 'Précédent', value: text(plot.code_precedent) },
          {
            label: 'Labour',
            value:
              plot.labour === null
                ? '-'
                : plot.labour === true || plot.labour === 1
                  ? 'Oui'
                  : 'Non',
          },
          { label: 'Département', value: text(plot.code_dept) },
          { label: 'Code INSEE', value: text(plot.code_insee) },
          { label: 'Station météo', value: text(plot.code_station) },
          { label: 'Client', value: text(plot.nom_user) },
          { label: 'Opérateur', value: text(plot.nom_operateur) },
          {
            label: 'État du calcul',
            value: <StatusBadge {...stageCalculationBadge(plot.etat_calcul)} />,
          },
          {
            label: 'Date de calcul',
            value: plot.date_calcul ? formatDateTimeFr(plot.date_calcul) : '-',
          },
          { label: 'Fin des prévisions', value: day(plot.date_fin_previsions) },
        ]}
      />
    </SectionCard>
  );
}

function PlotMapCard({ plot }: { plot: PlotDetail }) {
  return (
    <PlotPointMap
      plotId={plot.id_plot}
      name={plot.code_parcelle_os}
      latitude={plot.y}
      longitude={plot.x}
      zoom={STAGE_PLOT_MAP_ZOOM}
      informationCard="Parcelle"
      level={3}
      height={280}
    />
  );
}

/** A risk code's dot and words (spec 4 §2.4: 10 green, 20 orange, 30 red, other grey). */
export function RiskDot({
  risk,
  label,
}: {
  risk: number | string | null | undefined;
  label?: string;
}) {
  const words = stageRiskLabel(risk);
  return (
    <Badge
      color={STATUS_FILLS[stageRiskColour(risk)]}
      variant="filled"
      radius="xl"
      tt="none"
      aria-label={label ? `${label}\u202f: ${words}` : words}
    >
      {words}
    </Badge>
  );
}

function DiseasesCard({ plot }: { plot: PlotDetail }) {
  const record = plot as unknown as Readonly<Record<string, unknown>>;
  return (
    <SectionCard title="Maladies" level={3}>
      <List spacing="sm" listStyleType="none" p={0}>
        {diseasesOfSpecies(plot.codeespece).map((disease) => {
          const name = CEREAL_DISEASES[disease];
          const dates = datedFields(record, DISEASE_DATE_FIELDS[disease]);
          const risk = record[DISEASE_RISK_FIELDS[disease]] as string | number | null | undefined;
          return (
            <List.Item key={disease}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700} size="sm">
                  {name}
                </Text>
                {disease === 'fusariose' ? (
                  <Text
                    size="sm"
                    fw={700}
                    c={STATUS_COLOUR_HEX[fusariumRiskColour(plot.risque_fusa)]}
                  >
                    Risque {plot.risque_fusa ?? 'non évalué'}
                  </Text>
                ) : (
                  <RiskDot risk={risk} label={name} />
                )}
              </Group>
              <Text size="sm">
                {dates.length === 0
                  ? 'Aucune date prévue à ce jour.'
                  : dates.map((d) => `${d.label}\u202f: ${formatDateFr(d.date)}`).join(' · ')}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </SectionCard>
  );
}

function TreatmentsCard({ plot }: { plot: PlotDetail }) {
  const rows = treatmentsOf(plot).flatMap((entry) =>
    entry.traitements.map((t) => ({ maladie: entry.maladie, ...t })),
  );
  return (
    <SectionCard title="Traitements" level={3}>
      {rows.length === 0 ? (
        <Text size="sm">Aucun traitement enregistré.</Text>
      ) : (
        <ScrollableTable
          label="Traitements de la parcelle"
          headers={['Maladie', 'Date', 'Produit', 'Dose']}
          rows={rows.map((row) => [
            row.maladie,
            formatDateFr(row.date),
            text(row.produit),
            // A decimal comma (issue 41, finding 12): '0,75', not '0.75'.
            typeof row.dose === 'number' ? row.dose.toLocaleString('fr-FR') : text(row.dose),
          ])}
        />
      )}
    </SectionCard>
  );
}

function StagesCard({ plot, today }: { plot: PlotDetail; today: string }) {
  const stages = stagesOf(plot, today);
  const observed = observedStagesOf(plot);
  return (
    <SectionCard title="Stades" level={3}>
      <ScrollableTable
        label="Stades de la parcelle"
        headers={['Stade', 'Date']}
        rows={stages.map((stage) => [
          <>
            {stage.label}
            {stage.current ? (
              <Badge ml="xs" color="agro.9" variant="filled" tt="none">
                Stade actuel
              </Badge>
            ) : null}
            {stage.next ? (
              <Badge ml="xs" color="gray.7" variant="outline" tt="none">
                Prochain stade
              </Badge>
            ) : null}
          </>,
          formatDateFr(stage.date),
        ])}
      />
      <Text size="sm" mt="xs">
        {observed.length === 0
          ? 'Aucun stade observé.'
          : `Stades observés\u202f: ${observed
              .map((o) => `${observedStageName(o.code)} le ${formatDateFr(o.date)}`)
              .join(', ')}.`}
      </Text>
    </SectionCard>
  );
}

export function PlotCards({ plot, today }: { plot: PlotDetail; today: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      <InfoCard plot={plot} />
      <PlotMapCard plot={plot} />
      <DiseasesCard plot={plot} />
      <TreatmentsCard plot={plot} />
      <StagesCard plot={plot} today={today} />
    </SimpleGrid>
  );
}

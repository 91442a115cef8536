// The blight plot detail's first cards (spec 3 §2.3, §4, §6): the recommendation (red when it asks
// for a treatment), the calculation status and the plot's information, its stages, its station
// (link for METEO readers, operator code hidden from EXTERNE readers, admin dates) and its map.
import type { BlightPlot, BlightPlotInfos } from '@agro/contracts/entities/blight';
import { adviceText, isAdviceRed } from '@agro/domain/blight-advice';
import { blightRiskLevel, blightStageLabel } from '@agro/domain/blight';
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { hasRight } from '@agro/domain/rights';
import { canSeeOperatorCode, canSeeStationAdministration } from '@agro/domain/stations';
import { blightPlotStatusColour, STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Anchor, Box, Paper, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PointMapCard } from '../../../components/PointMapCard';
import { Fields, SectionCard, type FieldItem } from '../../../components/SectionCard';
import { SectionLoadError } from '../../../components/SectionLoadError';
import { SectionLoader } from '../../../components/SectionLoader';
import { apiDataQuery } from '../../../lib/api-query';
import { RISK_COLOUR_SCALE } from '../dashboard/BlightMap';

export const INFOS_LOAD_FAILED = "Les informations de la parcelle n'ont pas pu être chargées.";
export const CALCULATED_TEXT = 'Calculs effectués dans les dernières heures';
export const OUTDATED_TEXT = 'Calculs datés';

/** Spec 3 §9: plot maps open at zoom 7 once positioned. */
export const PLOT_MAP_ZOOM = 7;

export function RecommendationCard({ plot }: { plot: BlightPlot }) {
  const red = isAdviceRed(plot.conseil);
  const colour = STATUS_COLOUR_HEX[red ? 'red' : 'green'];
  return (
    <Paper
      component="section"
      aria-label="Préconisation"
      withBorder
      p="md"
      radius="md"
      style={{ borderLeft: `6px solid ${colour}` }}
    >
      <Text size="sm" c="dimmed">
        Préconisation
      </Text>
      <Text fw={700} size="lg" c={red ? 'red.9' : 'agro.9'} data-testid="preconisation">
        {adviceText(plot.conseil, { date: plot.date, dateTrait: plot.datetrait })}
      </Text>
    </Paper>
  );
}

export interface PlotInfoCardProps {
  plot: BlightPlot;
  infos: BlightPlotInfos | undefined;
  infosFailed: boolean;
  onRetry: () => void;
}

function farmerName(infos: BlightPlotInfos | undefined, plot: BlightPlot): string {
  const name = [infos?.nom_agri, infos?.prenom_agri].filter(Boolean).join(' ');
  return name === '' ? plot.farmer || '-' : name;
}

export function PlotInfoCard({ plot, infos, infosFailed, onRetry }: PlotInfoCardProps) {
  const calculated = blightPlotStatusColour(infos?.statut_calcul);
  const items: FieldItem[] = [
    {
      label: 'État des calculs',
      value: infos ? (
        <Text
          component="span"
          size="sm"
          fw={600}
          c={calculated === 'green' ? 'agro.9' : 'red.9'}
          data-status={calculated}
        >
          <Box
            component="span"
            aria-hidden
            display="inline-block"
            w={10}
            h={10}
            mr={6}
            style={{ borderRadius: '50%', background: STATUS_COLOUR_HEX[calculated] }}
          />
          {calculated === 'green' ? CALCULATED_TEXT : OUTDATED_TEXT}
        </Text>
      ) : (
        '-'
      ),
    },
    { label: 'Agriculteur', value: farmerName(infos, plot) },
    { label: 'Société', value: infos?.raison_sociale ?? '-' },
    { label: 'Intégrateur', value: infos?.nom_integrateur ?? '-' },
    { label: 'Distributeur', value: infos?.distributeur ?? '-' },
    { label: 'Commune', value: plot.city ?? '-' },
    { label: 'Code postal', value: plot.zipcode ?? '-' },
    { label: 'Variété', value: plot.variety || '-' },
    {
      label: 'Surface',
      value: plot.area === null ? '-' : `${String(plot.area).replace('.', ',')} ha`,
    },
    {
      label: 'Seuil de traitement',
      value: plot.seuiltrait === null ? '-' : String(plot.seuiltrait).replace('.', ','),
    },
    {
      label: 'Début des prévisions',
      value: formatDateFr(infos?.date_deb_previsions) || '-',
    },
    { label: 'Statut', value: infos?.statut_msg ?? '-' },
  ];
  return (
    <SectionCard title="Parcelle">
      {infosFailed ? (
        <Box mb="sm">
          <SectionLoadError message={INFOS_LOAD_FAILED} onRetry={onRetry} />
        </Box>
      ) : null}
      <Fields items={items} />
    </SectionCard>
  );
}

export function StagesCard({ plot }: { plot: BlightPlot }) {
  const phases = [...plot.phases].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <SectionCard title="Stades">
      {phases.length === 0 && !plot.harvest ? (
        <Text size="sm">Aucun stade renseigné</Text>
      ) : (
        <Fields
          items={[
            ...phases.map((phase) => ({
              label: blightStageLabel(phase.name),
              value: formatDateFr(phase.date) || '-',
            })),
            ...(plot.harvest
              ? [{ label: 'Récolte', value: formatDateTimeFr(plot.harvest.datetime) || '-' }]
              : []),
          ]}
        />
      )}
    </SectionCard>
  );
}

/** The station's creation and last move dates, read for ADMIN readers only (spec 3 §6). */
function useStationAdministration(id: number | string | null, enabled: boolean) {
  return useQuery({
    ...apiDataQuery(['stations', String(id)], 'stationGet', { params: { id: String(id) } }),
    enabled: enabled && id !== null,
  });
}

export const stationPath = (id: number | string) =>
  `/meteo/station/${encodeURIComponent(String(id))}`;

export function StationCard({ plot, rights }: { plot: BlightPlot; rights: readonly string[] }) {
  const administration = canSeeStationAdministration(rights);
  const station = useStationAdministration(plot.iot_id, administration);
  const name = plot.nomStation ?? (plot.iot_id === null ? null : `Station ${plot.iot_id}`);
  const items: FieldItem[] = [
    {
      label: 'Station',
      value:
        name === null ? (
          'Aucune station'
        ) : hasRight(rights, 'METEO') && plot.iot_id !== null ? (
          <Anchor href={stationPath(plot.iot_id)} target="_blank" rel="noopener">
            {name}{' '}
            <IconExternalLink
              size={14}
              aria-label="(nouvel onglet)"
              style={{ verticalAlign: -2 }}
            />
          </Anchor>
        ) : (
          name
        ),
    },
    { label: 'Opérateur météo', value: plot.fournisseurStation ?? '-' },
  ];
  if (canSeeOperatorCode(rights)) {
    items.push({
      label: 'Code station opérateur',
      value: plot.codeStationFournisseur || plot.device_iot?.device_code || '-',
    });
  }
  if (administration && plot.iot_id !== null) {
    const dates = station.data;
    const pending = station.isPending;
    items.push(
      {
        label: 'Date de création',
        value: pending ? (
          <SectionLoader size="xs" label="Chargement de la station" />
        ) : (
          formatDateTimeFr(dates?.p_dt_crea) || '-'
        ),
      },
      {
        label: 'Date du dernier déplacement',
        value: pending ? '…' : formatDateTimeFr(dates?.lastmovedate) || 'Jamais déplacée',
      },
    );
  }
  return (
    <SectionCard title="Station météo">
      <Fields items={items} />
    </SectionCard>
  );
}

export function PlotMapCard({ plot, risk }: { plot: BlightPlot; risk: number | null }) {
  const level = blightRiskLevel(risk);
  return (
    <PointMapCard
      label={`Carte de la parcelle ${plot.name}`}
      description={`Le point marque la parcelle, de la couleur de son risque du jour\u202f: ${level.label}.`}
      id={String(plot.id)}
      latitude={plot.latitude}
      longitude={plot.longitude}
      colorValue={level.colour}
      colorScale={RISK_COLOUR_SCALE}
      zoom={PLOT_MAP_ZOOM}
    />
  );
}

// Spec 2 §2 'qn-detail-parcelle': a QN plot's identity (with its PréviLIS id and the eye to the
// stage module's plot), its stage list (the current stage underlined, the acquisition stage marked
// with the satellite date, the 1 cm ear block or "Pas d'observation d'épi 1 cm"), the QN
// calculations card, and the map at zoom 10 with the raster selector (LAI, CHL, Préco) laid over
// the plot, the raster also shown with its legend beside the map.
import type { QnPlot } from '@agro/contracts/entities/ferti';
import { formatDateFr, todayIso } from '@agro/domain/dates';
import {
  QN_DETAIL_STAGE_ORDER,
  QN_NO_EPI1CM_OBSERVATION,
  QN_RASTER_SCALES,
  QN_STAGE_LABELS,
  qnRasterBounds,
  qnRasterColour,
  qnSpeciesLabel,
  qnStageOn,
  type QnDetailStage,
  type QnRasterCode,
} from '@agro/domain/qn';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import {
  ActionIcon,
  Badge,
  Box,
  Grid,
  Group,
  Image,
  List,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapView } from '../../../components/MapView';
import { plotRecordTexts } from '../../../components/plot-record-texts';
import { RecordHeader, RecordRoute } from '../../../components/RecordScreen';
import { SectionCard } from '../../../components/SectionCard';
import { isRecordMissing } from '../../../lib/api';
import type { PlatformClock } from '../../../lib/config';
import { formatNumberFr } from '../../../lib/format';
import { useQnPlot, useQnRaster } from '../qn-api';

/** Spec 2 §9: the QN detail map opens at zoom 10. */
export const QN_PLOT_MAP_ZOOM = 10;
const RASTER_CODES: readonly QnRasterCode[] = ['lai', 'chl', 'rasteroutput'];

const SCREEN = plotRecordTexts({
  screenTitle: 'Détail de la parcelle QN',
  list: 'le suivi QN',
  module: 'QN',
  back: { to: '/ferti/qn/suivi', label: 'Retour au suivi QN' },
});

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : '-');
const figure = (value: number | null | undefined, digits: number, unit = '') =>
  value === null || value === undefined
    ? '-'
    : `${formatNumberFr(value, digits)}${unit ? `\u00a0${unit}` : ''}`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} w="45%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Identity({ plot }: { plot: QnPlot }) {
  const previlis = plot.previlis_id;
  return (
    <SectionCard title="Identification">
      <Table verticalSpacing={4}>
        <Table.Tbody>
          <Field label="Client">{plot.client ?? '-'}</Field>
          <Field label="ZAM">{plot.zam ?? '-'}</Field>
          <Field label="Département">{plot.code_dept ?? '-'}</Field>
          <Field label="Espèce">{qnSpeciesLabel(plot.codeespece) ?? '-'}</Field>
          <Field label="Variété">{plot.variete ?? '-'}</Field>
          <Field label="Code parcelle">{String(plot.uuid_plot)}</Field>
          <Field label="Identifiant PréviLIS">
            {previlis === null || previlis === undefined ? (
              '-'
            ) : (
              <Group gap={4} wrap="nowrap">
                <span>{String(previlis)}</span>
                <Tooltip label="Voir la parcelle dans les stades">
                  <ActionIcon
                    component={Link}
                    to={`/stade/plot/${encodeURIComponent(String(previlis))}`}
                    variant="subtle"
                    aria-label={`Voir la parcelle PréviLIS ${String(previlis)} dans les stades`}
                  >
                    <IconEye size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Field>
          <Field label="Opérateur">{plot.nom_operateur ?? '-'}</Field>
          <Field label="Statut">{plot.statut ?? '-'}</Field>
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

const stageDate = (plot: QnPlot, stage: QnDetailStage) =>
  (plot[`stade_${stage}` as keyof QnPlot] as string | null | undefined) ?? null;

function Stages({ plot, today }: { plot: QnPlot; today: string }) {
  const dates = Object.fromEntries(QN_DETAIL_STAGE_ORDER.map((s) => [s, stageDate(plot, s)]));
  const current = qnStageOn(dates, today);
  const acquisition = plot.derniere_date_acquisition
    ? qnStageOn(dates, plot.derniere_date_acquisition)
    : null;
  const observed = new Map(
    (plot.stades_obs ?? []).map((entry) => [entry.code_arvalis, entry.date]),
  );
  return (
    <SectionCard title="Stades">
      <List spacing={6} listStyleType="none" aria-label="Stades de la parcelle">
        {QN_DETAIL_STAGE_ORDER.map((stage) => {
          const date = stageDate(plot, stage);
          const isCurrent = stage === current;
          return (
            <List.Item key={stage}>
              <Stack gap={2}>
                <Group gap="xs" wrap="wrap">
                  <Text
                    fw={isCurrent ? 700 : 500}
                    td={isCurrent ? 'underline' : undefined}
                    aria-current={isCurrent ? 'step' : undefined}
                  >
                    {QN_STAGE_LABELS[stage]}
                  </Text>
                  <Text size="sm">
                    {date ? `${date <= today ? '' : 'prévu le '}${day(date)}` : 'non atteint'}
                  </Text>
                  {observed.has(stage) && stage !== 'epi1cm' ? (
                    <Text size="sm" c="dimmed">
                      observé le {day(observed.get(stage))}
                    </Text>
                  ) : null}
                  {isCurrent ? <Badge variant="light">Stade en cours</Badge> : null}
                  {stage === acquisition ? (
                    <Badge variant="light" color="grape">
                      Acquisition satellite du {day(plot.derniere_date_acquisition)}
                    </Badge>
                  ) : null}
                </Group>
                {stage === 'epi1cm' ? <Epi1cm plot={plot} /> : null}
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </SectionCard>
  );
}

function Epi1cm({ plot }: { plot: QnPlot }) {
  return (
    <Box pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
      <Text size="sm">Réel&#x202F;: {day(plot.stade_epi1cm)}</Text>
      <Text size="sm">Prévu&#x202F;: {day(plot.stade_epi1cm_prevu)}</Text>
      {plot.e1cm_observe ? (
        <Text size="sm">
          Observation&#x202F;: {day(plot.e1cm_observe)}, hauteur moyenne{' '}
          {figure(plot.hauteur_moyenne, 0, 'mm')}
        </Text>
      ) : (
        <Text size="sm">{QN_NO_EPI1CM_OBSERVATION}</Text>
      )}
    </Box>
  );
}

function Calculations({ plot }: { plot: QnPlot }) {
  return (
    <SectionCard title="Calculs QN">
      <Table verticalSpacing={4}>
        <Table.Tbody>
          <Field label="Date de dernière acquisition">{day(plot.derniere_date_acquisition)}</Field>
          <Field label="CHL">{figure(plot.sortie_CHL, 1, 'µg/cm²')}</Field>
          <Field label="LAI">{figure(plot.sortie_LAI, 2, 'm²/m²')}</Field>
          <Field label="QNacq">{figure(plot.sortie_QNacq, 1, 'kgN/ha')}</Field>
          <Field label="Préconisation brute">{figure(plot.sortie_precoBrute, 1, 'kgN/ha')}</Field>
          <Field label="Préconisation finale arrondie">
            {figure(plot.sortie_preco_arrondie_finale, 0, 'kgN/ha')}
          </Field>
          <Field label="Préconisation livrée">{figure(plot.preco_livree, 0, 'kgN/ha')}</Field>
          <Field label="Option faible biomasse">
            {plot.sortie_option_faible_biomasse === null ||
            plot.sortie_option_faible_biomasse === undefined
              ? '-'
              : plot.sortie_option_faible_biomasse
                ? 'Oui'
                : 'Non'}
          </Field>
          <Field label="Indicateur delta biomasse">
            {figure(plot.sortie_indicateur_delta_biomasse, 2)}
          </Field>
          <Field label="Indicateur INN à l'acquisition">
            {figure(plot.sortie_indicateur_inn_acquisition, 2)}
          </Field>
          <Field label="Biomasse aérienne à la floraison">
            {figure(plot.sortie_biomasseAerienneFloraison, 1, 't/ha')}
          </Field>
          <Field label="Azote aérien absorbé à la floraison">
            {figure(plot.sortie_azoteAerienAbsorbeFloraison, 1, 'kgN/ha')}
          </Field>
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

/** The raster's colour ramp from its lowest to its highest value, with the unit. */
function RasterLegend({ code }: { code: QnRasterCode }) {
  const scale = QN_RASTER_SCALES[code];
  const stops = [0, 0.25, 0.5, 0.75, 1].map((share) => {
    const value = scale.min + (scale.max - scale.min) * share;
    const [r, g, b] = qnRasterColour(code, value);
    return `rgb(${r}, ${g}, ${b}) ${share * 100}%`;
  });
  return (
    <Stack gap={2}>
      <Box
        h={12}
        style={{ background: `linear-gradient(to right, ${stops.join(', ')})`, borderRadius: 2 }}
        aria-hidden
      />
      <Group justify="space-between">
        <Text size="xs">
          {formatNumberFr(scale.min, 0)} {scale.unit}
        </Text>
        <Text size="xs">
          {formatNumberFr(scale.max, 0)} {scale.unit}
        </Text>
      </Group>
    </Stack>
  );
}

function RasterMap({ plot }: { plot: QnPlot }) {
  const [code, setCode] = useState<QnRasterCode>('lai');
  const plotId = String(plot.uuid_plot);
  const imaged = plot.derniere_date_acquisition !== null;
  const raster = useQnRaster(plotId, code, imaged);
  const located = plot.latitude !== null && plot.longitude !== null;
  const points = useMemo(
    () =>
      plot.latitude === null || plot.longitude === null
        ? []
        : [{ id: plotId, latitude: plot.latitude, longitude: plot.longitude }],
    [plotId, plot.latitude, plot.longitude],
  );
  const bounds = located ? qnRasterBounds(plot.latitude as number, plot.longitude as number) : null;
  const scale = QN_RASTER_SCALES[code];
  return (
    <SectionCard title="Carte">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Image satellite affichée"
          value={code}
          onChange={(value) => setCode(value as QnRasterCode)}
          data={RASTER_CODES.map((c) => ({ value: c, label: QN_RASTER_SCALES[c].label }))}
        />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {located ? (
              <MapView
                label={`Carte de la parcelle ${plotId}`}
                description="Le point marque la parcelle&#x202F;; l'image satellite choisie est posée sur elle."
                points={points}
                colorScale={{
                  colors: {},
                  defaultColor: STATUS_COLOUR_HEX.green,
                  title: 'Parcelle',
                  defaultLabel: 'Parcelle',
                }}
                center={{ latitude: plot.latitude as number, longitude: plot.longitude as number }}
                zoom={QN_PLOT_MAP_ZOOM}
                height={320}
                overlay={raster.data && bounds ? { url: raster.data, bounds } : null}
              />
            ) : (
              <Text size="sm">La position de la parcelle n&apos;est pas connue.</Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs" aria-live="polite">
              {!imaged ? (
                <Text size="sm">Pas encore d&apos;image satellite pour cette parcelle.</Text>
              ) : raster.isError ? (
                <Text size="sm" c="red.9" role="alert">
                  L&apos;image {scale.label} n&apos;a pas pu être chargée.
                </Text>
              ) : raster.data ? (
                <Image
                  src={raster.data}
                  alt={`Image satellite ${scale.label} de la parcelle ${plotId} du ${day(plot.derniere_date_acquisition)}`}
                  w="100%"
                  maw={288}
                  fit="contain"
                  style={{ imageRendering: 'pixelated', background: 'var(--mantine-color-gray-1)' }}
                />
              ) : (
                <Skeleton h={200} aria-hidden />
              )}
              {imaged ? (
                <>
                  <Text size="sm" fw={500}>
                    {scale.label} ({scale.unit}) au {day(plot.derniere_date_acquisition)}
                  </Text>
                  <RasterLegend code={code} />
                </>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </SectionCard>
  );
}

function PlotDetail({ plot, clock }: { plot: QnPlot; clock: PlatformClock }) {
  const today = todayIso(clock());
  return (
    <Stack gap="md">
      <RecordHeader texts={SCREEN} subtitle={`Parcelle ${String(plot.uuid_plot)}`} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <Identity plot={plot} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <Stages plot={plot} today={today} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <Calculations plot={plot} />
        </Grid.Col>
      </Grid>
      <RasterMap plot={plot} />
    </Stack>
  );
}

export function QnPlotPage() {
  return (
    <RecordRoute
      useRecord={useQnPlot}
      isMissing={isRecordMissing}
      isEmpty={(plot) => plot === null}
      texts={SCREEN}
    >
      {(plot, clock) => (plot ? <PlotDetail plot={plot} clock={clock} /> : null)}
    </RecordRoute>
  );
}

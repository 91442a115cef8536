// The station detail's info card and map (spec 3 §2.8, §6, §9): what identifies the station and
// its reception, the operator's code for permitted readers, the admin dates; the map at zoom 10.
// The reception state comes with what it rests on (issue 41): the legend's words for it and the
// longest gap of the last 24 hours, since 8 missing hours in one gap are an absence while 8 in
// short gaps are a partial reception. The last reception is in UTC as the spec says, and in local
// time, both said.
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { formatDateTimeFr, formatUtcDateTime } from '@agro/domain/dates';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import {
  receptionState,
  receptionWindowEnd,
  recentReception,
  stationLabel,
} from '@agro/domain/stations';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { PointMapCard } from '../../../components/PointMapCard';
import { Fields, SectionCard, type FieldItem } from '../../../components/SectionCard';
import { ReceptionStateBadge } from '../shared/ReceptionStateBadge';
import { RECEPTION_COLOUR_SCALE } from '../dashboard/StationsMap';
import { useStationHours } from './station-api';

/** Spec 3 §9: the station detail map opens at zoom 10. */
export const STATION_MAP_ZOOM = 10;

/** An instant in UTC, said so: '15/06/2026 07:00 UTC'. */
export function formatUtc(value: string | null | undefined): string {
  const utc = formatUtcDateTime(value);
  return utc === null ? '-' : `${utc} UTC`;
}

/** UTC as the spec asks, then the time of the screen: '… 07:00 UTC (15/06/2026 09:00 heure locale)'. */
export function formatUtcAndLocal(value: string | null | undefined): string {
  const utc = formatUtc(value);
  return utc === '-' ? utc : `${utc} (${formatDateTimeFr(value)} heure locale)`;
}

/** '8 h d'affilée', 'aucun' (nothing missing). */
export function gapText(hours: number): string {
  return hours === 0 ? 'Aucun' : `${hours} h d'affilée`;
}

const UTC_DAY_MS = 86_400_000;

/**
 * The longest gap of the 24 hours before now (or the last hour the API sent, when later), from the station's hours of the two UTC days they
 * span; '…' while they load, '-' when they cannot be read.
 */
function LongestGap({
  stationId,
  now,
  lastData,
}: {
  stationId: string;
  now: Date;
  lastData: string | null;
}) {
  const end = receptionWindowEnd(now, lastData);
  const debut = new Date(end.getTime() - UTC_DAY_MS - 3_600_000).toISOString().slice(0, 10);
  const fin = end.toISOString().slice(0, 10);
  const hours = useStationHours(stationId, debut, fin);
  const endTime = end.getTime();
  const reception = useMemo(
    () => (hours.data ? recentReception(hours.data, new Date(endTime)) : null),
    [hours.data, endTime],
  );
  if (hours.isError) return <>-</>;
  if (reception === null) return <>…</>;
  return <>{gapText(reception.longestGap)}</>;
}

export interface StationInfoCardProps {
  station: ConnectedStation;
  seesOperatorCode: boolean;
  seesAdministration: boolean;
  /** The platform's now: the last 24 hours end there. */
  now: Date;
}

export function StationInfoCard({
  station,
  seesOperatorCode,
  seesAdministration,
  now,
}: StationInfoCardProps) {
  const state = receptionState(station.indicateur);
  const items: FieldItem[] = [
    { label: 'Station', value: stationLabel(station.id, station.device_name) },
    { label: 'Code station', value: station.device_code ?? '-' },
    { label: 'Opérateur météo', value: station.constructor_name },
  ];
  if (seesOperatorCode) {
    items.push({ label: 'Code station opérateur', value: station.identification ?? '-' });
  }
  if (seesAdministration) {
    items.push({ label: 'Date de création', value: formatDateTimeFr(station.p_dt_crea) || '-' });
    items.push({
      label: 'Date du dernier déplacement',
      value: formatDateTimeFr(station.lastmovedate) || 'Jamais déplacée',
    });
  }
  items.push(
    { label: 'Dernière réception météo', value: formatUtcAndLocal(station.last_data) },
    {
      label: 'État de la réception',
      value: (
        <Stack gap={4} align="flex-start">
          <ReceptionStateBadge indicateur={station.indicateur} />
          <Text size="sm">{state.description}</Text>
        </Stack>
      ),
    },
    {
      label: 'Heures manquantes (24 h)',
      value: station.nbheuresmanquantes === null ? '-' : String(station.nbheuresmanquantes),
    },
    {
      label: 'Plus long trou (24 h)',
      value: <LongestGap stationId={String(station.id)} now={now} lastData={station.last_data} />,
    },
  );
  return (
    <SectionCard title="Station">
      <Fields items={items} />
    </SectionCard>
  );
}

export function StationMapCard({ station }: { station: ConnectedStation }) {
  const state = receptionState(station.indicateur);
  return (
    <PointMapCard
      label={`Carte de la station ${stationLabel(station.id, station.device_name)}`}
      description="Le point marque la station&#x202F;; ses informations sont dans la carte « Station »."
      id={String(station.id)}
      latitude={station.latitude}
      longitude={station.longitude}
      colorValue={state.key}
      colorScale={{
        title: RECEPTION_COLOUR_SCALE.title,
        colors: { [state.key]: STATUS_COLOUR_HEX[state.colour] },
        labels: { [state.key]: state.label },
        defaultColor: STATUS_COLOUR_HEX[state.colour],
      }}
      zoom={STATION_MAP_ZOOM}
    />
  );
}

// The station detail's info card and map (spec 3 §2.8, §6, §9): what identifies the station and
// its reception, the operator's code for permitted readers, the admin dates; the map at zoom 10.
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { formatDateTimeFr } from '@agro/domain/dates';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { receptionState, stationLabel } from '@agro/domain/stations';
import { PointMapCard } from '../../../components/PointMapCard';
import { Fields, SectionCard, type FieldItem } from '../../../components/SectionCard';
import { ReceptionStateBadge } from '../shared/ReceptionStateBadge';
import { RECEPTION_COLOUR_SCALE } from '../dashboard/StationsMap';

/** Spec 3 §9: the station detail map opens at zoom 10. */
export const STATION_MAP_ZOOM = 10;

/** An instant in UTC, said so: '15/06/2026 07:00 UTC'. */
export function formatUtc(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

export interface StationInfoCardProps {
  station: ConnectedStation;
  seesOperatorCode: boolean;
  seesAdministration: boolean;
}

export function StationInfoCard({
  station,
  seesOperatorCode,
  seesAdministration,
}: StationInfoCardProps) {
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
    { label: 'Dernière réception météo', value: formatUtc(station.last_data) },
    {
      label: 'État de la réception',
      value: <ReceptionStateBadge indicateur={station.indicateur} />,
    },
    {
      label: 'Heures manquantes (24 h)',
      value: station.nbheuresmanquantes === null ? '-' : String(station.nbheuresmanquantes),
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
      description="Le point marque la station ; ses informations sont dans la carte « Station »."
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

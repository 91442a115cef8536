// Spec 3 §2.7 and §9: the stations on a map, coloured by reception state; stations at one place
// moved 0.0001° apart so each can be clicked; a popup linking to the station's detail.
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { formatDateTimeFr } from '@agro/domain/dates';
import {
  RECEPTION_STATES,
  receptionState,
  STATION_MARKER_OFFSET,
  stationLabel,
} from '@agro/domain/stations';
import { Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { MapPopup } from '../../../components/MapPopup';
import { RowsMap, type RowPlace } from '../../../components/RowsMap';
import { statusColourScale } from '../../../components/status-colour-scale';
import { formatNumberFr } from '../../../lib/format';
import { LOCAL_TIME_SUFFIX } from '../shared/local-time';
import { stationDetailPath } from '../shared/station-paths';

/** One colour per reception state, the unknown state's grey for anything else. */
export const RECEPTION_COLOUR_SCALE = statusColourScale(
  'État station',
  RECEPTION_STATES,
  (state) => state.key,
  receptionState(null).label,
);

function StationPopup({ station }: { station: ConnectedStation }) {
  const label = stationLabel(station.id, station.device_name);
  return (
    <MapPopup
      title={label}
      facts={[
        ['Opérateur Météo', station.constructor_name],
        ['État', receptionState(station.indicateur).label],
        [`Dernière donnée réelle${LOCAL_TIME_SUFFIX}`, formatDateTimeFr(station.last_data)],
      ]}
      detail={{
        href: stationDetailPath(station.id),
        text: 'Voir le détail de la station',
        hidden: ` ${label} (nouvel onglet)`,
      }}
    />
  );
}

const placeStation = (station: ConnectedStation): RowPlace => ({
  id: String(station.id),
  latitude: station.latitude,
  longitude: station.longitude,
  colorValue: receptionState(station.indicateur).key,
});

export function StationsMap({ stations }: { stations: readonly ConnectedStation[] }) {
  // The count follows the map, which takes new stations after the counters and the list.
  const shown = useDeferredValue(stations).length;
  return (
    <Stack gap={4}>
      <RowsMap
        label="Carte des stations"
        description="Les stations de la carte sont aussi listées, avec leur lien vers le détail, dans la liste des stations ci-dessous."
        rows={stations}
        placeRow={placeStation}
        colorScale={RECEPTION_COLOUR_SCALE}
        renderPopup={(station) => <StationPopup station={station} />}
        fitToPoints
        spreadOffset={STATION_MARKER_OFFSET}
      />
      <Text size="sm" c="gray.7" role="status">
        {shown === 1
          ? '1 station sur la carte'
          : `${formatNumberFr(shown, 0)} stations sur la carte`}
      </Text>
    </Stack>
  );
}

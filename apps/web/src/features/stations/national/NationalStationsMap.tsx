// Spec 3 §2.9, §9: the national service's stations on a map centred on France, each popup with
// the table's fields, its coordinates and altitude, and a link to the station's page.
import type { NationalStation } from '@agro/contracts/entities/stations';
import { formatDateFr } from '@agro/domain/dates';
import { Anchor, Stack, Text } from '@mantine/core';
import { RowsMap, type RowPlace } from '../../../components/RowsMap';
import { formatNumberFr } from '../../../lib/format';
import { nationalStationPath } from '../shared/station-paths';

export function NationalStationFacts({ station }: { station: NationalStation }) {
  const { Latitude, Longitude, Altitude } = station.Coordonnees;
  return (
    <>
      <Text size="sm">
        Début des données&#x202F;: {formatDateFr(station.DonneesDateDebut) || '-'}
      </Text>
      <Text size="sm">Fin des données&#x202F;: {formatDateFr(station.DonneesDateFin) || '-'}</Text>
      <Text size="sm">
        Fin des prévisions&#x202F;: {formatDateFr(station.DonneesPrevFin) || '-'}
      </Text>
      <Text size="sm">Propriétaire&#x202F;: {station.Proprietaire ?? '-'}</Text>
      <Text size="sm">Fréquence&#x202F;: {station.Freq ?? '-'}</Text>
      <Text size="sm">Latitude&#x202F;: {formatNumberFr(Latitude, 4)}</Text>
      <Text size="sm">Longitude&#x202F;: {formatNumberFr(Longitude, 4)}</Text>
      <Text size="sm">
        Altitude&#x202F;: {Altitude === null ? '-' : `${formatNumberFr(Altitude, 0)} m`}
      </Text>
    </>
  );
}

function Popup({ station }: { station: NationalStation }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>
        {station.CodeStation} - {station.NomComplet}
      </Text>
      <NationalStationFacts station={station} />
      <Anchor href={nationalStationPath(station.CodeStation)} size="sm" mt={4}>
        Voir la station {station.NomComplet}
      </Anchor>
    </Stack>
  );
}

const placeStation = (station: NationalStation): RowPlace => ({
  id: station.CodeStation,
  latitude: station.Coordonnees.Latitude,
  longitude: station.Coordonnees.Longitude,
});

export function NationalStationsMap({ stations }: { stations: readonly NationalStation[] }) {
  return (
    <RowsMap
      label="Carte des stations Météo-France"
      description="Les stations de la carte sont aussi dans le tableau, avec leur lien vers leur page."
      rows={stations}
      placeRow={placeStation}
      renderPopup={(station) => <Popup station={station} />}
      fitToPoints
    />
  );
}

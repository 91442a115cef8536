// Spec 3 §2.8 'detail-station' (/meteo/station/:id), opened in a new tab from the dashboard: the
// station's card and map, its blight plots (MILDIOU read), its reception planning, its weather by
// day and by hour, its authorisations, and the daily file for admins.
import type { ExportPath } from '@agro/contracts/bff/exports';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { todayIso } from '@agro/domain/dates';
import {
  canSeeOperatorCode,
  canSeeStationAdministration,
  canSeeStationBlightPlots,
  stationLabel,
} from '@agro/domain/stations';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import {
  RecordHeader,
  RecordRoute,
  type RecordScreenTexts,
} from '../../../components/RecordScreen';
import type { PlatformClock } from '../../../lib/config';
import { useScreenTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ReceptionStateBadge } from '../shared/ReceptionStateBadge';
import { AuthorisationsCard } from './AuthorisationsCard';
import { BlightPlotsButton } from './BlightPlotsDialog';
import { ReceptionCard } from './ReceptionCard';
import { isStationMissing, useStation } from './station-api';
import { StationInfoCard, StationMapCard } from './StationCards';
import { WeatherTabs } from './WeatherTabs';

export const DASHBOARD_PATH = '/meteo/tableaudebord';
export const SCREEN_TITLE = 'Détail de la station';
export const STATION_NOT_FOUND_TITLE = 'Station introuvable';
export const STATION_NOT_FOUND_MESSAGE = "Cette station n'existe pas ou vous n'y avez pas accès.";
export const STATION_LOAD_FAILED_TITLE = "La station n'a pas pu être chargée";

/** The admins' daily file of a station: GET /bff/exports/meteo-station/{id}.xlsx. */
export const dailyExportName = (id: string | number): ExportPath => `meteo-station/${id}`;

const NOT_FOUND = {
  title: STATION_NOT_FOUND_TITLE,
  message: STATION_NOT_FOUND_MESSAGE,
  hint: "Vérifiez l'adresse ou choisissez la station dans le tableau de bord.",
  module: 'Stations',
};
const BACK = { to: DASHBOARD_PATH, label: 'Retour aux stations connectées' };

function StationDetail({ station, clock }: { station: ConnectedStation; clock: PlatformClock }) {
  const label = stationLabel(station.id, station.device_name);
  useScreenTitle(`${label} - Stations`);
  const { data: session } = useSession();
  const rights = session?.rights ?? [];
  const { now, today } = useMemo(() => {
    const at = clock();
    return { now: at, today: todayIso(at) };
  }, [clock]);
  const id = String(station.id);
  const administration = canSeeStationAdministration(rights);
  return (
    <Stack gap="lg">
      <RecordHeader
        texts={SCREEN}
        title={label}
        badges={<ReceptionStateBadge indicateur={station.indicateur} />}
        action={canSeeStationBlightPlots(rights) && <BlightPlotsButton stationId={id} />}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StationInfoCard
          station={station}
          seesOperatorCode={canSeeOperatorCode(rights)}
          seesAdministration={administration}
          now={now}
        />
        <StationMapCard station={station} />
      </SimpleGrid>
      <ReceptionCard stationId={id} today={today} />
      <WeatherTabs
        station={station}
        today={today}
        now={now}
        exportName={administration ? dailyExportName(id) : null}
      />
      <AuthorisationsCard stationId={id} />
    </Stack>
  );
}

const SCREEN: RecordScreenTexts = {
  screenTitle: SCREEN_TITLE,
  notFound: NOT_FOUND,
  loadFailedTitle: STATION_LOAD_FAILED_TITLE,
  back: BACK,
};

export function StationDetailPage() {
  return (
    <RecordRoute useRecord={useStation} isMissing={isStationMissing} texts={SCREEN}>
      {(data, clock) => <StationDetail station={data} clock={clock} />}
    </RecordRoute>
  );
}

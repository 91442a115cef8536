// A national service station's page (/meteo/stationmf/:id, not described by the spec): its card,
// its map at zoom 10, its recent days and forecasts; for administrators, its registration as a
// connected station. Every day of its period is there, the days it did not send marked missing, as
// on a connected station's detail (issue 41).
import { stationDailyColumns } from '@agro/contracts/columns/station-weather';
import type { Column } from '@agro/contracts/columns/column';
import type { NationalStation } from '@agro/contracts/entities/stations';
import { todayIso } from '@agro/domain/dates';
import { canSeeStationAdministration } from '@agro/domain/stations';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PointMapCard } from '../../../components/PointMapCard';
import { SectionCard } from '../../../components/SectionCard';
import { BackLink as SharedBackLink } from '../../../components/BackLink';
import { ServerErrorCard } from '../../../components/ServerErrorCard';
import { TimeSeriesChart, type TimeSeries } from '../../../components/TimeSeriesChart';
import {
  minTemperatureSeries,
  rainSeries,
  temperatureSeries,
} from '../../../components/weather-series';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { ForecastTable } from '../../../components/ForecastTable';
import { SectionLoadError } from '../../../components/SectionLoadError';
import { usePlatformClock } from '../../../lib/config';
import { useScreenTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { everyDayOf, isMissingRow, withRowType, type DailyRow } from '../detail/detail-model';
import { STATION_MAP_ZOOM } from '../detail/StationCards';
import {
  isNationalStationMissing,
  useNationalStation,
  useNationalStationDays,
} from './national-api';
import { NationalStationFacts } from './NationalStationsMap';
import { RegistrationCard } from './RegistrationCard';

export const DASHBOARD_PATH = '/meteo/tableaudebordmf';
export const NOT_FOUND_TITLE = 'Station introuvable';
export const DAYS_LOAD_FAILED = "La météo récente de la station n'a pas pu être chargée.";

const COLUMNS = withRowType(stationDailyColumns as readonly Column<DailyRow>[]);
const SERIES: readonly TimeSeries[] = [
  rainSeries('rr_sum'),
  minTemperatureSeries('t_min', 'Température min'),
  temperatureSeries('t_max', 'Température max'),
];

function BackLink() {
  return <SharedBackLink to={DASHBOARD_PATH} label="Retour aux stations Météo-France" />;
}

function RecentWeather({ station, today }: { station: NationalStation; today: string }) {
  const days = useNationalStationDays(station.CodeStation);
  const rows = useMemo(
    () => everyDayOf(days.data ?? [], station.DonneesDateFin?.slice(0, 10), today),
    [days.data, station.DonneesDateFin, today],
  );
  const forecastFrom = rows.find((row) => row.prevision)?.date;
  return (
    <SectionCard title="Météo récente">
      {days.isError ? (
        <SectionLoadError message={DAYS_LOAD_FAILED} onRetry={() => void days.refetch()} />
      ) : (
        <Stack gap="md">
          {!days.isPending && (
            <TimeSeriesChart
              title="Suivi par jour"
              data={rows}
              series={SERIES}
              forecast={forecastFrom === undefined ? undefined : { from: forecastFrom }}
              leftAxisLabel="°C"
              rightAxisLabel="mm"
              isMissing={isMissingRow}
            />
          )}
          <ForecastTable
            label="Météo récente par jour"
            columns={COLUMNS}
            rows={rows}
            loading={days.isPending}
            searchable={false}
            defaultPageSize={10}
            pageSizes={[10, 25, 50]}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

function StationPage({ station, today }: { station: NationalStation; today: string }) {
  useScreenTitle(`${station.NomComplet} - Stations Météo-France`);
  const { data: session } = useSession();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackLink />
        <Text size="sm" c="dimmed">
          Station Météo-France
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {station.CodeStation} - {station.NomComplet}
        </Title>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title="Station">
          <Stack gap={2}>
            <NationalStationFacts station={station} />
          </Stack>
        </SectionCard>
        <PointMapCard
          label={`Carte de la station ${station.NomComplet}`}
          description="Le point marque la station&#x202F;; ses informations sont dans la carte « Station »."
          id={station.CodeStation}
          latitude={station.Coordonnees.Latitude}
          longitude={station.Coordonnees.Longitude}
          zoom={STATION_MAP_ZOOM}
        />
      </SimpleGrid>
      {canSeeStationAdministration(session?.rights ?? []) && <RegistrationCard station={station} />}
      <RecentWeather station={station} today={today} />
    </Stack>
  );
}

export function NationalStationPage() {
  const { id = '' } = useParams();
  const station = useNationalStation(id);
  const clock = usePlatformClock();
  const today = useMemo(() => (clock ? todayIso(clock()) : null), [clock]);

  let content;
  if (station.isPending || today === null) {
    content = <WaitingOverlay />;
  } else if (station.isError && isNationalStationMissing(station.error)) {
    content = (
      <Stack gap="md">
        <Title order={1}>{NOT_FOUND_TITLE}</Title>
        <Paper withBorder p="lg" radius="md" role="alert">
          <Text>Cette station Météo-France n&apos;existe pas.</Text>
        </Paper>
        <BackLink />
      </Stack>
    );
  } else if (station.isError) {
    content = (
      <Stack gap="md">
        <Title order={1}>Station Météo-France</Title>
        <ServerErrorCard
          title="La station n'a pas pu être chargée"
          message={station.error.message}
          actionLabel="Réessayer"
          onAction={() => void station.refetch()}
        />
        <BackLink />
      </Stack>
    );
  } else {
    content = <StationPage station={station.data} today={today} />;
  }
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }} pos="relative" mih={300}>
      {content}
    </Container>
  );
}

import type {
  ConnectedStation,
  StationDailyWeather,
  StationHourlyWeather,
} from '@agro/contracts/entities/stations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import type { MapPoint } from '../../../components/map-style';
import type { MapViewProps } from '../../../components/MapView';
import type { SessionAnswer } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { findScreenTitle } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession, adviserSession } from '../../../test/sessions';
import { noExceptions, signedInBff } from '../../../test/signed-in-bff';

vi.mock('../../../components/MapView', () => ({
  MapView: (props: MapViewProps<MapPoint>) => (
    <div role="img" aria-label={props.label} data-zoom={props.zoom} />
  ),
}));

const today = '2026-06-15';

const station: ConnectedStation = {
  id: 7,
  device_name: 'Arras 1',
  constructor_name: 'Sencrop',
  identification: 'SC-10007',
  latitude: 50.29,
  longitude: 2.78,
  indicateur: 1,
  nbheuresmanquantes: 3,
  first_data: '2024-03-01T00:00:00.000Z',
  // Before any time of the platform's day, so the rows up to it stay measures whenever this runs.
  last_data: '2026-06-14T22:00:00.000Z',
  last_data_previ: '2026-06-20T07:00:00.000Z',
  device_code: 'IOT000007',
};

const day = (date: string, t: number | null): StationDailyWeather => ({
  date,
  t_avg: t,
  u_avg: 80,
  rr_sum: 1.2,
  t_min: t === null ? null : t - 5,
  t_max: t === null ? null : t + 5,
  u_min: 60,
  u_max: 98,
});

const DAYS = [
  day('2026-06-13', 15),
  day('2026-06-14', null),
  day('2026-06-15', 16),
  day('2026-06-16', 18),
];
/** The daily answer of the test under way. */
let days = DAYS;
const hours: StationHourlyWeather[] = [
  { date: '2026-06-14T21:00:00.000Z', t: 12.5, u: 91, rr: 0 },
  { date: '2026-06-14T22:00:00.000Z', t: null, u: 90, rr: 0.2 },
  { date: '2026-06-14T23:00:00.000Z', t: 14.1, u: 85, rr: 0 },
];
const counts = [
  { date: '2026-06-12', nb_temperature: 24, nb_hygrometrie: 24, nb_pluie: 24 },
  { date: '2026-06-13', nb_temperature: 15, nb_hygrometrie: 24, nb_pluie: 24 },
  { date: '2026-06-14', nb_temperature: 0, nb_hygrometrie: 0, nb_pluie: 0 },
  { date: '2026-06-15', nb_temperature: 8, nb_hygrometrie: 8, nb_pluie: 8 },
];

function detailBff(session: SessionAnswer, overrides = noExceptions) {
  return signedInBff({ session, platformDate: today }, overrides, (request) => {
    const url = request.url;
    const admin = session.rights.includes('ADMIN');
    const shown = admin
      ? { ...station, p_dt_crea: '2024-02-28T09:00:00.000Z', lastmovedate: null }
      : station;
    if (url === '/api/iot/station/7') return { status: 200, body: { data: shown } };
    if (url === '/api/iot/station/7/data/day') return { status: 200, body: { data: days } };
    if (url.startsWith('/api/iot/station/7/data/hour'))
      return { status: 200, body: { data: hours } };
    if (url === '/api/iot/station/7/dm/quotidiennes/nbValues') {
      return { status: 200, body: { data: counts } };
    }
    if (url === '/api/iot/station/7/authorisation') {
      return {
        status: 200,
        body: {
          data: [
            {
              service_code: 'MILDIOU',
              platform_code: 'MILDIOU',
              begin_at: '2024-03-05',
              end_at: null,
            },
          ],
        },
      };
    }
    if (url === '/api/iot/station/7/plot/mildiou') {
      return {
        status: 200,
        body: {
          data: [
            {
              id: 31,
              parcelle: 'Les Hauts',
              nom_agri: 'MARTIN',
              prenom_agri: 'Léa',
              farmer: 'AGRI0031',
              nom_integrateur: 'Coop Nord',
              organism: 'Distri Nord',
            },
          ],
        },
      };
    }
    return { status: 404, body: { code: 404, message: 'Station introuvable' } };
  });
}

async function openDetail(
  session: SessionAnswer,
  id = '7',
  overrides?: Parameters<typeof detailBff>[1],
) {
  const requests = detailBff(session, overrides);
  renderRoutes(buildRoutes(), `/meteo/station/${id}`);
  return { requests, user: userEvent.setup() };
}

/** Opens station 7's detail for `session`, checking that its title comes. */
async function openArras1(session: SessionAnswer) {
  const opened = await openDetail(session);
  expect(await findScreenTitle('N°7 - Arras 1')).toBeTruthy();
  return opened;
}

const main = () => within(screen.getByRole('main'));
const card = (name: string) => within(main().getByRole('region', { name }));

beforeEach(() => {
  setScreenWidth(1280);
  days = DAYS;
});

describe('station detail', () => {
  it("shows the station's card with its UTC reception, the map at zoom 10 and no admin dates", async () => {
    await openArras1(adviserSession);
    const info = card('Station');
    expect(info.getByText('IOT000007')).toBeTruthy();
    expect(info.getByText('SC-10007')).toBeTruthy();
    // UTC as the spec says, and the time of the screen, both said (issue 41).
    expect(info.getByText('14/06/2026 22:00 UTC (15/06/2026 00:00 heure locale)')).toBeTruthy();
    expect(info.queryByText('Date de création')).toBeNull();
    expect(
      main().getByRole('img', { name: 'Carte de la station N°7 - Arras 1' }).dataset['zoom'],
    ).toBe('10');
    expect(main().queryByRole('button', { name: 'Exporter' })).toBeNull();
  });

  it('shows the admin the creation date and the daily export', async () => {
    await openArras1({ ...adminSession, rights: [...adminSession.rights, 'METEO'] });
    expect(card('Station').getByText('Date de création')).toBeTruthy();
    expect(card('Station').getByText('28/02/2024 10:00')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeTruthy();
    // No MILDIOU right: no blight plots.
    expect(main().queryByRole('button', { name: 'Voir les parcelles Mildiou' })).toBeNull();
  });

  it("hides the operator's code from an EXTERNE reader", async () => {
    await openArras1({ ...adviserSession, rights: [...adviserSession.rights, 'EXTERNE'] });
    expect(card('Station').queryByText('Code station opérateur')).toBeNull();
    expect(card('Station').queryByText('SC-10007')).toBeNull();
  });

  it("lists the station's blight plots, each with its eye to the blight detail", async () => {
    const { user } = await openDetail(adviserSession);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Voir les parcelles Mildiou' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Parcelles Mildiou de la station' });
    expect(await within(dialog).findByText('Les Hauts')).toBeTruthy();
    expect(within(dialog).getByText('MARTIN Léa')).toBeTruthy();
    expect(within(dialog).getByText('Éditeur OAD')).toBeTruthy();
    const eye = within(dialog).getByRole('link', {
      name: 'Voir le détail de la parcelle Les Hauts (nouvel onglet)',
    });
    expect(eye.getAttribute('href')).toBe('/mildiou/parcelle/31');
    expect(eye.getAttribute('target')).toBe('_blank');
  });

  it('colours the reception days by their missing hours, leaving the current day out', async () => {
    await openDetail(adviserSession);
    const grid = await screen.findByRole(
      'grid',
      { name: 'Heures manquantes par jour, 2026' },
      { timeout: 10_000 },
    );
    expect(
      within(grid).getByRole('gridcell', { name: /13 juin 2026\u202f: 9 h manquantes, Partielle/ }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: /14 juin 2026\u202f: 24 h manquantes, Absence/ }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: /12 juin 2026\u202f: 0 h manquante, Complète/ }),
    ).toBeTruthy();
    expect(within(grid).queryByRole('gridcell', { name: /15 juin 2026\u202f: \d/ })).toBeNull();
  });

  it('says which rows are forecasts, by day and by hour, and asks for the hours of the period', async () => {
    const { user, requests } = await openDetail(adviserSession);
    const daily = await screen.findByRole(
      'table',
      { name: 'Données météo par jour' },
      { timeout: 10_000 },
    );
    const rowOf = async (table: HTMLElement, text: string) =>
      (await within(table).findByText(text)).closest('tr') as HTMLElement;
    expect(within(await rowOf(daily, '16/06/2026')).getByText('Prévision')).toBeTruthy();
    expect(within(await rowOf(daily, '14/06/2026')).getByText('Mesure')).toBeTruthy();
    await user.click(main().getByRole('tab', { name: 'Par heure' }));
    const hourly = await screen.findByRole('table', { name: 'Données météo par heure' });
    expect(within(hourly).getByText('Date et heure (heure locale)')).toBeTruthy();
    // Every hour of the period is listed: the two hours sought are found with the search box.
    const search = within(main().getByRole('tabpanel', { name: 'Par heure' })).getByRole(
      'searchbox',
      { name: 'Rechercher' },
    );
    await user.type(search, '01:00');
    expect(within(await rowOf(hourly, '15/06/2026 01:00')).getByText('Prévision')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '00:00');
    expect(within(await rowOf(hourly, '15/06/2026 00:00')).getByText('Mesure')).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain(
      '/api/iot/station/7/data/hour?debut=2026-06-09&fin=2026-06-20',
    );
  });

  it('says a station that does not exist cannot be found', async () => {
    await openDetail(adviserSession, '999');
    expect(await findScreenTitle('Station introuvable')).toBeTruthy();
  });

  it('shows the days the answer skips, marked missing in the table and the chart', async () => {
    days = [day('2026-06-10', 15), day('2026-06-13', 15), day('2026-06-16', 18)];
    await openDetail(adviserSession);
    const daily = await screen.findByRole(
      'table',
      { name: 'Données météo par jour' },
      { timeout: 10_000 },
    );
    const row = (await within(daily).findByText('11/06/2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Données manquantes')).toBeTruthy();
    expect(row.style.backgroundColor).toBe('rgb(233, 236, 239)');
    const chart = main().getByRole('figure', { name: 'Suivi par jour' });
    expect(
      within(chart).getByText('Données manquantes : du 11/06 au 12/06 ; du 14/06 au 15/06'),
    ).toBeTruthy();
  });

  it("says what the state rests on: the legend's words and the longest gap of the last 24 hours", async () => {
    await openArras1(adviserSession);
    const info = card('Station');
    expect(
      info.getByText('Un ou plusieurs trous de moins de 6 h, sans effet sur les calculs.'),
    ).toBeTruthy();
    expect(info.getByText('Plus long trou (24 h)')).toBeTruthy();
    // The hours answered (14/06 21:00 to 23:00 UTC) leave most of the last 24 hours missing.
    expect(await info.findByText(/^\d+ h d'affilée$/)).toBeTruthy();
  });
});

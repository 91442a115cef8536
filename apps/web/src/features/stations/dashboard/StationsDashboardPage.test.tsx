import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adviserSession } from '../../../test/sessions';
import type { SessionAnswer } from '../../../lib/session';
import { openScreen } from '../../../test/open-screen';
import { chooseOption } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { noExceptions, signedInBff, type ScreenApi } from '../../../test/signed-in-bff';

// jsdom has no WebGL: the map is a list of its points (test/map-stand-in.tsx).
vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const PATH = '/meteo/tableaudebord';

function station(overrides: Partial<ConnectedStation>): ConnectedStation {
  return {
    id: 1,
    device_name: 'Arras 1',
    constructor_name: 'Sencrop',
    identification: 'SC-10001',
    latitude: 50.29,
    longitude: 2.78,
    indicateur: 0,
    nbheuresmanquantes: 0,
    first_data: '2024-03-01T00:00:00.000Z',
    last_data: '2026-06-15T07:00:00.000Z',
    last_data_previ: '2026-06-20T07:00:00.000Z',
    ...overrides,
  };
}

const stations: ConnectedStation[] = [
  station({ id: 1 }),
  station({
    id: 2,
    device_name: 'Lens 1',
    constructor_name: 'Weenat',
    identification: 'WN-20002',
    latitude: 50.43,
    longitude: 2.83,
    indicateur: 1,
    nbheuresmanquantes: 3,
  }),
  // Same place as station 1: moved apart on the map.
  station({ id: 3, device_name: 'Arras 2', indicateur: 2, nbheuresmanquantes: 9 }),
  station({
    id: 4,
    device_name: 'Béthune 1',
    constructor_name: 'Weenat',
    identification: 'WN-20004',
    latitude: 50.53,
    longitude: 2.64,
    indicateur: null,
    nbheuresmanquantes: null,
    first_data: null,
    last_data: null,
    last_data_previ: null,
  }),
];

const stationsApi: ScreenApi = (request) => {
  if (request.url === '/api/iot/stations') return { status: 200, body: { data: stations } };
  if (request.url.startsWith('/bff/exports/')) return { status: 200, body: {} };
  return undefined;
};

function stationsBff(session: SessionAnswer = adviserSession, overrides = noExceptions) {
  return signedInBff({ session }, overrides, stationsApi);
}

const page = () => within(screen.getByRole('main'));

async function openDashboard(...args: Parameters<typeof stationsBff>) {
  const requests = stationsBff(...args);
  const user = await openScreen(PATH, 'Stations connectées');
  return { requests, user };
}

function card(title: string): string {
  return page().getByRole('group', { name: title }).textContent?.replace(title, '') ?? '';
}

const list = () => page().getByRole('table', { name: 'Liste des stations' });
const mapped = () =>
  within(page().getByRole('list', { name: 'Carte des stations' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');

beforeEach(() => setScreenWidth(1280));

describe('connected-station dashboard', () => {
  it('counts the stations, maps them by state and lists every column of spec 3 §2.7', async () => {
    await openDashboard();
    await within(list()).findByText('N°2 - Lens 1');
    expect(card('Nombre de stations')).toBe('4');
    expect(card('Réception complète')).toBe('1');
    expect(card('Absence de réception')).toBe('1');
    expect(
      within(list())
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim())
        .filter((text) => text !== ''),
    ).toEqual(
      expect.arrayContaining([
        'Station',
        'Opérateur Météo',
        'Code station opérateur',
        'État',
        'Heures manquantes',
        // Paris time, said so (issue 41).
        'Première donnée réelle (heure locale)',
        'Dernière donnée réelle (heure locale)',
        'Dernière donnée prévisionnelle (heure locale)',
      ]),
    );
    expect(within(list()).getByText('État inconnu')).toBeTruthy();
    const map = page().getByRole('list', { name: 'Carte des stations' });
    // The map takes the stations in a deferred render.
    const items = await within(map).findAllByRole('listitem');
    expect(items.map((item) => item.dataset['colour'])).toEqual([
      'complete',
      'partial',
      'absence',
      'unknown',
    ]);
    // Stations 1 and 3 share a place: the second is moved 0.0001° east.
    expect(Number(items[2]?.dataset['longitude']) - 2.78).toBeCloseTo(0.0001, 8);
    expect(page().getByText('4 stations sur la carte')).toBeTruthy();
  });

  it('narrows the counters, the map and the list to the chosen state and operator', async () => {
    const { user } = await openDashboard();
    await within(list()).findByText('N°2 - Lens 1');
    await chooseOption(user, 'Opérateur Météo', 'Weenat');
    expect(card('Nombre de stations')).toBe('2');
    expect(card('Réception complète')).toBe('0');
    await chooseOption(user, 'État station', 'Réception partielle');
    expect(card('Nombre de stations')).toBe('1');
    expect(mapped()).toEqual(['N°2 - Lens 1']);
    expect(within(list()).queryByText('N°4 - Béthune 1')).toBeNull();
    await user.click(page().getByRole('button', { name: 'Effacer les filtres' }));
    expect(card('Nombre de stations')).toBe('4');
  });

  it('shows the selected stations alone on the map, then all of them again', async () => {
    const { user } = await openDashboard();
    await within(list()).findByText('N°2 - Lens 1');
    const only = page().getByRole('button', {
      name: 'Afficher uniquement les stations sélectionnées',
    });
    expect((only as HTMLButtonElement).disabled).toBe(true);
    const boxes = within(list()).getAllByRole('checkbox', { name: /Sélectionner la ligne/ });
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[3] as HTMLElement);
    await user.click(only);
    expect(mapped()).toEqual(['N°2 - Lens 1', 'N°4 - Béthune 1']);
    await user.click(page().getByRole('button', { name: 'Afficher toutes les stations' }));
    expect(mapped()).toHaveLength(4);
  });

  it("opens a station's detail in a new tab from the list and from the map", async () => {
    await openDashboard();
    const eye = await within(list()).findByRole('link', {
      name: 'Voir le détail de la station N°2 - Lens 1 (nouvel onglet)',
    });
    expect(eye.getAttribute('href')).toBe('/meteo/station/2');
    expect(eye.getAttribute('target')).toBe('_blank');
    const fromMap = await within(
      page().getByRole('list', { name: 'Carte des stations' }),
    ).findByRole('link', { name: 'Voir le détail de la station N°2 - Lens 1 (nouvel onglet)' });
    expect(fromMap.getAttribute('href')).toBe('/meteo/station/2');
  });

  it("hides the operator's code from a reader with the EXTERNE restriction", async () => {
    await openDashboard({ ...adviserSession, rights: [...adviserSession.rights, 'EXTERNE'] });
    await within(list()).findByText('N°2 - Lens 1');
    expect(within(list()).queryByText('Code station opérateur')).toBeNull();
    expect(within(list()).queryByText('WN-20002')).toBeNull();
  });

  it('asks for both exports with the list query', async () => {
    const { user, requests } = await openDashboard();
    await within(list()).findByText('N°2 - Lens 1');
    await chooseOption(user, 'État station', 'Absence de réception');
    await user.click(page().getByRole('button', { name: 'Exporter' }));
    await user.click(page().getByRole('button', { name: 'Autorisations stations' }));
    await vi.waitFor(() =>
      expect(requests.map((r) => decodeURIComponent(r.url.replaceAll('+', ' ')))).toEqual(
        expect.arrayContaining([
          '/bff/exports/stations.xlsx?filter.etat=Absence de réception',
          '/bff/exports/autorisations-stations.xlsx',
        ]),
      ),
    );
  });

  it('says so when the stations cannot be read', async () => {
    await openDashboard(adviserSession, (request) =>
      request.url === '/api/iot/stations'
        ? { status: 500, body: { code: 500, message: 'Erreur' } }
        : undefined,
    );
    expect(await page().findByText('Erreur lors de la récupération des stations')).toBeTruthy();
  });
});

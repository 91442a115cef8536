import type { NationalStation } from '@agro/contracts/entities/stations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import type { SessionAnswer } from '../../../lib/session';
import { renderRoutes, type FakeAnswer } from '../../../test/render';
import { openScreen } from '../../../test/open-screen';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession, staffSession } from '../../../test/sessions';
import { noExceptions, signedInBff } from '../../../test/signed-in-bff';

vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const station = (code: string, name: string, altitude: number | null): NationalStation => ({
  CodeStation: code,
  NomComplet: name,
  DonneesDateDebut: '1995-01-01',
  DonneesDateFin: '2026-06-14',
  DonneesPrevFin: '2026-06-20',
  Proprietaire: 'Météo-France',
  Freq: 'horaire',
  Coordonnees: { Latitude: 50.29, Longitude: 2.78, Altitude: altitude },
});
const stations = [station('62041001', 'ARRAS', 84), station('59350001', 'LILLE', 47)];
const admin: SessionAnswer = { ...adminSession, rights: [...adminSession.rights, 'STADES'] };

function bff(session: SessionAnswer, overrides = noExceptions) {
  return signedInBff({ session, platformDate: '2026-06-15' }, overrides, (request) => {
    if (request.url === '/api/meteofrance/stations')
      return { status: 200, body: { data: stations } };
    if (request.url === '/api/meteofrance/stations/62041001') {
      return { status: 200, body: { data: stations[0] } };
    }
    if (request.url === '/api/meteofrance/stations/62041001/data/day') {
      const day = (date: string) => ({
        date,
        t_avg: 15,
        u_avg: 80,
        rr_sum: 0,
        t_min: 10,
        t_max: 20,
        u_min: 60,
        u_max: 95,
      });
      // 13/06 did not come in: the answer skips it.
      const days = [day('2026-06-12'), day('2026-06-14'), day('2026-06-15')];
      return { status: 200, body: { data: days } };
    }
    return { status: 404, body: { code: 404, message: 'Station introuvable' } };
  });
}

beforeEach(() => setScreenWidth(1280));

describe('national service stations', () => {
  it('lists the stations and maps them, the popup with the altitude', async () => {
    bff(staffSession);
    renderRoutes(buildRoutes(), '/meteo/tableaudebordmf');
    const table = await screen.findByRole(
      'table',
      { name: 'Liste des stations Météo-France' },
      { timeout: 10_000 },
    );
    expect(await within(table).findByText('62041001')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'LILLE' }).getAttribute('href')).toBe(
      '/meteo/stationmf/59350001',
    );
    const map = screen.getByRole('list', { name: 'Carte des stations Météo-France' });
    expect(within(map).getByText('Altitude : 84 m')).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    bff(staffSession, (request) =>
      request.url === '/api/meteofrance/stations'
        ? { status: 500, body: { code: 500, message: 'x' } }
        : undefined,
    );
    renderRoutes(buildRoutes(), '/meteo/tableaudebordmf');
    expect(
      await screen.findByText(
        'Erreur lors de la récupération des stations',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it("shows a station's card and recent days, the forecast said; no registration for staff", async () => {
    bff(staffSession);
    await openScreen('/meteo/stationmf/62041001', '62041001 - ARRAS');
    const table = await screen.findByRole('table', { name: 'Météo récente par jour' });
    const row = (await within(table).findByText('15/06/2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Prévision')).toBeTruthy();
    // The day the answer skips is listed, said missing (issue 41).
    const skipped = (await within(table).findByText('13/06/2026')).closest('tr') as HTMLElement;
    expect(within(skipped).getByText('Données manquantes')).toBeTruthy();
    expect(screen.getByText('Données manquantes : le 13/06')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vérifier la station' })).toBeNull();
  });

  it('lets an admin check, then register, the station', async () => {
    const requests = bff(admin, (request) => {
      if (request.url === '/api/checkStationsMF') {
        return { status: 200, body: { data: { exists: false, id: null } } };
      }
      if (request.url === '/api/bsv/stationsMF/postInIOT')
        return { status: 200, body: { data: 812 } };
      return undefined;
    });
    renderRoutes(buildRoutes(), '/meteo/stationmf/62041001');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Vérifier la station' }, { timeout: 10_000 }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Ajouter aux stations connectées' }),
    );
    const link = await screen.findByRole('link', { name: 'Voir la station connectée N°812' });
    expect(link.getAttribute('href')).toBe('/meteo/station/812');
    const posted = requests.find((r) => r.url === '/api/bsv/stationsMF/postInIOT');
    expect(posted?.body).toEqual({
      station_mf_to_iot: {
        name: 'ARRAS',
        identification: '62041001',
        latitude: 50.29,
        longitude: 2.78,
        altitude: 84,
        lastmovedate: null,
      },
    });
  });

  it("says the spec's messages when the check fails or answers another shape", async () => {
    let answer: FakeAnswer = { status: 500, body: { code: 500, message: 'x' } };
    bff(admin, (request) => (request.url === '/api/checkStationsMF' ? answer : undefined));
    renderRoutes(buildRoutes(), '/meteo/stationmf/62041001');
    const user = userEvent.setup();
    const check = await screen.findByRole(
      'button',
      { name: 'Vérifier la station' },
      { timeout: 10_000 },
    );
    await user.click(check);
    expect(await screen.findByText('Erreur lors de la vérification de la station')).toBeTruthy();
    answer = { status: 200, body: { data: { oui: true } } };
    await user.click(check);
    expect(await screen.findByText('Réponse inattendue du serveur')).toBeTruthy();
  });
});

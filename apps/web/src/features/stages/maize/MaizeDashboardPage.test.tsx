// The maize dashboard against a fake BFF (issue 43): each table asks the BFF for one page, its
// title counts the whole list, and a list the BFF answered old, the model API not answering, says
// so with its age.
import type { ListPage } from '@agro/contracts/bff/lists';
import type { MaizeStagePlot } from '@agro/contracts/entities/stages';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';
import { adviserSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

const plot = (id: number, code: string): MaizeStagePlot =>
  ({
    id_plot: id,
    nom_user: 'Coop Adour',
    code_parcelle_os: code,
    code_dept: '40',
    variete: 'DKC4590',
    etat_calcul: 'ok',
  }) as unknown as MaizeStagePlot;

const page = (rows: MaizeStagePlot[], all: number, stale: boolean): ListPage<MaizeStagePlot> => ({
  rows,
  total: all,
  all,
  page: 1,
  pageSize: 10,
  options: { departement: [{ value: '40', label: '40', count: all }] },
  readAt: '2026-06-15T05:12:00.000Z',
  stale,
});

beforeEach(() => setScreenWidth(1280));

describe('maize dashboard, paged by the BFF', () => {
  it('shows each page the BFF sends, the whole list counted, and an old list with its age', async () => {
    const requests = signedInBff({ session: adviserSession, platformDate: '2026-06-15' }, (r) => {
      if (r.url.startsWith('/bff/lists/mais-grain?')) {
        return { status: 200, body: { data: page([plot(1, 'MG-0001')], 137, true) } };
      }
      if (r.url.startsWith('/bff/lists/mais-fourrage?')) {
        return { status: 200, body: { data: page([plot(2, 'MF-0001')], 12, false) } };
      }
      return undefined;
    });
    renderRoutes(buildRoutes(), '/stade/mais/tableaudebord');
    const grain = await screen.findByRole('table', { name: 'Maïs grain' }, { timeout: 10_000 });
    await within(grain).findByText('MG-0001');
    expect(screen.getByRole('heading', { name: 'Maïs grain (137)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maïs fourrage (12)' })).toBeTruthy();
    expect(screen.getByText('1-10 sur 137')).toBeTruthy();
    // Only the grain list is old: one notice, in the spec's words, Paris time.
    const notices = screen
      .getAllByRole('alert')
      .filter((alert) => alert.textContent?.includes('le service des modèles ne répond pas'));
    expect(notices.map((alert) => alert.textContent)).toEqual([
      'Données anciennesDonnées du 15/06/2026 à 07:12\u202f: le service des modèles ne répond pas.',
    ]);
    // The first page of ten, with the filters' options, never the whole list from /api.
    const asked = requests.map((request) => request.url);
    expect(asked).toContain(
      '/bff/lists/mais-grain?page=1&pageSize=10&options=client%2Cagriculteur%2Cdepartement%2Cvariete%2Cetat',
    );
    expect(asked.filter((url) => url.startsWith('/api/previMais'))).toEqual([]);
  });
});

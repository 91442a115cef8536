import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { setScreenWidth } from '../../../test/screen-width';
import { fertiSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const LONG_MASK = `LAI:${'x'.repeat(500)}`;

const result = {
  uuid_plot: 300005,
  code_airbus: 'AB300005',
  nom_parcelle: 'Jaux - Grande pièce 1',
  client: 'Coop Beauce',
  zam: 'ZAM 60',
  ingenieur_regional: 'Rémi Fertilisation',
  exploitation: 'EARL Durand',
  lieudit: 'Grande pièce',
  departement: '60',
  latitude: 49.4,
  longitude: 2.8,
  codeespece: 'BTH',
  crop_management: 'Blé panifiable',
  variete: 'Rubisko',
  semis_date: '2025-10-20',
  date_dernier_apport: '2026-03-25',
  dose_dernier_apport: 60,
  flag: null,
  flag_valide: null,
  livraison_conseil: [],
  calcul_end_timestamp: '2026-06-15T11:00:00.000Z',
  dernier_azoteaerienabsorbe_avant_assimilation: 150,
  dernier_azoteaerienabsorbe_apres_assimilation: 160,
  dernier_biomasseaerienne_avant_assimilation: 9,
  dernier_biomasseaerienne_apres_assimilation: 9.5,
  Preco_declenchement: false,
  dose_preconisee: 0,
  delta_n: 10,
  spluie_depuis_dernier_apport: 80,
  date_debut_prochaine_periode_favorable: null,
  date_fin_prochaine_periode_favorable: null,
  date_epuisement_n_sol: null,
  qn_sol_prochaine_periode_favorable: null,
  date_franchissement_inn_min: null,
  date_derniere_image_utilisee: { acquisition_date: '2026-06-10' },
  warnings: ['Image satellite ancienne'],
  errors: null,
  masque_correctif_calcul: LONG_MASK,
  masque_correctif_a_venir: '',
  sol_reserve_utile: 120,
  sol_profondeur: 90,
  sol_mesures: [{ grandeur: 'reliquatn-no3', date: '2026-02-01', haut: 0, bas: 30, valeur: 25 }],
  tab_historique: [],
} as ChnPlotResult;

const daily: ChnDailyResults = {
  daily: [],
  daily_avant_assimilation: [],
  satellite: { dates: [], values: [] },
};

function plotBff(found = true) {
  return signedInBff({ session: fertiSession, platformDate: '2026-06-15' }, (request) => {
    if (!found) return { status: 404, body: { code: 404, message: 'Parcelle introuvable' } };
    const url = request.url;
    if (url === '/api/chns/300005/dates_calcul') {
      return {
        status: 200,
        body: { data: [{ date_calcul: '2026-06-15' }, { date_calcul: '2026-06-01' }] },
      };
    }
    if (url.startsWith('/api/chns/300005/results_daily'))
      return { status: 200, body: { data: daily } };
    if (url.startsWith('/api/chns/300005/results'))
      return { status: 200, body: { data: [result] } };
    if (url === '/api/chns/300005/rapports') return { status: 200, body: { data: [] } };
    if (url === '/api/chns/300005/delta_evolution') return { status: 200, body: { data: [] } };
    return undefined;
  });
}

/** Opens plot 300005's detail, waiting for the title it is expected to show. */
const openPlot = (title: string) => openScreen('/ferti/chn/parcelle/300005', title);

const section = (name: string) => screen.getByRole('button', { name });

beforeEach(() => setScreenWidth(1280));

describe('CHN plot detail', () => {
  it('opens on its sections as the spec says, and the date reloads the plot', async () => {
    const requests = plotBff();
    const user = await openPlot('Détail de la parcelle CHN');
    expect(section('Détail de la parcelle').getAttribute('aria-expanded')).toBe('false');
    expect(section('Calendrier').getAttribute('aria-expanded')).toBe('true');
    expect(section('Graphiques').getAttribute('aria-expanded')).toBe('true');
    expect(section('Validation/Corrections').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('grid', { name: 'Calendrier des apports d’azote' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Date de calcul' }));
    await user.click(await screen.findByRole('option', { name: '01/06/2026' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.url === '/api/chns/300005/results?date_calcul=2026-06-01'),
      ).toBe(true),
    );
    expect(
      requests.some((r) => r.url === '/api/chns/300005/results_daily?date_calcul=2026-06-01'),
    ).toBe(true);
  });

  it('says AUCUN without a proposal file, and shows the whole mask on Voir tout', async () => {
    plotBff();
    const user = await openPlot('Détail de la parcelle CHN');
    await user.click(section('Validation/Corrections'));
    expect(await screen.findByText('AUCUN')).toBeTruthy();
    const mask = screen.getByText(/^LAI:x+…$/);
    expect(mask.textContent?.length).toBe(401);
    await user.click(screen.getByRole('button', { name: 'Voir tout' }));
    expect(screen.getByText(LONG_MASK)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Mesures du sol' });
    expect(within(table).getByText('0-30')).toBeTruthy();
  });

  it('says the plot is not found when the API does not give it', async () => {
    plotBff(false);
    await openPlot('Parcelle introuvable');
  });
});

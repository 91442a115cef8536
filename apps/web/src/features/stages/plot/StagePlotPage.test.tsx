// The cereal plot detail against a fake BFF (issue 41, finding 9): a barley plot in June shows
// its two diseases' risks in words (the simulator now follows them to maturity), their dates and
// its treatments in French typography.
import type { PlotDetail } from '@agro/contracts/entities/stages';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';
import { adviserSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const barley = {
  id_plot: 600022,
  code_parcelle_os: 'CAP-00022',
  castype: 0,
  codeespece: 27,
  date_semis: '2025-10-09',
  variete: 'Etincel',
  var_origine: null,
  code_station: '0120',
  nom_user: 'Coop Beauce',
  code_dept: '28',
  etat_calcul: 'ok',
  date_calcul: '2026-06-15T05:00:00.000Z',
  stade_epiaison: '2026-05-27',
  stade_maturite: '2026-07-10',
  helmintho_date1: '2026-05-16',
  helmintho_date2: '2026-06-10',
  helmintho_risque: 10,
  rhyncho_risque: 30,
  x: 1.5,
  y: 48.4,
  traitements: [
    {
      maladie: 'Helminthosporiose',
      traitements: [{ date: '2026-05-20', dose: 0.75, produit: 'Revystar XL' }],
    },
  ],
  stades_obs: [],
} as unknown as PlotDetail;

beforeEach(() => setScreenWidth(1280));

describe('cereal plot detail', () => {
  it("shows a barley plot's two risks in words, its dates and treatments the French way", async () => {
    signedInBff({ session: adviserSession, platformDate: '2026-06-15' }, (request) =>
      request.url === '/api/previCap/plots/600022'
        ? { status: 200, body: { data: barley } }
        : undefined,
    );
    renderRoutes(buildRoutes(), '/stade/plot/600022');
    const diseases = await screen.findByRole('region', { name: 'Maladies' }, { timeout: 10_000 });
    expect(within(diseases).getByLabelText('Helminthosporiose : Risque faible')).toBeTruthy();
    expect(within(diseases).getByLabelText('Rhynchosporiose : Risque fort')).toBeTruthy();
    expect(within(diseases).queryByText('Non évalué')).toBeNull();
    expect(
      // Read as written: the default matcher would turn the narrow spaces into plain ones.
      within(diseases).getByText('Date 1\u202f: 16/05/2026 · Date 2\u202f: 10/06/2026', {
        normalizer: (text) => text.trim(),
      }),
    ).toBeTruthy();
    const treatments = screen.getByRole('table', { name: 'Traitements de la parcelle' });
    expect(within(treatments).getByText('0,75')).toBeTruthy();
  });
});

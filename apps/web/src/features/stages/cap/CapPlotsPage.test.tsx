// The client plot list against a fake BFF (issue 41, finding 9): each plot's disease risk in the
// detail's words, the list opening on the most at risk, sorted by the risk's header and filtered
// on it, the export receiving that filter; the essential columns up front, every one on demand.
import type { CapPlot } from '@agro/contracts/entities/stages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import { renderRoutes, type RecordedRequest } from '../../../test/render';
import { chooseOption } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { adviserSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

const plot = (id: number, code: string, extra: Record<string, unknown>): CapPlot =>
  ({
    id_plot: id,
    code_parcelle_os: code,
    castype: 0,
    codeespece: 17,
    date_semis: '2025-10-12',
    variete: 'Rubisko',
    var_origine: null,
    code_station: '0120',
    code_dept: '28',
    nom_user: 'Coop Beauce',
    etat_calcul: 'ok',
    ...extra,
  }) as unknown as CapPlot;

const plots = [
  plot(1, 'CAP-faible', { rouillebrune_risque: 10, risque_fusa: 'faible' }),
  plot(2, 'CAP-orge', { codeespece: 27 }),
  plot(3, 'CAP-fort', { rouillebrune_risque: 30, risque_fusa: 'moyen' }),
  plot(4, 'CAP-modere', { septo_risque: 20 }),
];

function bff(): RecordedRequest[] {
  return signedInBff({ session: adviserSession, platformDate: '2026-06-15' }, (request) => {
    if (request.url === '/api/previCap/plots?type=clients') {
      return { status: 200, body: { data: plots } };
    }
    if (request.url.startsWith('/bff/exports/')) return { status: 200, body: {} };
    return undefined;
  });
}

const list = () => screen.getByRole('table', { name: 'Parcelles clients' });
const codes = () =>
  within(list())
    .queryAllByText(/^CAP-/)
    .map((cell) => cell.textContent);
const headers = () =>
  within(list())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter((text) => text !== '' && text !== 'Actions');

async function openList() {
  const requests = bff();
  renderRoutes(buildRoutes(), '/stade/cap/tableaudebord');
  await screen.findByRole('table', { name: 'Parcelles clients' }, { timeout: 10_000 });
  await within(list()).findByText('CAP-fort');
  return { requests, user: userEvent.setup() };
}

beforeEach(() => setScreenWidth(1280));

describe('client plots: disease risk', () => {
  it('opens on the most at risk, in words, the diseases at that risk beside it', async () => {
    await openList();
    expect(codes()).toEqual(['CAP-fort', 'CAP-modere', 'CAP-faible', 'CAP-orge']);
    const row = within(list()).getByText('CAP-fort').closest('tr') as HTMLElement;
    expect(within(row).getByText('Risque fort')).toBeTruthy();
    expect(within(row).getByText('Rouille brune')).toBeTruthy();
    const barley = within(list()).getByText('CAP-orge').closest('tr') as HTMLElement;
    expect(within(barley).getByText('Non évalué')).toBeTruthy();
    expect(headers().slice(0, 3)).toEqual([
      'Code parcelle',
      'Risque maladie',
      'Maladies au risque le plus haut',
    ]);
    expect(headers()).not.toContain('Levée');
  });

  it("sorts by the risk's header and filters on it, the export too", async () => {
    const { user, requests } = await openList();
    const header = within(list()).getByRole('columnheader', { name: /Risque maladie/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // Descending, then the list's order, then ascending: as the other headers do.
    await user.click(within(header).getByText('Risque maladie'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBeNull());
    await user.click(within(header).getByText('Risque maladie'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() =>
      expect(codes()).toEqual(['CAP-orge', 'CAP-faible', 'CAP-modere', 'CAP-fort']),
    );
    await chooseOption(user, 'Risque maladie', 'Risque fort');
    await chooseOption(user, 'Risque maladie', 'Risque modéré');
    await waitFor(() => expect(codes()).toEqual(['CAP-modere', 'CAP-fort']));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.url.startsWith('/bff/exports/previlis.xlsx?'))
          .map((r) => new URLSearchParams(r.url.split('?')[1]).getAll('filter.risque')),
      ).toContainEqual(['Risque fort', 'Risque modéré']),
    );
  });

  it('shows every column on demand', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('radio', { name: 'Toutes' }));
    await waitFor(() => expect(headers()).toContain('Levée'));
  });
});

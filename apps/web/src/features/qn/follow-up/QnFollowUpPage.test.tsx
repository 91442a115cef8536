// The QN follow-up against a fake BFF that pages, filters and sums its plots by the real BFF's
// rules (issue 43): the cards, the charts, the map and the table all say the plots the filters
// keep; the browser never asks for the whole list; a selection made on two pages is sent whole.
import { qnListSummary, qnMapPlace, qnPlotId } from '@agro/contracts/bff/qn-follow-up';
import { qnListColumns, type QnListRow } from '@agro/contracts/columns/qn';
import { qnConfirmationQuestion } from '@agro/domain/qn';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { pagedListApi } from '../../../test/paged-list-bff';
import { chooseOption } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { fertiSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

// jsdom has no WebGL: the map is a list of its points (test/map-stand-in.tsx).
vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const PATH = '/ferti/qn/suivi';

const plot = (id: number, overrides: Partial<QnListRow> = {}): QnListRow =>
  ({
    uuid_plot: id,
    client: 'Coop Beauce',
    zam: 'ZAM 28-1',
    code_dept: '28',
    codeespece: 'BTH',
    crop_management: 'Blé panifiable',
    derniere_date_acquisition: '2026-04-10',
    statut: 'Calculé',
    date_semis: '2025-10-20',
    variete: 'Rubisko',
    date_calcul: '2026-04-11',
    latitude: 48.4,
    longitude: 1.5,
    preco_livree: 60,
    sortie_precoBrute: 58,
    nom_stade_en_cours: 'Épiaison',
    nom_stade_acquisition: '1 nœud',
    ...overrides,
  }) as QnListRow;

// Twelve plots: two pages of ten. Plots 11 and 12 are Agro Centre's, at 120 kgN/ha.
const plots: QnListRow[] = [
  ...Array.from({ length: 10 }, (_, index) => plot(index + 1, { preco_livree: 50 + index })),
  plot(11, { client: 'Agro Centre', preco_livree: 120, code_dept: '45' }),
  plot(12, { client: 'Agro Centre', preco_livree: null, statut: 'En attente' }),
];

const qnList = pagedListApi('qn', () => plots, {
  columns: qnListColumns,
  summary: qnListSummary,
  mapPlace: qnMapPlace,
  rowId: qnPlotId,
});

const page = () => within(screen.getByRole('main'));
const list = () => page().getByRole('table', { name: 'Parcelles QN' });
const card = (title: string) =>
  page().getByRole('group', { name: title }).textContent?.replace(title, '').trim() ?? '';
const rowIds = () =>
  within(list())
    .getAllByRole('link', { name: /^Voir le détail de la parcelle / })
    .map((link) => /(\d+)$/.exec(link.getAttribute('aria-label') ?? '')?.[1]);
/** What a chart's description says of its figures. */
const chartDescription = (name: string) => {
  const id = page().getByRole('img', { name }).getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent;
};
const markers = () =>
  within(page().getByRole('list', { name: 'Carte des parcelles QN' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset['colour']);

async function openFollowUp(path = PATH) {
  const requests = signedInBff({ session: fertiSession, platformDate: '2026-06-15' }, qnList);
  const user = await openScreen(path, 'Suivi QN');
  await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
  return { requests, user };
}

beforeEach(() => setScreenWidth(1280));

describe('QN follow-up, paged by the BFF (issue 43)', () => {
  it('counts the plots and their average dose, charts them and maps them, from one page', async () => {
    const { requests } = await openFollowUp();
    expect(card('Nombre de parcelles')).toBe('12');
    // (50 + … + 59 + 120) / 11 known doses.
    expect(card('Préconisation livrée moyenne')).toContain('60,45');
    expect(rowIds()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(chartDescription('Parcelles par client')).toBe(
      'Coop Beauce\u202f: 10 parcelles\u202f; Agro Centre\u202f: 2 parcelles',
    );
    await waitFor(() => expect(markers()).toHaveLength(12));
    expect(markers().slice(9)).toEqual(['low', 'high', 'none']);
    const asked = requests.map((request) => request.url);
    expect(asked).toContain(
      '/bff/lists/qn?page=1&pageSize=10&options=zam%2Cclient%2Cespece%2Cdepartement%2Cdebouche%2Cstatut',
    );
    expect(asked).toContain('/bff/lists/qn/map');
    expect(asked.filter((url) => url.startsWith('/api/qn/results'))).toEqual([]);
  });

  it('narrows the cards, the charts, the map and the table to a client, kept in the address', async () => {
    const { user, requests } = await openFollowUp();
    await chooseOption(user, 'Client', 'Agro Centre');
    await waitFor(() => expect(card('Nombre de parcelles')).toBe('2'));
    expect(rowIds()).toEqual(['11', '12']);
    expect(card('Préconisation livrée moyenne')).toContain('120,00');
    expect(chartDescription('Parcelles par client')).toBe('Agro Centre\u202f: 2 parcelles');
    await waitFor(() => expect(markers()).toEqual(['high', 'none']));
    expect(window.location.search).toBe('?qn.filter.client=Agro+Centre');
    expect(requests.map((request) => request.url)).toContain(
      '/bff/lists/qn/map?filter.client=Agro+Centre',
    );
  });

  it('opens on the page and sort of its address', async () => {
    await openFollowUp(`${PATH}?qn.page=2&qn.sort=dose&qn.order=desc`);
    // By dose, highest first: 120, 59 … 50, then the plot without one; page 2 holds the last two.
    expect(rowIds()).toEqual(['1', '12']);
  });

  it('keeps the plots chosen on one page when another is chosen on the next', async () => {
    const { user } = await openFollowUp();
    const check = async (id: string) => {
      const row = within(list())
        .getByRole('link', { name: `Voir le détail de la parcelle ${id}` })
        .closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('checkbox', { name: /Sélectionner la ligne/ }));
    };
    await check('3');
    await user.click(page().getByRole('button', { name: 'Aller à la page suivante' }));
    await waitFor(() => expect(rowIds()).toEqual(['11', '12']));
    await check('11');
    await user.click(page().getByRole('button', { name: 'Corriger des parcelles' }));
    await user.click(page().getByLabelText('Préconisation finale (kg/ha)'));
    await user.type(page().getByRole('textbox', { name: 'Valeur (kg/ha)' }), '80');
    await user.click(page().getByRole('button', { name: 'Enregistrer' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(confirmation.textContent).toContain(
      qnConfirmationQuestion('Préconisation finale', [80], 2),
    );
  });
});

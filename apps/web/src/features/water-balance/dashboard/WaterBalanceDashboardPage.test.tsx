import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { buildRoutes } from '../../../app/routes';
import { adviserSession } from '../../../test/sessions';
import { openScreen } from '../../../test/open-screen';
import { chooseOption } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { noExceptions, signedInBff } from '../../../test/signed-in-bff';
import { FILTER_LABELS } from './dashboard-model';
import { bhPlot, filterSources } from '../../../test/water-balance-plots';
import { LAZY_CHUNK } from '../../../test/timeouts';

// jsdom has no WebGL: the map is a list of its points (test/map-stand-in.tsx).
vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const PATH = '/bilanhydrique/tableaudebord';

const plots: BhPlot[] = [
  bhPlot({
    id: 1,
    nom_parcelle: 'Pièce du Moulin',
    culture: 'PDT',
    departement: '40',
    epuisement_rfu: 85,
    surface_irrig: 12.5,
    deficitj: 3,
    statut_calcul_bh: 'ok',
  }),
  bhPlot({
    id: 2,
    nom_parcelle: 'Les Grands Champs',
    culture: 'PDT',
    departement: '64',
    epuisement_rfu: 50,
    surface_irrig: 4,
    deficitj3: 2,
    statut_calcul_bh: 'ko',
    id_agri: 2,
    code_agri: 'A2',
    nom_agri: 'MARTIN',
    prenom_agri: 'Léa',
  }),
  bhPlot({
    id: 3,
    nom_parcelle: 'La Lande',
    culture: 'MAIS_GRAIN',
    departement: '40',
    epuisement_rfu: 90,
    surface_irrig: 20,
    statut_calcul_bh: 'en cours',
    nom_operateur: 'Agri Nord',
    id_agri: 3,
    code_agri: 'A3',
    nom_agri: 'BERNARD',
    prenom_agri: 'Paul',
  }),
  bhPlot({
    id: 4,
    nom_parcelle: 'Le Pré Haut',
    culture: 'MAIS_GRAIN',
    departement: '64',
    epuisement_rfu: null,
    surface_irrig: 3.5,
  }),
];

function dashboardBff(overrides = noExceptions, shown: readonly BhPlot[] = plots) {
  return signedInBff({ session: adviserSession }, overrides, (request) => {
    if (request.url === '/api/bhs') return { status: 200, body: { data: shown } };
    if (request.url === '/api/bhs/listes') {
      return { status: 200, body: { data: filterSources(shown) } };
    }
    if (request.url.startsWith('/api/comments/plots/')) return { status: 200, body: { data: [] } };
    // The file's bytes do not matter here; without Content-Disposition the export's name is kept.
    if (request.url.startsWith('/bff/exports/')) return { status: 200, body: {} };
    return undefined;
  });
}

const page = () => within(screen.getByRole('main'));

async function openDashboard(
  overrides?: Parameters<typeof dashboardBff>[0],
  shown?: readonly BhPlot[],
) {
  const requests = dashboardBff(overrides, shown);
  // The first test also waits for the screen's code (a lazy chunk) to be transformed.
  const user = await openScreen(PATH, 'Tableau de bord du bilan hydrique');
  return { requests, user };
}

async function loaded() {
  return page().findByRole('table', { name: 'Nombre de parcelles selon épuisement de la RFU' });
}

function card(title: string): string {
  return page().getByRole('group', { name: title }).textContent?.replace(title, '').trim() ?? '';
}

function listTable() {
  return page().getByRole('table', { name: 'Liste des parcelles' });
}

/** Plot names in the list in its order, its group rows left out. */
function plotsInOrder(): string[] {
  return within(listTable())
    .queryAllByRole('link', { name: /^Voir le détail de la parcelle / })
    .map((link) => /parcelle (.*) \(nouvelle fenêtre\)$/.exec(link.textContent ?? '')?.[1] ?? '');
}

/** Plot names in the list, its group rows left out, sorted. */
function listedPlots(): string[] {
  return plotsInOrder().sort();
}

/** The group rows of the list, in order. */
function groupRows(): string[] {
  return within(listTable())
    .queryAllByText(/^Intégrateur\s: /)
    .map((group) => group.textContent?.replace('\u202f', ' ') ?? '');
}

function mappedPlots(): string[] {
  const map = page().getByRole('list', { name: 'Carte des parcelles' });
  return within(map)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '')
    .sort();
}

function summaryButton(name: RegExp | string) {
  return within(
    page().getByRole('table', { name: 'Nombre de parcelles selon épuisement de la RFU' }),
  ).getByRole('button', { name });
}

/** Whether the summary cell named `name` restricts the list (its aria-pressed). */
function pressed(name: string) {
  return summaryButton(name).getAttribute('aria-pressed');
}

/** A filter's field by its label, whatever role the field has (text box or combobox). */
function filterField(label: string, container: HTMLElement = screen.getByRole('main')) {
  return within(container).getByLabelText(label, { selector: 'input' });
}

function noFilterField(label: string) {
  return within(screen.getByRole('main')).queryByLabelText(label, { selector: 'input' });
}

beforeEach(() => setScreenWidth(1280));

describe('water-balance dashboard', () => {
  it('shows the figures, the summary by crop and category, the map and the list', async () => {
    const { requests } = await openDashboard();
    const summary = await loaded();
    // The route asks for the plots while the screen loads; the screen does not ask again.
    expect(requests.filter((request) => request.url === '/api/bhs')).toHaveLength(1);
    expect(card("Nombre d'agriculteurs")).toBe('3');
    expect(card('Surface totale')).toBe('40\u00a0ha');
    expect(card('Nombre de parcelles')).toBe('4');
    // Only 'Pièce du Moulin' is dry: the plot in error has deficits but no balance.
    expect(card('Parcelles à irriguer')).toBe('1');

    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Épuisement de la RFU', 'Maïs grain', 'Pomme de terre', 'TOTAL']);
    expect(
      within(summary)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Hors bilan',
      '>\u00a070\u00a0%',
      'Entre 40 et 70\u00a0%',
      '<\u00a040\u00a0%',
      'Total',
    ]);
    expect(summaryButton('Pomme de terre, >\u00a070\u00a0%\u202f: 1 parcelle').textContent).toBe(
      '1',
    );
    expect(summaryButton('Toutes cultures, >\u00a070\u00a0%\u202f: 2 parcelles').textContent).toBe(
      '2',
    );
    expect(summaryButton('Toutes cultures, toutes catégories\u202f: 4 parcelles')).toBeTruthy();

    const everyPlot = ['La Lande', 'Le Pré Haut', 'Les Grands Champs', 'Pièce du Moulin'];
    await waitFor(() => expect(mappedPlots()).toEqual(everyPlot));
    await waitFor(() => expect(listedPlots()).toEqual(everyPlot));
  });

  it('narrows the cards, the summary, the map and the list with the filter bar', async () => {
    const { user } = await openDashboard();
    await loaded();
    await chooseOption(user, 'Culture', 'Pomme de terre');
    await waitFor(() => expect(card('Nombre de parcelles')).toBe('2'));
    expect(card("Nombre d'agriculteurs")).toBe('2');
    expect(card('Surface totale')).toBe('16,5\u00a0ha');
    expect(
      within(await loaded())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Épuisement de la RFU', 'Pomme de terre', 'TOTAL']);
    await waitFor(() => expect(mappedPlots()).toEqual(['Les Grands Champs', 'Pièce du Moulin']));
    await waitFor(() => expect(listedPlots()).toEqual(['Les Grands Champs', 'Pièce du Moulin']));

    await chooseOption(user, 'Département', '40');
    await waitFor(() => expect(card('Nombre de parcelles')).toBe('1'));
    await waitFor(() => expect(listedPlots()).toEqual(['Pièce du Moulin']));

    await user.click(page().getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(card('Nombre de parcelles')).toBe('4'));
    await waitFor(() => expect(listedPlots()).toHaveLength(4));
  });

  it('restricts the list to a summary cell crop and category, and clears it on a second click', async () => {
    const { user } = await openDashboard();
    await loaded();
    const cell = summaryButton('Maïs grain, >\u00a070\u00a0%\u202f: 1 parcelle');
    expect(cell.getAttribute('aria-pressed')).toBe('false');
    await user.click(cell);
    expect(pressed('Maïs grain, >\u00a070\u00a0%\u202f: 1 parcelle')).toBe('true');
    await waitFor(() => expect(listedPlots()).toEqual(['La Lande']));
    expect(page().getByText('Maïs grain, > 70 %', { selector: 'b' })).toBeTruthy();
    // Only the list: the cards and the map still show every plot of the filter bar.
    expect(card('Nombre de parcelles')).toBe('4');
    await waitFor(() => expect(mappedPlots()).toHaveLength(4));

    await user.click(summaryButton('Maïs grain, >\u00a070\u00a0%\u202f: 1 parcelle'));
    expect(pressed('Maïs grain, >\u00a070\u00a0%\u202f: 1 parcelle')).toBe('false');
    await waitFor(() => expect(listedPlots()).toHaveLength(4));

    // The whole '> 70 %' row, then the notice's own button to clear it.
    await user.click(summaryButton('Toutes cultures, >\u00a070\u00a0%\u202f: 2 parcelles'));
    await waitFor(() => expect(listedPlots()).toEqual(['La Lande', 'Pièce du Moulin']));
    await user.click(
      page().getByRole('button', { name: 'Retirer le filtre du tableau récapitulatif' }),
    );
    await waitFor(() => expect(listedPlots()).toHaveLength(4));
    expect(pressed('Toutes cultures, >\u00a070\u00a0%\u202f: 2 parcelles')).toBe('false');
  });

  it('drops the summary cell restriction once the filter bar removes its crop', async () => {
    const { user } = await openDashboard();
    await loaded();
    await user.click(summaryButton('Pomme de terre, >\u00a070\u00a0%\u202f: 1 parcelle'));
    await waitFor(() => expect(listedPlots()).toEqual(['Pièce du Moulin']));
    await chooseOption(user, 'Culture', 'Maïs grain');
    // The potato column is gone: the list shows the plots the cards count, and no notice.
    await waitFor(() => expect(card('Nombre de parcelles')).toBe('2'));
    await waitFor(() => expect(listedPlots()).toEqual(['La Lande', 'Le Pré Haut']));
    expect(page().queryByText(/Liste restreinte par le tableau récapitulatif/)).toBeNull();
    expect(
      page().queryByRole('button', { name: 'Retirer le filtre du tableau récapitulatif' }),
    ).toBeNull();

    // Dropped for good: giving the potatoes back does not bring the restriction back.
    await user.click(page().getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(listedPlots()).toHaveLength(4));
    expect(pressed('Pomme de terre, >\u00a070\u00a0%\u202f: 1 parcelle')).toBe('false');
  });

  it('clears the summary cell restriction with Effacer les filtres, enabled while it is active', async () => {
    const { user } = await openDashboard();
    await loaded();
    const clear = page().getByRole('button', { name: 'Effacer les filtres' });
    expect(clear).toHaveProperty('disabled', true);
    await user.click(summaryButton('Maïs grain, >\u00a070\u00a0%\u202f: 1 parcelle'));
    await waitFor(() => expect(listedPlots()).toEqual(['La Lande']));
    expect(clear).toHaveProperty('disabled', false);
    await user.click(clear);
    await waitFor(() => expect(listedPlots()).toHaveLength(4));
    expect(page().queryByText(/Liste restreinte par le tableau récapitulatif/)).toBeNull();
    expect(pressed('Maïs grain, >\u00a070\u00a0%\u202f: 1 parcelle')).toBe('false');
    expect(clear).toHaveProperty('disabled', true);
  });

  it('offers each farmer with their code, and tells apart two farmers of the same name', async () => {
    const namesake = bhPlot({
      id: 5,
      nom_parcelle: 'Le Clos',
      culture: 'SOJA',
      id_agri: 9,
      code_agri: 'A9',
      nom_agri: 'DUPONT',
      prenom_agri: 'Jean',
    });
    const { user } = await openDashboard(undefined, [...plots, namesake]);
    await loaded();
    const farmerLabel = FILTER_LABELS.find(([key]) => key === 'agriculteur')?.[1] ?? '';
    await user.click(filterField(farmerLabel));
    const listbox = await screen.findByRole('listbox', { name: farmerLabel });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['BERNARD Paul (A3)', 'DUPONT Jean (A1)', 'DUPONT Jean (A9)', 'MARTIN Léa (A2)']);
    await user.click(within(listbox).getByRole('option', { name: 'DUPONT Jean (A9)' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(card('Nombre de parcelles')).toBe('1'));
    expect(card("Nombre d'agriculteurs")).toBe('1');
    await waitFor(() => expect(listedPlots()).toEqual(['Le Clos']));
  });

  describe('export', () => {
    let saved: string[];
    beforeEach(() => {
      Object.defineProperty(URL, 'createObjectURL', {
        value: vi.fn(() => 'blob:fichier'),
        configurable: true,
      });
      Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
      saved = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('asks the BFF for the rows of the list: filter bar, summary cell and search', async () => {
      const { user, requests } = await openDashboard();
      await loaded();
      await chooseOption(user, 'Département', '40');
      await user.click(summaryButton('Pomme de terre, >\u00a070\u00a0%\u202f: 1 parcelle'));
      await user.type(page().getByRole('searchbox', { name: 'Rechercher' }), 'moulin');
      await user.click(page().getByRole('button', { name: 'Exporter' }));
      await waitFor(() => expect(saved).toEqual(['bilan-hydrique.xlsx']));
      expect(requests.filter((r) => r.url.startsWith('/bff/exports/')).map((r) => r.url)).toEqual([
        '/bff/exports/bilan-hydrique.xlsx?search=moulin&filter.departement=40&filter.culture=Pomme+de+terre&filter.epuisement=%3E%C2%A070%C2%A0%25',
      ]);
    });
  });

  it('shows the calculation status as a badge and the risk as a named icon', async () => {
    const soonPlot = bhPlot({ id: 5, nom_parcelle: 'Le Bas', epuisement_rfu: 45, deficitj3: 2 });
    await openDashboard(undefined, [...plots, soonPlot]);
    await loaded();
    const table = listTable();
    await waitFor(() => expect(listedPlots()).toHaveLength(5));
    const badges = [...table.querySelectorAll('.mantine-Badge-root')].map((b) => b.textContent);
    expect(badges.sort()).toEqual([
      'Calcul en attente',
      'Calcul en erreur',
      'Calcul à jour',
      'Calcul à jour',
      'Calcul à jour',
    ]);
    expect(within(table).getByRole('img', { name: 'RFU épuisée' })).toBeTruthy();
    const soon = within(table).getByRole('img', {
      name: /^Nombre de jours avant épuisement de la RFU\s: 3$/,
    });
    expect(soon.textContent).toBe('3');
    // Only 'La Lande' (calculating, in the balance) has no risk: the plot in error (whatever its
    // deficits) and the one outside the balance say that no balance is computed.
    expect(
      within(table).getAllByRole('img', {
        name: "Pas de risque d'épuisement de la RFU dans les 7 jours",
      }),
    ).toHaveLength(1);
    const error = within(table).getByRole('img', { name: 'Bilan non calculé (calcul en erreur)' });
    const outside = within(table).getByRole('img', {
      name: 'Bilan non calculé (parcelle hors bilan)',
    });
    for (const mark of [error, outside]) {
      expect(mark.querySelector('.tabler-icon-check')).toBeNull();
      expect(mark.querySelector('.tabler-icon-minus')).not.toBeNull();
    }
  });

  describe('the decision first (issue 41)', () => {
    const soonPlot = bhPlot({
      id: 6,
      nom_parcelle: 'Le Bas',
      epuisement_rfu: 45,
      deficitj3: 2,
      nom_operateur: 'Agri Nord',
    });
    const shown = [...plots, soonPlot];
    /** The days-left cell of each plot's row, in order, found under its column's header. */
    const daysCells = () => {
      const column = within(listTable())
        .getAllByRole('columnheader')
        .findIndex((header) => /Jours avant RFU épuisée/.test(header.textContent ?? ''));
      return within(listTable())
        .getAllByRole('row')
        .filter((row) => within(row).queryByRole('link') !== null)
        .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    };

    it('opens sorted by urgency within each integrator, the days left in their own column', async () => {
      await openDashboard(undefined, shown);
      await loaded();
      await waitFor(() => expect(listedPlots()).toHaveLength(5));
      expect(groupRows()).toEqual(['Intégrateur : Agri Nord', 'Intégrateur : Coopérative du Sud']);
      // In each group: depleted, then 3 days, then no risk; the plots without a balance last, in
      // error first (its depletion is known), then outside the balance.
      expect(plotsInOrder()).toEqual([
        'Le Bas',
        'La Lande',
        'Pièce du Moulin',
        'Les Grands Champs',
        'Le Pré Haut',
      ]);
      const header = within(listTable()).getByRole('columnheader', {
        name: /Jours avant RFU épuisée/,
      });
      expect(header.getAttribute('aria-sort')).toBe('ascending');
      expect(daysCells()).toEqual([
        '3',
        'Plus de 7',
        'RFU épuisée',
        'Bilan non calculé',
        'Bilan non calculé',
      ]);
    });

    it('sorts every plot together once grouping is switched off, by urgency then by a header', async () => {
      const { user } = await openDashboard(undefined, shown);
      await loaded();
      await waitFor(() => expect(listedPlots()).toHaveLength(5));
      const grouping = page().getByRole('switch', { name: 'Grouper par intégrateur' });
      expect(grouping).toHaveProperty('checked', true);
      await user.click(grouping);
      await waitFor(() => expect(groupRows()).toEqual([]));
      expect(plotsInOrder()).toEqual([
        'Pièce du Moulin',
        'Le Bas',
        'La Lande',
        'Les Grands Champs',
        'Le Pré Haut',
      ]);
      // The integrator is a column again.
      expect(within(listTable()).getByRole('columnheader', { name: /Intégrateur/ })).toBeTruthy();
      await user.click(page().getByRole('button', { name: 'Trier par Parcelle croissant' }));
      await waitFor(() =>
        expect(plotsInOrder()).toEqual([
          'La Lande',
          'Le Bas',
          'Le Pré Haut',
          'Les Grands Champs',
          'Pièce du Moulin',
        ]),
      );
      // Grouped again: the groups in their names' order, the sort within each.
      await user.click(grouping);
      await waitFor(() => expect(groupRows()).toHaveLength(2));
      expect(plotsInOrder()).toEqual([
        'La Lande',
        'Le Bas',
        'Le Pré Haut',
        'Les Grands Champs',
        'Pièce du Moulin',
      ]);
    });

    it("keeps the plots to irrigate from the card, says so, and exports them; 'Retirer le filtre' shows all", async () => {
      const { user, requests } = await openDashboard(undefined, shown);
      await loaded();
      await waitFor(() => expect(listedPlots()).toHaveLength(5));
      const toIrrigate = page().getByRole('button', { name: 'Parcelles à irriguer 2' });
      expect(toIrrigate.getAttribute('aria-pressed')).toBe('false');
      expect(
        page().getByRole('button', { name: 'Nombre de parcelles 5' }).getAttribute('aria-pressed'),
      ).toBe('true');
      await user.click(toIrrigate);
      await waitFor(() => expect(plotsInOrder()).toEqual(['Le Bas', 'Pièce du Moulin']));
      expect(
        page().getByText(
          /^Filtre actif\s: Parcelles à irriguer \(RFU épuisée ou épuisée sous 7 jours\)$/,
        ),
      ).toBeTruthy();
      expect(
        page().getByRole('button', { name: 'Parcelles à irriguer 2' }).getAttribute('aria-pressed'),
      ).toBe('true');
      // The filter bar says it too, and the cards count the plots kept.
      expect(card('Nombre de parcelles')).toBe('2');
      expect(
        filterField('À irriguer').closest('.mantine-InputWrapper-root')?.textContent,
      ).toContain('Oui');

      await user.click(page().getByRole('button', { name: 'Exporter' }));
      await waitFor(() =>
        expect(requests.map((r) => r.url)).toContain(
          '/bff/exports/bilan-hydrique.xlsx?filter.a_irriguer=Oui',
        ),
      );

      await user.click(page().getByRole('button', { name: 'Retirer le filtre' }));
      await waitFor(() => expect(listedPlots()).toHaveLength(5));
      expect(page().queryByText(/^Filtre actif/)).toBeNull();
    });

    it('chooses the plots to irrigate from the filter bar as well', async () => {
      const { user } = await openDashboard(undefined, shown);
      await loaded();
      await chooseOption(user, 'À irriguer', 'Non');
      await waitFor(() =>
        expect(listedPlots()).toEqual(['La Lande', 'Le Pré Haut', 'Les Grands Champs']),
      );
      expect(card('Parcelles à irriguer')).toBe('0');
    });

    it('says on a phone, for each plot, its status, its risk, the days left and whether to irrigate', async () => {
      setScreenWidth(375);
      await openDashboard(undefined, shown);
      await loaded();
      await waitFor(() => expect(listedPlots()).toHaveLength(5));
      const row = within(listTable())
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText('Pièce du Moulin') !== null);
      if (!row) throw new Error('no row for Pièce du Moulin');
      expect(within(row).getByText('Calcul à jour')).toBeTruthy();
      expect(within(row).getByRole('img', { name: 'RFU épuisée' })).toBeTruthy();
      const fields = [...row.querySelectorAll('dl > div')].map((field) => field.textContent);
      expect(fields).toEqual(['Jours avant RFU épuisée\u202f:RFU épuisée', 'À irriguer\u202f:Oui']);
      const soon = within(listTable())
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText('Le Bas') !== null);
      expect(soon?.querySelector('dl')?.textContent).toContain('Jours avant RFU épuisée\u202f:3');
    });
  });

  it('opens the detail in a new window from the list and from the map', async () => {
    await openDashboard();
    await loaded();
    const fromList = await within(listTable()).findByRole('link', {
      name: 'Voir le détail de la parcelle Pièce du Moulin (nouvelle fenêtre)',
    });
    expect(fromList.getAttribute('href')).toBe('/bilanhydrique/parcelle/1');
    expect(fromList.getAttribute('target')).toBe('_blank');
    expect(fromList.getAttribute('rel')).toBe('noopener');
    const map = page().getByRole('list', { name: 'Carte des parcelles' });
    // The map takes the plots in a deferred render.
    const fromMap = await within(map).findByRole('link', {
      name: 'Voir le détail de la parcelle La Lande (nouvelle fenêtre)',
    });
    expect(fromMap.getAttribute('href')).toBe('/bilanhydrique/parcelle/3');
    expect(fromMap.getAttribute('target')).toBe('_blank');
    const popup = fromMap.closest('li') as HTMLElement;
    expect(within(popup).getByText('La Lande')).toBeTruthy();
    expect(within(popup).getByText('Agriculteur : BERNARD Paul')).toBeTruthy();
    expect(within(popup).getByText('Culture : Maïs grain')).toBeTruthy();
  });

  it("opens the plot's water-balance comments from its row", async () => {
    const { user, requests } = await openDashboard();
    await loaded();
    await user.click(
      await within(listTable()).findByRole('button', {
        name: 'Commentaires de la parcelle Le Pré Haut',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Commentaires' }, LAZY_CHUNK)).toBeTruthy();
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toContain('/api/comments/plots/4/oads/BH'),
    );
  });

  it('says when the user has no water-balance plot', async () => {
    await openDashboard((request) =>
      request.url === '/api/bhs' ? { status: 200, body: { data: [] } } : undefined,
    );
    expect(
      await page().findByText("Aucune parcelle en bilan hydrique n'est associée à votre compte."),
    ).toBeTruthy();
    expect(card('Nombre de parcelles')).toBe('0');
  });

  it('reports a failed load through the error modal and offers to try again', async () => {
    let fail = true;
    dashboardBff((request) =>
      request.url === '/api/bhs' && fail
        ? { status: 500, body: { code: 500, message: 'Erreur interne' } }
        : undefined,
    );
    // The app's own query client, whose failures open the error modal.
    render(
      <Providers>
        <RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: [PATH] })} />
      </Providers>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Erreur' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('500 - Erreur interne');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await page().findByText("Les parcelles n'ont pas pu être chargées.")).toBeTruthy();
    fail = false;
    await user.click(page().getByRole('button', { name: 'Réessayer' }));
    expect(await loaded()).toBeTruthy();
  });

  it('puts the filters and the map behind buttons below 960 px', async () => {
    setScreenWidth(360);
    const { user } = await openDashboard();
    await loaded();
    expect(noFilterField('Culture')).toBeNull();
    expect(page().queryByRole('list', { name: 'Carte des parcelles' })).toBeNull();
    await user.click(page().getByRole('button', { name: 'Filtres' }));
    const filters = await screen.findByRole('dialog', { name: 'Filtres' });
    expect(filterField('Culture', filters)).toBeTruthy();
  });

  it('below 960 px, applies the filters from the modal and says on Filtres how many are active', async () => {
    setScreenWidth(360);
    const { user } = await openDashboard();
    await loaded();
    await user.click(page().getByRole('button', { name: 'Filtres' }));
    const filters = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.click(filterField('Culture', filters));
    await user.click(await screen.findByRole('option', { name: 'Pomme de terre' }));
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filtres' })).getByRole('button', {
        name: 'Appliquer',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtres' })).toBeNull());
    expect(card('Nombre de parcelles')).toBe('2');
    const button = page().getByRole('button', { name: 'Filtres (1 filtre actif)' });
    expect(button.textContent).toContain('(1)');
    // A summary cell's restriction counts too: 'Effacer les filtres' clears it as well.
    await user.click(summaryButton('Pomme de terre, >\u00a070\u00a0%\u202f: 1 parcelle'));
    expect(page().getByRole('button', { name: 'Filtres (2 filtres actifs)' })).toBeTruthy();
  });
});

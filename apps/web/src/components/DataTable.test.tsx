import type { Column } from '@agro/contracts/columns/column';
import { Badge } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/Providers';
import { renderWithProviders } from '../test/render';
import { setScreenWidth } from '../test/screen-width';
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import {
  DataTable,
  DEFAULT_TABLE_MAX_HEIGHT,
  STRIPE_COLOUR,
  STRIPE_HOVER_COLOUR,
  type DataTableProps,
  type TableColumn,
  measureRowWithoutLayout,
  onlyLatest,
} from './DataTable';
import { TABLE_LOCALIZATION } from './data-table/localization';

interface Plot {
  id: number;
  integrator: string;
  farmer: string;
  crop: string;
  surface: number;
  status: string;
}

const FARMERS = ['Hélène Martin', 'Paul Durand', 'Émile Petit', 'Zoé Lefèvre', 'Jean Roux'];
const CROPS = ['Maïs grain', 'Blé tendre', 'Soja', 'Pomme de terre'];
const INTEGRATORS = ['Coop Adour', 'Euralis', 'Maïsadour'];

/** 40 plots: farmers, crops and integrators in turn. */
const PLOTS: Plot[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  integrator: INTEGRATORS[index % 3] as string,
  farmer: FARMERS[index % 5] as string,
  crop: CROPS[index % 4] as string,
  surface: index + 0.5,
  status: index % 7 === 0 ? 'ko' : 'ok',
}));

const COLUMNS: readonly Column<Plot>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id },
  { key: 'integrateur', header: 'Intégrateur', value: (row) => row.integrator },
  { key: 'agri', header: 'Agriculteur', value: (row) => row.farmer },
  { key: 'culture', header: 'Culture', value: (row) => row.crop },
  { key: 'surface', header: 'Surface', value: (row) => row.surface },
  { key: 'statut', header: 'Statut', value: (row) => row.status },
];

function renderTable(props: Partial<DataTableProps<Plot>> = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <DataTable
      label="Liste des parcelles"
      columns={COLUMNS}
      rows={PLOTS}
      getRowId={(row) => String(row.id)}
      {...props}
    />,
  );
  return { user, table: screen.getByRole('table', { name: 'Liste des parcelles' }) };
}

/** The body rows' cells in one column, by header. */
function columnTexts(table: HTMLElement, header: string): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent?.includes(header));
  const body = table.querySelector('tbody') as HTMLElement;
  return within(body)
    .getAllByRole('row')
    .map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

const bodyRows = (table: HTMLElement) =>
  within(table.querySelector('tbody') as HTMLElement).queryAllByRole('row');

/** jsdom lays nothing out: a 600 px high table of 40 px rows, as a browser would measure. */
function layOutTable() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.classList.contains('mrt-table-container') ? 600 : 40;
    return DOMRect.fromRect({ width: 800, height });
  });
}

/** A group header row's name ('Intégrateur : Coop Adour'), null for a row of data. */
function groupName(row: HTMLElement): string | null {
  if (within(row).queryByRole('button', { name: /^(Réduire|Développer)$/ }) === null) return null;
  const name = row.querySelector('[data-group-name]');
  return name?.textContent ?? '';
}

/** The ids (first data column after the expand column) of the data rows on screen. */
function leafIds(table: HTMLElement): string[] {
  return bodyRows(table)
    .filter((row) => groupName(row) === null)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
}

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('DataTable', () => {
  it('speaks French: headers, search box, pager "x-y sur z", rows per page, page buttons', async () => {
    const { table } = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Id', 'Intégrateur', 'Agriculteur', 'Culture', 'Surface', 'Statut']);
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeTruthy();
    expect(screen.getByText('1-15 sur 40')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toBeTruthy();
    for (const name of [
      'Aller à la première page',
      'Aller à la page précédente',
      'Aller à la page suivante',
      'Aller à la dernière page',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Trier par Agriculteur croissant' })).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(15);
  });

  it('leaves no English text, label, placeholder or title on screen', async () => {
    const { user, table } = renderTable({
      groupBy: ['integrateur'],
      selectable: true,
      renderDetail: (row) => <p>Détail {row.farmer}</p>,
      renderRowActions: () => <button type="button">Voir</button>,
      exportName: 'mildiou',
      display: { culture: { filter: 'multi-select' } },
    });
    await user.click(
      within(table).getAllByRole('button', { name: 'Développer' })[0] as HTMLElement,
    );
    const english = Object.entries(MRT_Localization_EN)
      .filter(([key, text]) => text !== TABLE_LOCALIZATION[key as keyof typeof TABLE_LOCALIZATION])
      .map(([, text]) => text.replace(/\{[^}]+\}.*$/, '').trim())
      .filter((text) => text.length > 3);
    const said = [
      document.body.textContent ?? '',
      ...Array.from(document.querySelectorAll('[aria-label],[placeholder],[title]')).flatMap(
        (element) =>
          ['aria-label', 'placeholder', 'title'].map((a) => element.getAttribute(a) ?? ''),
      ),
    ].join('\n');
    expect(english.filter((text) => said.includes(text))).toEqual([]);
  });

  it('searches every column ignoring accents and case, and says Aucun résultat', async () => {
    const { user, table } = renderTable();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'HELENE');
    await waitFor(() => expect(screen.getByText('1-8 sur 8')).toBeTruthy());
    expect(new Set(columnTexts(table, 'Agriculteur'))).toEqual(new Set(['Hélène Martin']));
    // Every word must be found, each in any column: the rule of the Excel export.
    await user.clear(search);
    await user.type(search, 'emile soja');
    await waitFor(() => expect(columnTexts(table, 'Culture')).toEqual(['Soja', 'Soja']));
    expect(new Set(columnTexts(table, 'Agriculteur'))).toEqual(new Set(['Émile Petit']));
    await user.type(search, ' orge');
    expect(await within(table).findByText('Aucun résultat')).toBeTruthy();
    expect(screen.getByText('0-0 sur 0')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    await waitFor(() => expect(screen.getByText('1-15 sur 40')).toBeTruthy());
  });

  it('applies the search once typing pauses, and at once on Enter or on leaving the box', async () => {
    const changes: string[] = [];
    const { user } = renderTable({ onQueryChange: (query) => changes.push(query.search) });
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'soja');
    // Not one search a key: the rows follow the text once, when typing pauses.
    await waitFor(() => expect(screen.getByText('1-10 sur 10')).toBeTruthy());
    expect(changes).toEqual(['soja']);
    await user.type(search, ' emile{Enter}');
    expect(changes).toEqual(['soja', 'soja emile']);
    expect(screen.getByText('1-2 sur 2')).toBeTruthy();
    await user.clear(search);
    await user.tab();
    expect(changes).toEqual(['soja', 'soja emile', '']);
    expect(screen.getByText('1-15 sur 40')).toBeTruthy();
  });

  it('shows in its box a search set from outside, such as a summary cell', () => {
    const table = (search: string) => (
      <DataTable
        label="Liste des parcelles"
        columns={COLUMNS}
        rows={PLOTS}
        getRowId={(row) => String(row.id)}
        query={{ search, filters: {} }}
      />
    );
    const { rerender } = render(table(''), { wrapper: Providers });
    rerender(table('soja'));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveProperty('value', 'soja');
    expect(screen.getByText('1-10 sur 10')).toBeTruthy();
  });

  it('filters a column with a multi-select of its values, cleared by Effacer les filtres', async () => {
    const { user, table } = renderTable({ display: { culture: { filter: 'multi-select' } } });
    await user.click(screen.getByRole('combobox', { name: 'Culture' }));
    const options = within(await screen.findByRole('listbox', { name: 'Culture' }));
    // The values found in the column, in French order.
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Blé tendre',
      'Maïs grain',
      'Pomme de terre',
      'Soja',
    ]);
    await user.click(options.getByRole('option', { name: 'Soja' }));
    await waitFor(() => expect(screen.getByText('1-10 sur 10')).toBeTruthy());
    expect(new Set(columnTexts(table, 'Culture'))).toEqual(new Set(['Soja']));
    await user.click(options.getByRole('option', { name: 'Blé tendre' }));
    await waitFor(() => expect(screen.getByText('1-15 sur 20')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(screen.getByText('1-15 sur 40')).toBeTruthy());
  });

  it('sorts by a column in French order, and says so to screen readers', async () => {
    const { user, table } = renderTable({ pageSizes: [50] });
    await user.click(screen.getByRole('button', { name: 'Trier par Agriculteur croissant' }));
    const farmers = columnTexts(table, 'Agriculteur');
    expect([...new Set(farmers)]).toEqual([
      'Émile Petit',
      'Hélène Martin',
      'Jean Roux',
      'Paul Durand',
      'Zoé Lefèvre',
    ]);
    const header = within(table).getByRole('columnheader', { name: /Agriculteur/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Trié par Agriculteur croissant' }));
    expect(columnTexts(table, 'Agriculteur')[0]).toBe('Zoé Lefèvre');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // Numbers sort by value, not as text.
    await user.click(screen.getByRole('button', { name: 'Trier par Surface croissant' }));
    expect(columnTexts(table, 'Surface').slice(0, 3)).toEqual(['0,5', '1,5', '2,5']);
  });

  it('offers the spec page sizes, 15 first, and pages through the rows', async () => {
    const { user, table } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Lignes par page' }));
    const sizes = within(await screen.findByRole('listbox'));
    expect(sizes.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '15',
      '25',
      '50',
      '75',
      '100',
    ]);
    await user.click(sizes.getByRole('option', { name: '25' }));
    expect(screen.getByText('1-25 sur 40')).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(screen.getByText('26-40 sur 40')).toBeTruthy();
    expect(columnTexts(table, 'Id')[0]).toBe('26');
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toHaveProperty(
      'disabled',
      true,
    );
    // A new search starts again from the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'soja');
    await waitFor(() => expect(screen.getByText('1-10 sur 10')).toBeTruthy());
  });

  it('keeps a hidden column for the search and the filters without showing it', async () => {
    const { user } = renderTable({ display: { integrateur: { hidden: true } } });
    expect(screen.queryByRole('columnheader', { name: /Intégrateur/ })).toBeNull();
    // Every third plot is Euralis': 13 of 40, found by the column no one sees.
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'euralis');
    await waitFor(() => expect(screen.getByText('1-13 sur 13')).toBeTruthy());
    cleanup();
    renderTable({
      display: { integrateur: { hidden: true } },
      query: { search: '', filters: { integrateur: ['Euralis'] } },
    });
    expect(screen.getByText('1-13 sur 13')).toBeTruthy();
  });

  it('sorts and pages from the keyboard', async () => {
    const { user, table } = renderTable();
    screen.getByRole('button', { name: 'Trier par Agriculteur croissant' }).focus();
    await user.keyboard('{Enter}');
    expect(columnTexts(table, 'Agriculteur')[0]).toBe('Émile Petit');
    screen.getByRole('button', { name: 'Aller à la dernière page' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('31-40 sur 40')).toBeTruthy();
  });

  it("offers 'Tous' when a screen allows every row on one page", async () => {
    const { user, table } = renderTable({ pageSizes: [15, 25, 50, 75, 100, 'all'] });
    await user.click(screen.getByRole('combobox', { name: 'Lignes par page' }));
    await user.click(await screen.findByRole('option', { name: 'Tous' }));
    expect(screen.getByText('1-40 sur 40')).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(40);
  });

  it('groups rows under a header row naming the column and value, which closes and opens', async () => {
    const { user, table } = renderTable({ groupBy: ['integrateur'], pageSizes: [100] });
    // The grouped column is not a column: its value heads each group, across the table, with its
    // count of rows (issue 14.3).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Id', 'Agriculteur', 'Culture', 'Surface', 'Statut']);
    const groupRows = bodyRows(table).filter((row) => groupName(row) !== null);
    expect(groupRows.map((row) => row.textContent)).toEqual([
      'Intégrateur\u202f: Coop Adour(14)',
      'Intégrateur\u202f: Euralis(13)',
      'Intégrateur\u202f: Maïsadour(13)',
    ]);
    const visibleCells = (row: HTMLElement) =>
      [...row.querySelectorAll('td')].filter((cell) => cell.style.display !== 'none');
    expect(visibleCells(groupRows[0] as HTMLElement)).toHaveLength(1);
    expect(visibleCells(groupRows[0] as HTMLElement)[0]?.getAttribute('colspan')).toBe('6');
    // The data rows hold no empty grouping cell: the expand column is a narrow one.
    expect(leafIds(table)[0]).toBe('1');
    expect(bodyRows(table)).toHaveLength(43);
    expect(screen.getByText('1-40 sur 40')).toBeTruthy();
    const groupRow = groupRows[0] as HTMLElement;
    const toggle = within(groupRow).getByRole('button', { name: 'Réduire' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(bodyRows(table)).toHaveLength(29);
    expect(within(groupRow).getByRole('button', { name: 'Développer' })).toBeTruthy();
    // A closed group counts as one line on the pages.
    expect(screen.getByText('1-27 sur 27')).toBeTruthy();
  });

  it('pages a grouped list with the pager buttons, by mouse and keyboard (issue 14.1)', async () => {
    const { user, table } = renderTable({ groupBy: ['integrateur'] });
    expect(screen.getByText(/^1-15 sur/)).toBeTruthy();
    const firstPage = leafIds(table);
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(screen.getByText(/^16-30 sur/)).toBeTruthy();
    const secondPage = leafIds(table);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    // And again: the page holds, it is not reset by the next render.
    await user.click(screen.getByRole('button', { name: 'Aller à la page précédente' }));
    expect(leafIds(table)).toEqual(firstPage);
    screen.getByRole('button', { name: 'Aller à la dernière page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^31-4\d sur/)).toBeTruthy();
    expect(leafIds(table).filter((id) => firstPage.includes(id))).toEqual([]);
    screen.getByRole('button', { name: 'Aller à la première page' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText(/^1-15 sur/)).toBeTruthy();
    expect(leafIds(table)).toEqual(firstPage);
  });

  it('counts and pages the rows, not the group headers, each page under its headers (issue 14.2)', async () => {
    const { user, table } = renderTable({ groupBy: ['integrateur'] });
    const seen: string[] = [];
    for (const range of ['1-15', '16-30', '31-40']) {
      expect(screen.getByText(`${range} sur 40`)).toBeTruthy();
      const rows = bodyRows(table);
      // The page opens on a group header, and each row follows its own group's header.
      expect(groupName(rows[0] as HTMLElement)).not.toBeNull();
      let group: string | null = null;
      for (const row of rows) {
        group = groupName(row) ?? group;
        if (groupName(row) !== null) continue;
        const id = Number(row.querySelectorAll('td')[1]?.textContent);
        expect(group).toBe(`Intégrateur\u202f: ${PLOTS[id - 1]?.integrator}`);
        seen.push(String(id));
      }
      expect(rows.filter((row) => groupName(row) === null)).toHaveLength(
        range === '31-40' ? 10 : 15,
      );
      if (range !== '31-40') {
        await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
      }
    }
    // Every row once, group after group.
    expect(new Set(seen).size).toBe(40);
  });

  it('pins the identifying and decision columns first, left of the rest (issue 14.3)', () => {
    const { table } = renderTable({
      groupBy: ['integrateur'],
      pinnedColumns: ['statut', 'agri'],
      renderRowActions: (row) => (
        <button type="button" aria-label={`Voir la parcelle ${row.id}`}>
          Voir
        </button>
      ),
    });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual([
      '',
      'Actions',
      'Statut',
      'Agriculteur',
      'Id',
      'Culture',
      'Surface',
    ]);
    // Pinned: they stay in view when the table scrolls sideways.
    // Each column keeps its size, so that the pinned ones never cover each other.
    expect(table.style.tableLayout).toBe('fixed');
    expect(headers.map((th) => th.getAttribute('data-column-pinned'))).toEqual([
      'left',
      'left',
      'left',
      'left',
      null,
      null,
      null,
    ]);
    const firstRow = bodyRows(table).find((row) => groupName(row) === null) as HTMLElement;
    expect(firstRow.querySelectorAll('td')[2]?.getAttribute('data-column-pinned')).toBe('left');
  });

  it('shows a condensed row on a phone: the pinned columns in one cell, then the actions (issue 14.3)', () => {
    setScreenWidth(1280);
    const { table } = renderTable({
      groupBy: ['integrateur'],
      pinnedColumns: ['agri', 'statut'],
      renderRowActions: (row) => (
        <button type="button" aria-label={`Voir la parcelle ${row.id}`}>
          Voir
        </button>
      ),
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toHaveLength(7);
    // The window narrows to a phone's.
    act(() => setScreenWidth(375));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Agriculteur', 'Actions']);
    const firstRow = bodyRows(table).find((row) => groupName(row) === null) as HTMLElement;
    const cells = [...firstRow.querySelectorAll('td')];
    // One cell names the row and, under the name, says its status.
    expect(cells.map((td) => td.textContent).slice(1)).toEqual(['Hélène Martinko', 'Voir']);
    expect(within(cells[1] as HTMLElement).getByText('Hélène Martin').tagName).toBe('SPAN');
    expect(within(cells[1] as HTMLElement).getByText('ko')).toBeTruthy();
    // Still grouped and paged by rows of data.
    expect(groupName(bodyRows(table)[0] as HTMLElement)).toBe('Intégrateur\u202f: Coop Adour');
    expect(screen.getByText('1-15 sur 40')).toBeTruthy();
  });

  it('adds the card columns to a phone row, each under its name, and only on a phone (issue 41.2)', () => {
    setScreenWidth(375);
    const { table } = renderTable({
      pinnedColumns: ['agri', 'statut'],
      cardColumns: ['culture', 'surface'],
    });
    const firstRow = bodyRows(table)[0] as HTMLElement;
    const terms = [...firstRow.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Culture\u202f:', 'Surface\u202f:']);
    const values = [...firstRow.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual([PLOTS[0]?.crop, '0,5']);
    // On a desk, the same columns are columns of the table, and no card is drawn.
    act(() => setScreenWidth(1280));
    expect(table.querySelector('dl')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Culture/ })).toBeTruthy();
  });

  it('shows every column on a phone when a screen pins none, scrolling sideways', () => {
    setScreenWidth(375);
    const { table } = renderTable();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
  });

  it('sorts a column by its sort value, a business order, not by its text (issue 14.4)', async () => {
    interface Risk {
      days: number;
    }
    const label = (days: number) =>
      days === 0 ? 'RFU épuisée' : days > 7 ? 'Pas de risque' : `Jours\u202f: ${days}`;
    const columns: readonly TableColumn<Risk>[] = [
      {
        key: 'risque',
        header: 'Risque',
        value: (row) => label(row.days),
        sortValue: (row) => row.days,
      },
    ];
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        label="Risques"
        columns={columns}
        rows={[{ days: 100 }, { days: 3 }, { days: 0 }, { days: 1 }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Risques' });
    await user.click(screen.getByRole('button', { name: 'Trier par Risque croissant' }));
    expect(columnTexts(table, 'Risque')).toEqual([
      'RFU épuisée',
      'Jours\u202f: 1',
      'Jours\u202f: 3',
      'Pas de risque',
    ]);
    await user.click(screen.getByRole('button', { name: 'Trié par Risque croissant' }));
    expect(columnTexts(table, 'Risque')[0]).toBe('Pas de risque');
  });

  it('keeps the groups in their order when the rows sort by another column', async () => {
    const { user, table } = renderTable({ groupBy: ['integrateur'], pageSizes: [100] });
    await user.click(screen.getByRole('button', { name: 'Trier par Surface croissant' }));
    await user.click(screen.getByRole('button', { name: 'Trié par Surface croissant' }));
    const names = bodyRows(table)
      .map(groupName)
      .filter((name) => name !== null);
    expect(names).toEqual([
      'Intégrateur\u202f: Coop Adour',
      'Intégrateur\u202f: Euralis',
      'Intégrateur\u202f: Maïsadour',
    ]);
    // Within a group, the rows follow the sort: largest surface first.
    expect(leafIds(table)[0]).toBe('40');
  });

  it('scrolls within the window height, not a fixed 70\u202f% of it (issue 14.3)', () => {
    const { table } = renderTable();
    const container = table.closest('.mrt-table-container') as HTMLElement;
    expect(DEFAULT_TABLE_MAX_HEIGHT).toBe('max(360px, calc(100dvh - 180px))');
    expect(container.getAttribute('style')).toContain('100dvh');
  });

  it('opens a detail panel per row, closed at first', async () => {
    const { user, table } = renderTable({
      renderDetail: (row) => <p>Parcelle de {row.farmer}</p>,
    });
    expect(within(table).queryByText('Parcelle de Hélène Martin')).toBeNull();
    const firstRow = bodyRows(table)[0] as HTMLElement;
    await user.click(within(firstRow).getByRole('button', { name: 'Développer' }));
    expect(within(table).getByText('Parcelle de Hélène Martin')).toBeTruthy();
    await user.click(within(firstRow).getByRole('button', { name: 'Réduire' }));
    await waitFor(() => expect(within(table).queryByText('Parcelle de Hélène Martin')).toBeNull());
  });

  it('reports the rows chosen with their checkboxes', async () => {
    const onSelectionChange = vi.fn();
    const { user, table } = renderTable({ selectable: true, onSelectionChange });
    const rows = bodyRows(table);
    await user.click(
      within(rows[1] as HTMLElement).getByRole('checkbox', { name: 'Sélectionner la ligne' }),
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith([PLOTS[1]]);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' }));
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(15);
  });

  it('draws cells as a screen asks (a badge) and puts row actions first', async () => {
    const { table } = renderTable({
      display: {
        statut: {
          render: (row) => (
            <Badge color={row.status === 'ok' ? 'green' : 'red'}>{row.status}</Badge>
          ),
        },
      },
      renderRowActions: (row) => (
        <button type="button" aria-label={`Voir la parcelle ${row.id}`}>
          Voir
        </button>
      ),
    });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Actions');
    const firstRow = bodyRows(table)[0] as HTMLElement;
    expect(within(firstRow).getByRole('button', { name: 'Voir la parcelle 1' })).toBeTruthy();
    expect(firstRow.querySelector('.mantine-Badge-root')?.textContent).toBe('ko');
  });

  it('exports with the search and the column filters on screen, under the name the BFF gives', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        return new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="20260301_parcelles.xlsx"' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:fichier');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      const { user } = renderTable({
        exportName: 'mildiou',
        display: { culture: { filter: 'multi-select' }, agri: { filter: 'multi-select' } },
      });
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'maïs');
      await user.click(screen.getByRole('combobox', { name: 'Culture' }));
      await user.click(await screen.findByRole('option', { name: 'Soja' }));
      await user.click(await screen.findByRole('option', { name: 'Maïs grain' }));
      await user.click(screen.getByRole('combobox', { name: 'Agriculteur' }));
      await user.click(await screen.findByRole('option', { name: 'Zoé Lefèvre' }));
      await user.click(screen.getByRole('button', { name: 'Exporter' }));
      await waitFor(() => expect(saved).toEqual(['20260301_parcelles.xlsx blob:fichier']));
      expect(requests).toEqual([
        '/bff/exports/mildiou.xlsx?search=ma%C3%AFs&filter.culture=Soja&filter.culture=Ma%C3%AFs+grain&filter.agri=Zo%C3%A9+Lef%C3%A8vre',
      ]);
      expect(createObjectURL).toHaveBeenCalledOnce();
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('shows the error modal when the export fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 403, message: 'Accès refusé' }), { status: 403 }),
      ),
    );
    const { user } = renderTable({ exportName: 'mildiou' });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(dialog).getByText('403 - Accès refusé')).toBeTruthy();
  });

  it('virtualises a long list shown whole: only the rows in view are in the page', async () => {
    const many: Plot[] = Array.from({ length: 2000 }, (_, index) => ({
      ...(PLOTS[index % PLOTS.length] as Plot),
      id: index + 1,
      farmer: index === 1999 ? 'Dernière Ligne' : (FARMERS[index % 5] as string),
    }));
    const layout = layOutTable();
    try {
      const { user, table } = renderTable({ rows: many, paginated: false });
      await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(10));
      expect(bodyRows(table).length).toBeLessThan(50);
      // No pager: the whole list scrolls.
      expect(screen.queryByText(/ sur /)).toBeNull();
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'derniere');
      await waitFor(() => expect(columnTexts(table, 'Agriculteur')).toEqual(['Dernière Ligne']));
    } finally {
      layout.mockRestore();
    }
  });

  it('lets a screen drive the search and the filters, e.g. from a summary cell', async () => {
    const onQueryChange = vi.fn();
    const { user, table } = renderTable({
      query: { search: '', filters: { culture: ['Soja'] } },
      onQueryChange,
      display: { culture: { filter: 'multi-select' } },
    });
    expect(screen.getByText('1-10 sur 10')).toBeTruthy();
    expect(new Set(columnTexts(table, 'Culture'))).toEqual(new Set(['Soja']));
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ search: '', filters: {} });
  });

  it("keeps the sort when 'Tous' turns a long list into virtualised rows", async () => {
    const many: Plot[] = Array.from({ length: 150 }, (_, index) => ({
      ...(PLOTS[index % PLOTS.length] as Plot),
      id: index + 1,
    }));
    const layout = layOutTable();
    try {
      const { user, table } = renderTable({ rows: many, pageSizes: [15, 'all'] });
      await user.click(screen.getByRole('button', { name: 'Trier par Agriculteur croissant' }));
      expect(columnTexts(table, 'Agriculteur')[0]).toBe('Émile Petit');
      await user.click(screen.getByRole('combobox', { name: 'Lignes par page' }));
      await user.click(await screen.findByRole('option', { name: 'Tous' }));
      const again = screen.getByRole('table', { name: 'Liste des parcelles' });
      await waitFor(() => expect(bodyRows(again).length).toBeGreaterThan(10));
      expect(bodyRows(again).length).toBeLessThan(50);
      expect(screen.getByText('1-150 sur 150')).toBeTruthy();
      expect(columnTexts(again, 'Agriculteur')[0]).toBe('Émile Petit');
      expect(
        within(again)
          .getByRole('columnheader', { name: /Agriculteur/ })
          .getAttribute('aria-sort'),
      ).toBe('ascending');
    } finally {
      layout.mockRestore();
    }
  });

  it('sorts French dates by time, not as text', async () => {
    interface Day {
      date: string;
    }
    const days: Day[] = [{ date: '21/11/2026' }, { date: '01/12/2026' }, { date: '15/03/2025' }];
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        label="Jours"
        columns={[{ key: 'date', header: 'Date', value: (d: Day) => d.date }]}
        rows={days}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Trier par Date croissant' }));
    const table = screen.getByRole('table', { name: 'Jours' });
    expect(columnTexts(table, 'Date')).toEqual(['15/03/2025', '21/11/2026', '01/12/2026']);
  });

  it('stripes rows in a grey paler than the row colours, text keeping 4.5:1 (issue 14.9)', () => {
    const { table } = renderTable();
    expect(table.getAttribute('style')).toContain(
      `--mrt-striped-row-background-color: ${STRIPE_COLOUR}`,
    );
    expect(table.getAttribute('style')).toContain(
      `--mrt-striped-row-hover-background-color: ${STRIPE_HOVER_COLOUR}`,
    );
    // Darkest a stripe gets (hovered) against the palest row colour of a screen (the water
    // balance's frequency grey, #ced4da): told apart, and black text readable on all.
    const frequencyGrey = luminance('#ced4da');
    expect(contrast(luminance(STRIPE_COLOUR), frequencyGrey)).toBeGreaterThan(1.4);
    expect(contrast(luminance(STRIPE_HOVER_COLOUR), frequencyGrey)).toBeGreaterThan(1.3);
    for (const background of [STRIPE_COLOUR, STRIPE_HOVER_COLOUR, '#ced4da']) {
      expect(contrast(luminance(background), luminance('#212529'))).toBeGreaterThan(4.5);
    }
  });

  it('colours the rows a screen asks for, over the stripes', () => {
    const { table } = renderTable({
      getRowColour: (row) => (row.status === 'ko' ? 'rgb(255, 244, 230)' : null),
    });
    const rows = bodyRows(table);
    // Plots 1 and 8 of the first page are 'ko' (every seventh).
    expect(rows[0]?.style.backgroundColor).toBe('rgb(255, 244, 230)');
    expect(rows[7]?.style.backgroundColor).toBe('rgb(255, 244, 230)');
    expect(rows[1]?.style.backgroundColor).toBe('');
  });
});

describe('virtual rows', () => {
  it('are measured from the resize observer, never by forcing a layout as they mount', () => {
    const row = document.createElement('tr');
    const forcedLayout = vi.spyOn(row, 'getBoundingClientRect');
    const instance = {
      indexFromElement: () => 3,
      measurementsCache: [] as { size: number }[],
      options: { estimateSize: () => 54.7 },
    } as unknown as Parameters<typeof measureRowWithoutLayout>[2];
    // Mounting: the estimate, then the height already known.
    expect(measureRowWithoutLayout(row, undefined, instance)).toBe(54.7);
    (instance.measurementsCache as unknown as { size: number }[])[3] = { size: 49 };
    expect(measureRowWithoutLayout(row, undefined, instance)).toBe(49);
    // The observer's entry gives the real height.
    const entry = {
      borderBoxSize: [{ blockSize: 48.6, inlineSize: 900 }],
    } as unknown as ResizeObserverEntry;
    expect(measureRowWithoutLayout(row, entry, instance)).toBe(49);
    expect(forcedLayout).not.toHaveBeenCalled();
  });
});

describe('single expand', () => {
  it('keeps only the panel just opened, and every panel otherwise', () => {
    expect([...onlyLatest(['a', 'b'], new Set(['a']), true)]).toEqual(['b']);
    expect([...onlyLatest(['a', 'b'], new Set(['a']), false)]).toEqual(['a', 'b']);
    // Closing the open panel leaves none.
    expect([...onlyLatest([], new Set(['a']), true)]).toEqual([]);
  });
});

describe('DataTable paged by the BFF (issue 43)', () => {
  it('shows the page it is given, the total, the options sent, and reports page, size and sort', async () => {
    const onPageChange = vi.fn();
    const onQueryChange = vi.fn();
    const page = PLOTS.slice(10, 20);
    const { user, table } = renderTable({
      rows: page,
      query: { search: '', filters: {} },
      onQueryChange,
      display: { agri: { filter: 'multi-select' } },
      server: {
        page: { index: 1, size: 10, sort: null },
        onPageChange,
        total: 400,
        options: {
          agri: [
            { value: 'Zoé Lefèvre', label: 'Zoé Lefèvre' },
            { value: 'Paul Durand', label: 'Paul Durand' },
          ],
        },
      },
    });
    // The rows as given, not sorted nor cut again; the pager counts the server's total.
    expect(columnTexts(table, 'Id')).toEqual(page.map((plot) => String(plot.id)));
    expect(screen.getByText('11-20 sur 400')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ index: 2, size: 10, sort: null });
    await user.click(screen.getByRole('button', { name: 'Trier par Agriculteur croissant' }));
    expect(onPageChange).toHaveBeenLastCalledWith({
      index: 0,
      size: 10,
      sort: { key: 'agri', desc: false },
    });
    // The filter offers the server's options, in French order.
    await user.click(screen.getByRole('combobox', { name: 'Agriculteur' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Paul Durand',
      'Zoé Lefèvre',
    ]);
    await user.click(screen.getByRole('option', { name: 'Paul Durand' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      search: '',
      filters: { agri: ['Paul Durand'] },
    });
  });
});

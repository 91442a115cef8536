// Spec 3 §2.10: the water-balance dashboard against the simulator. Read-only: no simulator state
// is changed, so these tests run beside any other file.
import { bhBalanceColumns, bhPlotColumns } from '@agro/contracts/columns/water-balance';
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { cropKey, cropLabel, depletionCategory } from '@agro/domain/water-balance';
import {
  daysLeftValue,
  isPlotToIrrigate,
  waterBalanceUrgencyKey,
} from '@agro/domain/water-balance-urgency';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { exportBy } from './support/workbook';
import { apiGet, apiStatuses, chooseFilter, FIRST_LOAD } from './support/page-steps';
import { card, cardButton, expectNoEntryNorScreen, openScreen } from './support/screen-steps';

// Read-only (it writes nothing the other tests read): its tests may run on both workers at once.
// Last in the files' order, they would otherwise leave the other worker idle at the suite's end
// (ADR 0008, decision 20).
test.describe.configure({ mode: 'parallel' });

const DASHBOARD = '/bilanhydrique/tableaudebord';
const SUMMARY_TITLE = 'Nombre de parcelles selon épuisement de la RFU';

/** GET /api/bhs through the BFF, with the page's session, as the screen reads it. */
const apiPlots = (page: Page) => apiGet<BhPlot[]>(page, '/api/bhs');

/** The first visit downloads the screen's code and MapLibre beside the other tests' browsers. */
const openDashboard = (page: Page) =>
  openScreen(
    page,
    DASHBOARD,
    'Tableau de bord du bilan hydrique',
    page.getByRole('table', { name: SUMMARY_TITLE }),
  );

const list = (page: Page) => page.getByRole('table', { name: 'Liste des parcelles' });
const detailLinks = (page: Page) =>
  list(page).getByRole('link', { name: /^Voir le détail de la parcelle / });

/** The ids of every plot in the list, through all its pages (100 rows a page). */
async function listedIds(page: Page): Promise<string[]> {
  const pageSize = page.getByRole('combobox', { name: 'Lignes par page' });
  if ((await pageSize.inputValue()) !== '100') {
    await pageSize.click();
    await page.getByRole('option', { name: '100', exact: true }).click();
  }
  const first = page.getByRole('button', { name: 'Aller à la première page' });
  // The page buttons exist only when there is more than one page.
  if ((await first.count()) > 0 && (await first.isEnabled())) await first.click();
  const ids: string[] = [];
  const next = page.getByRole('button', { name: 'Aller à la page suivante' });
  for (;;) {
    const hrefs = await detailLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    ids.push(...hrefs.map((href) => href.replace('/bilanhydrique/parcelle/', '')));
    if ((await next.count()) === 0 || !(await next.isEnabled())) break;
    await next.click();
  }
  return ids.sort();
}

const idsOf = (plots: readonly BhPlot[]) => plots.map((plot) => String(plot.id)).sort();

/** The rows of the list's page in order: a group's header ('Intégrateur : X') or a plot's id. */
async function pageRows(page: Page): Promise<({ group: string } | { id: string })[]> {
  return list(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.flatMap((row): ({ group: string } | { id: string })[] => {
        const group = row.querySelector('[data-group-name]');
        if (group) return [{ group: (group.textContent ?? '').replace(/\s+/g, ' ') }];
        const link = row.querySelector('a[href^="/bilanhydrique/parcelle/"]');
        const href = link?.getAttribute('href');
        return href ? [{ id: href.replace('/bilanhydrique/parcelle/', '') }] : [];
      }),
    );
}

/** The plots' ids of the list's page, in order. */
const pageIds = async (page: Page) =>
  (await pageRows(page)).flatMap((row) => ('id' in row ? [row.id] : []));

const frenchOrder = new Intl.Collator('fr-FR', { numeric: true, sensitivity: 'base' });

/** The urgency keys of `plots` by id, as the list's days-left column sorts them. */
const urgencyOf = (plots: readonly BhPlot[]) =>
  new Map(plots.map((plot) => [String(plot.id), waterBalanceUrgencyKey(plot)]));

/** The keys of the most urgent `count` plots, most urgent first. */
const mostUrgentKeys = (plots: readonly BhPlot[], count: number) =>
  plots
    .map(waterBalanceUrgencyKey)
    .sort((a, b) => a - b)
    .slice(0, count);

/** The pager's words for rows `first` to `last` of `total`, as the list writes them. */
const pagerText = (page: Page, first: number, last: number, total: number) => {
  const count = new Intl.NumberFormat('fr-FR');
  return page.getByText(`${count.format(first)}-${count.format(last)} sur ${count.format(total)}`, {
    exact: true,
  });
};

test.describe('as an adviser with the BH right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('filters, a summary cell, the export and a detail window agree with the API', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const plots = await apiPlots(page);
    expect(plots.length).toBeGreaterThan(0);

    // The crop and department holding the most plots, and their most frequent category.
    const groups = new Map<string, BhPlot[]>();
    for (const plot of plots) {
      const key = `${cropKey(plot.culture)}|${plot.departement}`;
      groups.set(key, [...(groups.get(key) ?? []), plot]);
    }
    const [, chosen] = [...groups].sort(([, a], [, b]) => b.length - a.length)[0] as [
      string,
      BhPlot[],
    ];
    const crop = cropLabel(chosen[0]?.culture);
    const department = chosen[0]?.departement as string;
    const categories = new Map<string, number>();
    for (const plot of chosen) {
      const category = depletionCategory(plot.epuisement_rfu);
      categories.set(category, (categories.get(category) ?? 0) + 1);
    }
    const [category, count] = [...categories].sort(([, a], [, b]) => b - a)[0] as [string, number];
    const inCell = chosen.filter((plot) => depletionCategory(plot.epuisement_rfu) === category);

    await chooseFilter(page, 'Culture', crop);
    await chooseFilter(page, 'Département', department);
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(chosen.length));

    const cellName = `${crop}, ${category}\u202f: ${count} parcelle${count > 1 ? 's' : ''}`;
    const cell = page.getByRole('table', { name: SUMMARY_TITLE }).getByRole('button', {
      name: cellName,
      exact: true,
    });
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    // The list filters a moment later than the click (a deferred render): read until it settles.
    await expect.poll(() => listedIds(page)).toEqual(idsOf(inCell));

    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => listedIds(page)).toEqual(idsOf(chosen));

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_bilan_hydrique_parcelles.xlsx`);
    // The file holds the plots on screen, each with the list's cells, in the API's order.
    expect(exported.header).toEqual(bhPlotColumns.map((column) => column.header));
    expect(exported.rows).toEqual(
      chosen.map((plot) => bhPlotColumns.map((column) => column.value(plot))),
    );

    const first = detailLinks(page).first();
    const href = (await first.getAttribute('href')) as string;
    const [detail] = await Promise.all([page.waitForEvent('popup'), first.click()]);
    await expect(detail).toHaveURL(new RegExp(`${href.replace(/\//g, '\\/')}$`));
    expect(href).toMatch(/^\/bilanhydrique\/parcelle\/\d+$/);

    // The detail window's daily table exports the plot's balance rows under its own name.
    const id = href.replace('/bilanhydrique/parcelle/', '');
    const plot = await detail.evaluate(async (plotId) => {
      const answer = await fetch(`/api/bhs/${plotId}`, { headers: { 'X-CSRF': '1' } });
      return ((await answer.json()) as { data: BhPlot[] }).data[0] as BhPlot;
    }, id);
    await expect(detail.getByRole('table', { name: 'Bilan hydrique journalier' })).toBeVisible(
      FIRST_LOAD,
    );
    const daily = await exportBy(detail, detail.getByRole('button', { name: 'Exporter' }));
    expect(daily.fileName).toMatch(
      new RegExp(`^${E2E_FILE_DATE}_bilan_hydrique_[A-Za-z0-9_-]+_${id}\\.xlsx$`),
    );
    expect(daily.rows).toEqual(
      (plot.bilan_hydrique ?? []).map((row) => bhBalanceColumns.map((column) => column.value(row))),
    );
    await detail.close();
  });

  test('pages the plot list with its pager, 15 plots a page under their integrator (issue 14)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    const total = (await apiPlots(page)).length;
    expect(total).toBeGreaterThan(30);
    const count = new Intl.NumberFormat('fr-FR');
    const pager = (first: number, last: number) =>
      page.getByText(`${count.format(first)}-${count.format(last)} sur ${count.format(total)}`, {
        exact: true,
      });
    const hrefs = () =>
      detailLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

    // 15 plots a page, counted without the integrators' header rows.
    await expect(pager(1, 15)).toBeVisible(FIRST_LOAD);
    const firstPage = await hrefs();
    expect(firstPage).toHaveLength(15);
    // Each page opens on the integrator of its first plot.
    const firstRow = list(page).locator('tbody tr').first();
    await expect(firstRow).toContainText('Intégrateur\u202f: ');

    // By mouse.
    await page.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(pager(16, 30)).toBeVisible();
    const secondPage = await hrefs();
    expect(secondPage).toHaveLength(15);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await expect(firstRow).toContainText('Intégrateur\u202f: ');

    // By keyboard.
    const lastStart = Math.floor((total - 1) / 15) * 15 + 1;
    await page.getByRole('button', { name: 'Aller à la dernière page' }).focus();
    await page.keyboard.press('Enter');
    await expect(pager(lastStart, total)).toBeVisible();
    expect(await hrefs()).toHaveLength(total - lastStart + 1);
    await page.getByRole('button', { name: 'Aller à la première page' }).focus();
    await page.keyboard.press('Space');
    await expect(pager(1, 15)).toBeVisible();
    expect(await hrefs()).toEqual(firstPage);

    // Sorted by risk: within each integrator, the depleted first, then 1 to 7 days, then no risk.
    await page.getByRole('button', { name: "Trier par Risque d'épuisement croissant" }).click();
    await expect(pager(1, 15)).toBeVisible();
    const groups = await list(page)
      .locator('tbody tr')
      .evaluateAll((rows) => {
        const found: string[][] = [];
        for (const row of rows) {
          if (row.querySelector('[data-group-name]')) found.push([]);
          const risk = row.querySelector('[role="img"][aria-label]');
          if (risk) found.at(-1)?.push(risk.getAttribute('aria-label') ?? '');
        }
        return found;
      });
    const urgency = (label: string) => {
      if (label === 'RFU épuisée') return 0;
      const days = /: (\d)$/.exec(label);
      if (days) return Number(days[1]);
      return label.startsWith('Pas de risque') ? 8 : 9;
    };
    for (const risks of groups) {
      const keys = risks.map(urgency);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }

    // The plot, its status and its risk at hand, at 1280 px without scrolling sideways.
    const risk = list(page).locator('tbody [role="img"][aria-label]').first();
    const box = await risk.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);

    // And on a phone: a row names its plot, with its status and risk, within the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(pager(1, 15)).toBeVisible();
    await page.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(pager(16, 30)).toBeVisible();
    const plotRow = list(page)
      .locator('tbody tr')
      .filter({ has: page.locator('[role="img"][aria-label]') })
      .first();
    const phoneRisk = await plotRow.locator('[role="img"][aria-label]').boundingBox();
    expect(phoneRisk && phoneRisk.x + phoneRisk.width).toBeLessThanOrEqual(375);
    await expect(plotRow.getByText(/^Calcul /)).toBeVisible();
    const link = (await plotRow.getByRole('link').first().textContent()) ?? '';
    const name = /Voir le détail de la parcelle (.*) \(nouvelle fenêtre\)/.exec(link)?.[1] ?? '';
    expect(name).not.toBe('');
    await expect(plotRow.getByText(name, { exact: true })).toBeVisible();
  });

  test('has no accessibility violation with its data, at 1280 and at 360 px', async ({ page }) => {
    // The whole page is checked once at each width; then only what each step opens (the list of
    // choices, the dialogs), so that the runs over the list and the map are not repeated: on 2
    // shared cores, beside the other browsers' maps, six whole-page runs outlasted 90 s.
    test.setTimeout(90_000);
    await openDashboard(page);
    await expect(detailLinks(page).first()).toBeVisible();
    await expectNoAccessibilityViolations(page, { strict: true });
    // A filter's list of choices open, scrolling (more crops than it shows at once).
    await page.getByRole('combobox', { name: 'Culture' }).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoAccessibilityViolations(page, { strict: true, within: '[role="listbox"]' });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('button', { name: 'Filtres' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carte' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // Nothing wider than the screen: tables scroll within themselves.
    const overflow = await page
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Filtres' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtres' });
    await expect(filters.getByRole('combobox', { name: 'Culture' })).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
    await filters.getByRole('combobox', { name: 'Culture' }).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="listbox"]' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    await page.getByRole('button', { name: 'Carte' }).click();
    const map = page.getByRole('dialog', { name: 'Carte' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.getByRole('list', { name: 'Culture' })).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  });
});

test.describe('the decision first (issue 41), as an adviser on 15/06/2026', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('the list opens on the plots to irrigate first within each integrator, the days left in view', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    const plots = await apiPlots(page);
    await expect(pagerText(page, 1, 15, plots.length)).toBeVisible(FIRST_LOAD);
    const urgency = urgencyOf(plots);

    // The first page: the groups in their names' order, each group's plots by urgency, and the
    // first group's the most urgent of that integrator's plots, as the simulator answers them.
    const rows = await pageRows(page);
    const integrators = [...new Set(plots.map((plot) => plot.nom_operateur ?? ''))].sort(
      frenchOrder.compare,
    );
    const first = rows[0];
    expect(first && 'group' in first ? first.group : '').toContain(`Intégrateur`);
    expect(first && 'group' in first ? first.group : '').toContain(integrators[0] ?? '');
    const firstGroup: string[] = [];
    for (const row of rows.slice(1)) {
      if ('group' in row) break;
      firstGroup.push(row.id);
    }
    expect(firstGroup.length).toBeGreaterThan(0);
    const ofFirstIntegrator = plots.filter((plot) => (plot.nom_operateur ?? '') === integrators[0]);
    expect(firstGroup.map((id) => urgency.get(id))).toEqual(
      mostUrgentKeys(ofFirstIntegrator, firstGroup.length),
    );

    // 'Jours avant RFU épuisée', sorted, with each plot's days as the simulator's deficits say,
    // in view without scrolling sideways at 1280 px.
    const header = list(page).getByRole('columnheader', { name: /Jours avant RFU épuisée/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const box = await header.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    const byId = new Map(plots.map((plot) => [String(plot.id), plot]));
    const days = await list(page).evaluate((table) => {
      const titles = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      const column = titles.findIndex((title) => title.startsWith('Jours avant RFU épuisée'));
      return [...table.querySelectorAll('tbody tr')]
        .filter((tr) => tr.querySelector('a[href^="/bilanhydrique/parcelle/"]'))
        .map((tr) => tr.querySelectorAll('td')[column]?.textContent ?? '');
    });
    expect(days).toEqual(firstGroup.map((id) => String(daysLeftValue(byId.get(id) as BhPlot))));
  });

  test('the list opens on its essential columns; every column on demand, in the export too', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    const head = list(page).locator('thead');
    const columns = page.getByRole('group', { name: 'Colonnes' });
    await expect(columns.getByRole('radio', { name: 'Essentielles' })).toBeChecked();
    await expect(head).toContainText('Jours avant RFU épuisée');
    await expect(head).not.toContainText('Surface (ha)');
    await columns.getByText('Toutes').click();
    await expect(head).toContainText('Surface (ha)');
    await expect(head).toContainText('Distributeur');
  });

  test("the card 'Parcelles à irriguer' keeps those plots, says so, pages them and exports them", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const plots = await apiPlots(page);
    const dry = plots.filter(isPlotToIrrigate);
    expect(dry.length).toBeGreaterThan(15);
    expect(dry.length).toBeLessThan(plots.length);

    const toIrrigate = cardButton(page, 'Parcelles à irriguer');
    await expect(toIrrigate).toContainText(String(dry.length));
    await expect(toIrrigate).toHaveAttribute('aria-pressed', 'false');
    await expect(cardButton(page, 'Nombre de parcelles')).toHaveAttribute('aria-pressed', 'true');
    await toIrrigate.click();
    await expect(toIrrigate).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Filtre actif' })).toHaveText(
      /^Filtre actif\s: Parcelles à irriguer \(RFU épuisée ou épuisée sous 7 jours\)$/,
    );
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(dry.length));
    // The bar says it too.
    await expect(page.getByRole('combobox', { name: 'À irriguer' })).toBeVisible();
    await expectNoAccessibilityViolations(page, { strict: true });

    // The pager counts them, 15 a page, the most urgent of them first within each integrator.
    await expect(pagerText(page, 1, 15, dry.length)).toBeVisible();
    const firstPage = await pageIds(page);
    expect(firstPage).toHaveLength(15);
    await page.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(pagerText(page, 16, 30, dry.length)).toBeVisible();
    const secondPage = await pageIds(page);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await expect.poll(() => listedIds(page)).toEqual(idsOf(dry));

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_bilan_hydrique_parcelles.xlsx`);
    expect(exported.rows).toEqual(
      dry.map((plot) => bhPlotColumns.map((column) => column.value(plot))),
    );

    await page.getByRole('button', { name: 'Retirer le filtre' }).click();
    await expect(toIrrigate).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(/^Filtre actif/)).toHaveCount(0);
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(plots.length));
  });

  test('without the groups, the list sorts every plot together: by urgency, then by a header', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    const plots = await apiPlots(page);
    await expect(pagerText(page, 1, 15, plots.length)).toBeVisible(FIRST_LOAD);
    const urgency = urgencyOf(plots);

    const grouping = page.getByRole('switch', { name: 'Grouper par intégrateur' });
    await expect(grouping).toBeChecked();
    // As a person does: a click on the switch's words (its input is drawn by its track).
    await page.getByText('Grouper par intégrateur', { exact: true }).click();
    await expect(grouping).not.toBeChecked();
    await expect(list(page).locator('[data-group-name]')).toHaveCount(0);
    // The 15 most urgent plots of every integrator, as the simulator's deficits order them.
    await expect
      .poll(async () => (await pageIds(page)).map((id) => urgency.get(id)))
      .toEqual(mostUrgentKeys(plots, 15));
    await expect(list(page).getByRole('columnheader', { name: /Intégrateur/ })).toBeVisible();

    // A header sorts the whole list, across integrators, page after page.
    await page.getByRole('button', { name: 'Trier par Parcelle croissant' }).click();
    const names = plots.map((plot) => plot.nom_parcelle ?? '').sort(frenchOrder.compare);
    const byId = new Map(plots.map((plot) => [String(plot.id), plot.nom_parcelle ?? '']));
    await expect
      .poll(async () => (await pageIds(page)).map((id) => byId.get(id)))
      .toEqual(names.slice(0, 15));
    await page.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(pagerText(page, 16, 30, plots.length)).toBeVisible();
    expect((await pageIds(page)).map((id) => byId.get(id))).toEqual(names.slice(15, 30));
  });

  test('on a 375 px phone each row says the plot, its status, its risk, the days left and whether to irrigate', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await openDashboard(page);
    const plots = await apiPlots(page);
    const byId = new Map(plots.map((plot) => [String(plot.id), plot]));
    await expect(detailLinks(page).first()).toBeVisible(FIRST_LOAD);
    const rows = list(page)
      .locator('tbody tr')
      .filter({ has: page.locator('a[href^="/bilanhydrique/parcelle/"]') });
    const count = Math.min(5, await rows.count());
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      const href =
        (await row.locator('a[href^="/bilanhydrique/parcelle/"]').first().getAttribute('href')) ??
        '';
      const plot = byId.get(href.replace('/bilanhydrique/parcelle/', '')) as BhPlot;
      await expect(row.getByText(plot.nom_parcelle ?? '', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Calcul /)).toBeVisible();
      await expect(row.locator('[role="img"][aria-label]')).toBeVisible();
      const fields = row.locator('dl > div');
      await expect(fields).toHaveText([
        `Jours avant RFU épuisée\u202f:${String(daysLeftValue(plot))}`,
        `À irriguer\u202f:${isPlotToIrrigate(plot) ? 'Oui' : 'Non'}`,
      ]);
      const box = await fields.last().boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    }
  });
});

test('without the BH right: no menu entry, no dashboard, the API refuses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti);
  await expectNoEntryNorScreen(page, 'Bilan hydrique', DASHBOARD);
  await expect(page.getByRole('table', { name: SUMMARY_TITLE })).toHaveCount(0);
  const [status] = await apiStatuses(page, ['/api/bhs']);
  expect(status).toBe(403);
});

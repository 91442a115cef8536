// Spec 3 §2.10: the water-balance dashboard against the simulator. Read-only: no simulator state
// is changed, so these tests run beside any other file.
import { bhBalanceColumns, bhPlotColumns } from '@agro/contracts/columns/water-balance';
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { cropKey, cropLabel, depletionCategory } from '@agro/domain/water-balance';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, topMenuEntries } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { readExport } from './support/workbook';

const DASHBOARD = '/bilanhydrique/tableaudebord';
const SUMMARY_TITLE = 'Nombre de parcelles selon épuisement de la RFU';

/** GET /api/bhs through the BFF, with the page's session, as the screen reads it. */
async function apiPlots(page: Page): Promise<BhPlot[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/bhs', { headers: { 'X-CSRF': '1' } });
    return ((await answer.json()) as { data: BhPlot[] }).data;
  });
}

/** The first visit downloads the screen's code and MapLibre beside the other tests' browsers. */
const FIRST_LOAD = { timeout: 20_000 };

async function openDashboard(page: Page) {
  await page.goto(DASHBOARD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tableau de bord du bilan hydrique' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('table', { name: SUMMARY_TITLE })).toBeVisible(FIRST_LOAD);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const list = (page: Page) => page.getByRole('table', { name: 'Liste des parcelles' });
const detailLinks = (page: Page) =>
  list(page).getByRole('link', { name: /^Voir le détail de la parcelle / });

/** The ids of every plot in the list, through all its pages (100 rows a page). */
async function listedIds(page: Page): Promise<string[]> {
  const pageSize = page.getByRole('textbox', { name: 'Lignes par page' });
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

test.describe('as an adviser with the BH right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller);
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

    await choose(page, 'Culture', crop);
    await choose(page, 'Département', department);
    await expect(page.getByRole('group', { name: 'Nombre de parcelles' })).toContainText(
      String(chosen.length),
    );

    const cellName = `${crop}, ${category} : ${count} parcelle${count > 1 ? 's' : ''}`;
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

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    const exported = await readExport(download);
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
    const [dailyDownload] = await Promise.all([
      detail.waitForEvent('download'),
      detail.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    const daily = await readExport(dailyDownload);
    expect(daily.fileName).toMatch(
      new RegExp(`^${E2E_FILE_DATE}_bilan_hydrique_[A-Za-z0-9_-]+_${id}\\.xlsx$`),
    );
    expect(daily.rows).toEqual(
      (plot.bilan_hydrique ?? []).map((row) => bhBalanceColumns.map((column) => column.value(row))),
    );
    await detail.close();
  });

  test('has no accessibility violation with its data, at 1280 and at 360 px', async ({ page }) => {
    await openDashboard(page);
    await expect(detailLinks(page).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

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
    await expect(filters.getByRole('textbox', { name: 'Culture' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    await page.getByRole('button', { name: 'Carte' }).click();
    const map = page.getByRole('dialog', { name: 'Carte' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.getByRole('list', { name: 'Culture' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test('without the BH right: no menu entry, no dashboard, the API refuses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti);
  expect(await topMenuEntries(page)).not.toContain('Bilan hydrique');
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('table', { name: SUMMARY_TITLE })).toHaveCount(0);
  const status = await page.evaluate(
    async () => (await fetch('/api/bhs', { headers: { 'X-CSRF': '1' } })).status,
  );
  expect(status).toBe(403);
});

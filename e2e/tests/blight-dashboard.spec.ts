// Spec 3 §2.2: the blight dashboard against the simulator, as of the e2e day in June. Read-only:
// no simulator state is changed, so these tests run beside any other file.
import { blightPlotColumns, BLIGHT_FILTER_KEYS } from '@agro/contracts/columns/blight';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import {
  BLIGHT_RISK_LEVELS,
  blightCampaignYear,
  blightFigures,
  blightMarkerColour,
  riskSummary,
} from '@agro/domain/blight';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE, E2E_PLATFORM_DATE } from './support/platform-date';
import { exportBy } from './support/workbook';
import { apiGet, apiStatuses, chooseFilter, FIRST_LOAD } from './support/page-steps';
import { card, expectNoEntryNorScreen, firstDataRow, openScreen } from './support/screen-steps';

const DASHBOARD = '/mildiou/tableaudebord';
const LIST = 'Liste des parcelles';
const CAMPAIGN = blightCampaignYear(E2E_PLATFORM_DATE);
/** The first visit downloads the screen's code and MapLibre beside the other tests' browsers. */

/** The map legend's words: the risk levels, grey also standing for stale weather. */
const RISK_LEGEND_LABELS: Readonly<Record<string, string>> = {
  green: 'Pas de risque',
  orange: 'Vigilance',
  red: 'Risque de contamination',
  grey: 'Inconnu, erreur ou météo de plus de 6 heures',
};

/** What the screen reads, through the BFF with the page's session. */
const apiPlots = (page: Page) =>
  apiGet<BlightDashboardRow[]>(page, `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`);

const openDashboard = (page: Page) =>
  openScreen(page, DASHBOARD, 'Tableau de bord mildiou', firstDataRow(page, LIST));

async function summaryCells(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Synthèse des risques' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
}

test.describe('as an adviser with the MILDIOU right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('the cards, the risk summary and the export follow a filter as situationMildiou says', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const plots = await apiPlots(page);
    // Every level of risk and a plot to treat are among the adviser's plots on the e2e day; a
    // plot the management test has just created has no risk until its first calculation.
    expect(new Set(plots.map((plot) => plot.risque).filter((risk) => risk !== null))).toEqual(
      new Set([10, 40, 50]),
    );
    const all = blightFigures(plots);
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(all.plots));

    // The department with the most plots.
    const byDepartment = new Map<string, number>();
    for (const plot of plots) {
      const key = plot.departement ?? '';
      byDepartment.set(key, (byDepartment.get(key) ?? 0) + 1);
    }
    const [department] = [...byDepartment].sort(([, a], [, b]) => b - a)[0] as [string, number];
    await chooseFilter(page, 'Département', department);
    const kept = plots.filter(
      tableRowFilter(blightPlotColumns, {
        search: '',
        filters: { [BLIGHT_FILTER_KEYS.department]: [department] },
      }),
    );
    const figures = blightFigures(kept);
    await expect(card(page, "Nombre d'agriculteurs")).toContainText(String(figures.farmers));
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(figures.plots));
    await expect(card(page, 'Parcelles à traiter')).toContainText(String(figures.toTreat));
    await expect(card(page, 'Parcelles en erreur')).toContainText(String(figures.inError));
    const summary = riskSummary(kept);
    const columns = [summary.jReel, summary.jPrevi, summary.jPlus1];
    await expect
      .poll(() => summaryCells(page))
      .toEqual([
        columns.map((column) => String(column.plots)),
        columns.map((column) => String(column.atRisk)),
        columns.map((column) => `${column.percent} %`),
      ]);

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_mildiou_${kept.length}_parcelles.xlsx`);
    expect(exported.header).toEqual(blightPlotColumns.map((column) => column.header));
    expect(exported.rows.map((row) => row[1])).toEqual(
      kept.map((plot) => `${plot.plot_name} (${plot.id})`),
    );
  });

  test('each map tab colours the markers from its day’s risk, grey when the weather is stale', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    const plots = await apiPlots(page);
    const legend = page.getByRole('list', { name: 'Risque mildiou' });
    const days = [
      { tab: 'J REEL', risk: (plot: BlightDashboardRow) => plot.risque },
      { tab: 'J PREVI', risk: (plot: BlightDashboardRow) => plot.risque_j_previ },
      { tab: 'J+1', risk: (plot: BlightDashboardRow) => plot.risque_jp1_previ },
    ];
    const seen = new Set<string>();
    for (const { tab, risk } of days) {
      await page
        .getByRole('radiogroup', { name: 'Jour du risque affiché sur la carte' })
        .getByText(tab, { exact: true })
        .click();
      const colours = plots.map((plot) =>
        blightMarkerColour(risk(plot), plot.nb_heure_last_meteo_data),
      );
      const expected = BLIGHT_RISK_LEVELS.map((level) => {
        const count = colours.filter((colour) => colour === level.colour).length;
        return `${RISK_LEGEND_LABELS[level.colour]} (${count})`;
      });
      seen.add(expected.join());
      await expect(legend.getByRole('listitem')).toHaveText(expected);
    }
    // The three days do not all colour the map alike on the e2e day.
    expect(seen.size).toBeGreaterThan(1);
  });

  test('passes the accessibility checks at 1280 and 360 px', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await expectNoAccessibilityViolations(page);
    await page
      .getByRole('radiogroup', { name: 'Jour du risque affiché sur la carte' })
      .getByText('J+1', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'J+1' })).toBeChecked();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Carte' })).toBeVisible();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      360,
    );
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Synthèse des risques' }).click();
    await expect(page.getByRole('dialog', { name: 'Synthèse des risques' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test('an external adviser has no integrator nor distributor filter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.externe);
  const plots = await apiPlots(page);
  expect(plots.length).toBeGreaterThan(0);
  expect(plots.every((plot) => plot.externe === 1)).toBe(true);
  await page.goto(DASHBOARD);
  await expect(page.getByRole('combobox', { name: 'Agriculteur' })).toBeAttached(FIRST_LOAD);
  await expect(page.getByRole('combobox', { name: 'Intégrateur' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Distributeur' })).toHaveCount(0);
});

test('without the MILDIOU right: no menu entry, no dashboard, the API and the export refuse', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti);
  await expectNoEntryNorScreen(page, 'Mildiou', DASHBOARD);
  const statuses = await apiStatuses(page, [
    `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`,
    '/api/maladiesPdt/plots/1',
    '/bff/exports/mildiou.xlsx',
  ]);
  expect(statuses).toEqual([403, 403, 403]);
});

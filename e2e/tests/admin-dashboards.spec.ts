// Spec 1 §2: the three administration dashboards as admin@demo.fr sees them, against the
// simulator's own figures (read through the BFF at the same moment), their exports, axe at 1280
// and 360 px; an adviser without ADMIN has neither the menu entries nor the screens nor the calls.
import {
  bhBillingColumns,
  blightStatusColumns,
  type BhBillingRow,
  type BhDashboard,
  type BlightAdminDashboard,
  type BlightStatusRow,
  type StageDashboardRow,
} from '@agro/contracts/columns/admin-dashboards';
import { dashboardFigures, speciesPlotCount } from '@agro/domain/admin-dashboards';
import { cropLabel } from '@agro/domain/water-balance';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { apiGet, apiStatuses, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { exportBy } from './support/workbook';

const figureOf = (page: Page, title: string) =>
  page.getByRole('main').getByRole('group', { name: title });

/** A figure as IndicatorCard writes it: French thousands, a no-break space before the unit. */
const french = (value: number, unit?: string) => {
  const text = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value);
  return unit ? `${text}\u00a0${unit}` : text;
};

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await expect(figureOf(page, 'Nombre de parcelles')).not.toContainText('-', FIRST_LOAD);
}

test.describe('as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.admin, NO_SCREEN);
  });

  test('the water-balance dashboard shows the model’s counts and exports the billing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, '/administration/tableaudebord/bh', 'Tableau de bord - Bilan hydrique');
    const data = await apiGet<BhDashboard>(page, '/api/bhs/tableaudebord');
    const figures = dashboardFigures(data);
    await expect(figureOf(page, 'Nombre de parcelles')).toContainText(french(figures.plots));
    await expect(figureOf(page, "Nombre d'intégrateurs")).toContainText(
      french(figures.integrators),
    );
    await expect(figureOf(page, 'Surface totale')).toContainText(
      french(figures.surface ?? 0, 'ha'),
    );
    const crops = page.getByRole('table', { name: 'Cultures' });
    for (const crop of data.detail_culture.slice(0, 3)) {
      await expect(
        crops.getByRole('row').filter({ hasText: cropLabel(crop.culture) }),
      ).toContainText(french(crop.nb_parcelles));
    }
    await expect(page.getByRole('img', { name: 'Parcelles par état des calculs' })).toBeVisible();

    const billing = await apiGet<BhBillingRow[]>(page, '/api/bhs/facturation');
    const exported = await exportBy(page, page.getByRole('button', { name: 'Export facturation' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_bilan_hydrique_facturation.xlsx`);
    expect(exported.header).toEqual(bhBillingColumns.map((column) => column.header));
    expect(exported.rows).toEqual(
      billing.map((line) => bhBillingColumns.map((column) => column.value(line))),
    );
    // Every plot of the dashboard is billed once.
    expect(exported.rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(figures.plots);
  });

  test('the potato dashboard counts the blight model’s states and exports each plot’s', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, '/administration/tableaudebord/pdt', 'Tableau de bord - Pomme de terre');
    const data = await apiGet<BlightAdminDashboard>(page, '/api/maladiesPdt/tableaudebord');
    await expect(figureOf(page, 'Nombre de parcelles')).toContainText(
      french(dashboardFigures(data).plots),
    );
    const states = page.getByRole('table', { name: 'État des calculs' });
    const upToDate = data.detail_etat_calculs.find((row) => row.statut_msg === 'calcul à jour');
    expect(upToDate, 'plots calculated on the e2e day').toBeDefined();
    await expect(states.getByRole('row').filter({ hasText: 'calcul à jour' })).toContainText(
      french(upToDate?.nb_parcelles ?? 0),
    );

    const statuses = await apiGet<BlightStatusRow[]>(
      page,
      '/api/maladiesPdt/tableaudebord/statuts',
    );
    const exported = await exportBy(page, page.getByRole('button', { name: 'Export des statuts' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_mildiou_statuts_calculs.xlsx`);
    expect(exported.header).toEqual(blightStatusColumns.map((column) => column.header));
    expect(exported.rows).toHaveLength(statuses.length);
    expect(exported.rows.filter((row) => row[3] === 'calcul à jour')).toHaveLength(
      upToDate?.nb_parcelles ?? -1,
    );
  });

  test('the stage dashboard counts the cereal plots per species', async ({ page }) => {
    await open(page, '/administration/tableaudebord/stade', 'Tableau de bord - Stades et maladies');
    const rows = await apiGet<StageDashboardRow[]>(page, '/api/previCap/tableaudebord/plots/nbr');
    await expect(figureOf(page, 'Nombre de parcelles')).toContainText(
      french(speciesPlotCount(rows)),
    );
    const table = page.getByRole('table', { name: 'Parcelles par espèce' });
    for (const row of rows) {
      await expect(table.getByRole('row').filter({ hasText: row.libelle_espece })).toContainText(
        french(row.nbr_espece),
      );
    }
  });

  test('the three dashboards pass the accessibility checks at 1280 and 360 px', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    for (const [path, title] of [
      ['/administration/tableaudebord/bh', 'Tableau de bord - Bilan hydrique'],
      ['/administration/tableaudebord/pdt', 'Tableau de bord - Pomme de terre'],
      ['/administration/tableaudebord/stade', 'Tableau de bord - Stades et maladies'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, path, title);
      await expectNoAccessibilityViolations(page);
      await expectPhoneWidthAccessible(page);
    }
  });
});

test('an adviser without ADMIN has no administration dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/administration/tableaudebord/bh');
  await expect(page).toHaveURL(/\/home$/);
  const statuses = await apiStatuses(page, [
    '/api/bhs/tableaudebord',
    '/api/maladiesPdt/tableaudebord',
    '/api/previCap/tableaudebord/plots/nbr',
    '/bff/exports/mildiou-statuts.xlsx',
    '/bff/exports/bilan-hydrique-facturation.xlsx',
  ]);
  expect(statuses).toEqual([403, 403, 403, 403, 403]);
});

// The water-balance plot detail (spec 3 §2.11) as an adviser: the cards show the plot of
// `bhs/{id}`, the daily table pages by 10 with forecast rows marked, the export holds the balance
// rows, the page passes axe at 1280 and 360 px, and a plot the adviser may not see is said so.
// Read-only: nothing here changes the simulator's state.
import { bhBalanceColumns, bhFarmerName } from '@agro/contracts/columns/water-balance';
import type { BhBalanceRow, BhPlot } from '@agro/contracts/entities/water-balance';
import { addDays } from '@agro/domain/calendar-days';
import { sowingDateLabel } from '@agro/domain/water-balance';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE, E2E_PLATFORM_DATE } from './support/platform-date';
import { readExport } from './support/workbook';
import { FIRST_LOAD } from './support/page-steps';

// Read-only (it writes nothing the other tests read): its tests may run on both workers at once.
// Last in the files' order, they would otherwise leave the other worker idle at the suite's end
// (ADR 0008, decision 20).
test.describe.configure({ mode: 'parallel' });

const API_HEADERS = { 'X-CSRF': '1' };
/** Plots of the simulator's water balance are numbered from 100001 (apps/model-api-sim). */
const FIRST_BH_PLOT = 100001;

async function visiblePlots(page: Page): Promise<BhPlot[]> {
  const answer = await page.request.get('/api/bhs', { headers: API_HEADERS });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: BhPlot[] }).data;
}

async function plotDetail(page: Page, id: number): Promise<BhPlot> {
  const answer = await page.request.get(`/api/bhs/${id}`, { headers: API_HEADERS });
  expect(answer.ok()).toBe(true);
  const [plot] = ((await answer.json()) as { data: BhPlot[] }).data;
  if (!plot) throw new Error(`bhs/${id} answered no plot`);
  return plot;
}

/** A plot in the balance with forecast rows and a station, not one the comments spec writes on. */
async function balancedPlot(page: Page): Promise<BhPlot> {
  const plots = await visiblePlots(page);
  const candidate = plots.find(
    (plot) =>
      plot.statut_calcul_bh === 'ok' &&
      plot.epuisement_rfu !== null &&
      plot.station !== null &&
      plot.id !== 100277 &&
      plot.id !== 100278,
  );
  if (!candidate) throw new Error('no plot in the balance for the adviser');
  return plotDetail(page, Number(candidate.id));
}

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The value a card shows for a label. */
function field(page: Page, card: string, label: string) {
  return region(page, card)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');
}

const frDate = (iso: string | null | undefined) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '-';
const text = (value: string | null | undefined) => (value ?? '').trim() || '-';

/** The first visit downloads the screen's code beside the other tests' browsers. */

async function waitForEverything(page: Page): Promise<void> {
  await expect(page.getByRole('table', { name: 'Bilan hydrique journalier' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('grid', { name: /^Origine des données de pluie/ })).toBeVisible();
  await expect(
    region(page, 'Graphique du bilan hydrique').locator('.recharts-surface').first(),
  ).toBeVisible();
  await expect(region(page, 'Carte').locator('canvas')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await logIn(page, PERSONAS.conseiller, NO_SCREEN);
});

test("shows the adviser's plot as bhs/{id} gives it, 10 days a page with the forecast marked", async ({
  page,
}) => {
  const plot = await balancedPlot(page);
  await page.goto(`/bilanhydrique/parcelle/${plot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: plot.nom_parcelle })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page).toHaveTitle(new RegExp(`^${plot.nom_parcelle} - Bilan hydrique`));

  await expect(field(page, 'Parcelle', 'Agriculteur')).toHaveText(text(bhFarmerName(plot)));
  await expect(field(page, 'Parcelle', 'Intégrateur')).toHaveText(text(plot.nom_operateur));
  await expect(field(page, 'Parcelle', 'Distributeur')).toHaveText(text(plot.nom_grpt));
  await expect(field(page, 'Parcelle', 'Code postal')).toHaveText(text(plot.code_postal));
  await expect(field(page, 'Parcelle', 'Station')).toHaveText(
    `${plot.station?.nom_constructeur} - ${plot.station?.code}`,
  );
  await expect(field(page, 'Parcelle', 'Précédent irrigué')).toHaveText(
    plot.irrig_precedent === null ? '-' : plot.irrig_precedent ? 'Oui' : 'Non',
  );
  const cipan = plot.caracteristiques_generales?.cipan ?? null;
  await expect(field(page, 'Parcelle', 'Implantation')).toHaveText(frDate(cipan?.implantation));
  await expect(field(page, 'Sol', 'Nom du sol')).toHaveText(text(plot.nom_sol));
  await expect(field(page, 'Sol', 'Code du sol')).toHaveText(text(plot.code_sol));
  await expect(field(page, 'Sol', 'RU max')).toHaveText(
    `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(plot.ru_max ?? NaN)}\u00a0mm`,
  );
  await expect(field(page, 'Irrigation', "Matériel d'irrigation")).toHaveText(
    text(plot.caracteristiques_generales?.materiel_irrig),
  );
  await expect(field(page, 'Culture', sowingDateLabel(plot.culture))).toHaveText(
    frDate(plot.date_semis),
  );
  const irrigations = region(page, 'Irrigations');
  if ((plot.irrigation ?? []).length > 0) {
    await expect(irrigations.locator('tbody tr')).toHaveCount(plot.irrigation?.length ?? 0);
  }
  await expect(
    region(page, 'Stades').getByRole('listitem').filter({ hasText: 'Stade actuel' }),
  ).toHaveCount(1);
  // The page's campaign is the platform day's, not the real one's.
  await expect(
    page.getByRole('grid', {
      name: `Origine des données de pluie, campagne ${E2E_PLATFORM_DATE.slice(0, 4)}`,
    }),
  ).toBeVisible();

  const rows = plot.bilan_hydrique ?? [];
  const table = page.getByRole('table', { name: 'Bilan hydrique journalier' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText(`1-10 sur ${rows.length}`)).toBeVisible();
  // Newest first: the week of forecasts opens the table, orange and said so in words.
  const forecasts = rows.filter((row) => row.type === 'previ').length;
  expect(forecasts).toBeGreaterThan(0);
  // The platform runs as of E2E_PLATFORM_DATE: the forecasts are the week after that day.
  expect(rows.filter((row) => row.type === 'previ').map((row) => row.Date)).toEqual(
    [1, 2, 3, 4, 5, 6, 7].map((days) => addDays(E2E_PLATFORM_DATE, days)),
  );
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toContainText(frDate(addDays(E2E_PLATFORM_DATE, 7)));
  await expect(firstRow.locator('td').last()).toHaveText('Prévisions');
  await expect(firstRow).toHaveCSS('background-color', 'rgb(255, 232, 204)');
  await expect(table.locator('tbody tr').filter({ hasText: 'Prévisions' })).toHaveCount(
    Math.min(forecasts, 10),
  );
});

test('exports the daily table: the name says the farmer and the plot, the rows are the balance rows', async ({
  page,
}) => {
  const plot = await balancedPlot(page);
  await page.goto(`/bilanhydrique/parcelle/${plot.id}`);
  await expect(page.getByRole('table', { name: 'Bilan hydrique journalier' })).toBeVisible(
    FIRST_LOAD,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${E2E_FILE_DATE}_bilan_hydrique_[A-Za-z0-9_-]+_${plot.id}\\.xlsx$`),
  );

  const exported = await readExport(download);
  expect(exported.header).toEqual(bhBalanceColumns.map((column) => column.header));
  // The rows read as the screen's cells, the dates 'dd/mm/yyyy' as the spreadsheet shows them…
  expect(exported.rows).toEqual(
    (plot.bilan_hydrique ?? []).map((row: BhBalanceRow) =>
      bhBalanceColumns.map((column) => column.value(row)),
    ),
  );
  // …and each day is a real Excel date (the row's day at midnight) in that format, not text,
  // and not coloured.
  const dateColumn = bhBalanceColumns.findIndex((column) => column.key === 'date');
  expect(exported.cells.map((row) => row[dateColumn])).toEqual(
    (plot.bilan_hydrique ?? []).map((row: BhBalanceRow) => ({
      value: new Date(`${row.Date.slice(0, 10)}T00:00:00Z`),
      numFmt: 'dd/mm/yyyy',
      fill: null,
    })),
  );
});

test('passes the accessibility checks with everything loaded, at 1280 and 360 px', async ({
  page,
}) => {
  // Two axe runs over the whole page, beside the other browsers' maps: beyond the default 30 s on
  // 2 shared cores.
  test.setTimeout(90_000);
  const plot = await balancedPlot(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/bilanhydrique/parcelle/${plot.id}`);
  await waitForEverything(page);
  await expectNoAccessibilityViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await waitForEverything(page);
  // The page never scrolls sideways: wide parts (table, calendar) scroll within themselves.
  const overflow = Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    ),
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
});

test('says that a plot the adviser may not see cannot be found', async ({ page }) => {
  const seen = new Set((await visiblePlots(page)).map((plot) => Number(plot.id)));
  let hidden = FIRST_BH_PLOT;
  while (seen.has(hidden)) hidden += 1;
  const answer = await page.request.get(`/api/bhs/${hidden}`, { headers: API_HEADERS });
  expect(answer.status()).toBe(404);

  await page.goto(`/bilanhydrique/parcelle/${hidden}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcelle introuvable' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(
    page.getByText("Cette parcelle n'existe pas ou vous n'avez pas accès à son bilan hydrique."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

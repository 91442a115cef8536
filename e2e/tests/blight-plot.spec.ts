// Spec 3 §2.3: the blight plot detail against the simulator, as of the e2e day in June. The
// corrections test changes one plot's weather and puts it back; the dashboard's tests compare
// the screen with the API read at the same moment, so they hold beside it.
import type {
  BlightDailyIndex,
  BlightDashboardRow,
  BlightPlot,
  BlightWeatherCorrections,
} from '@agro/contracts/entities/blight';
import { adviceText, isPlotToTreat } from '@agro/domain/blight-advice';
import { blightCampaignYear, calendarPiece, MILDIOU_CALENDAR_PIECES } from '@agro/domain/blight';
import { addDays } from '@agro/domain/calendar-days';
import { actionSucceeded, ACTION_DONE_TITLE } from '@agro/domain/blight-interventions';
import { formatDateFr, parisWallToIso, utcWithParisTime } from '@agro/domain/dates';
import { decimalText } from '@agro/domain/numbers';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_PLATFORM_DATE } from './support/platform-date';
import {
  apiGet,
  expectPhoneWidthAccessible,
  FIRST_LOAD,
  longDay,
  saysAfter,
} from './support/page-steps';

const CAMPAIGN = blightCampaignYear(E2E_PLATFORM_DATE);

const situation = (page: Page) =>
  apiGet<BlightDashboardRow[]>(page, `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`);

/**
 * The plot where the adviser records a treatment: the first plot to treat in the API's order, the
 * one this file's advice test reads before it (a file's tests run one after another). The plot
 * management's treatment test, in another file at the same time, writes on the last one: with two
 * plots to treat on the e2e day, 'the second in id order' was sometimes that one, already treated.
 */
async function plotToRecordOn(page: Page): Promise<BlightPlot> {
  const row = (await situation(page)).find(
    (plot) => plot.statut === 'OK' && isPlotToTreat(plot.conseil),
  );
  expect(row, 'a plot to treat on the e2e day').toBeDefined();
  return apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${row?.id}`);
}

/** Opens 'Ajouter un traitement' on the plot detail and the product list of its form. */
async function openTreatmentDialog(page: Page, plot: BlightPlot) {
  await page
    .getByRole('region', { name: 'Interventions et observations' })
    .getByRole('button', { name: 'Ajouter un traitement' })
    .click();
  const dialog = page.getByRole('dialog', {
    name: `Ajouter un traitement - ${plot.name} (${plot.id})`,
  });
  await expect(dialog).toBeVisible();
  const product = dialog.getByRole('combobox', { name: 'Produit 1' });
  await product.click();
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  // A person reads the products once they show: axe once met the list opened but not yet
  // filled (aria-required-children, a listbox without its options).
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  return dialog;
}

/** The dialog and the product list it opened (a layer of the page), checked by axe. */
const DIALOG_AND_LIST = '[role="dialog"], [role="listbox"]';

async function openPlot(page: Page, id: number | string, name: string) {
  await page.goto(`/mildiou/parcelle/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} (${id})` })).toBeVisible(
    FIRST_LOAD,
  );
}

test.describe('as an adviser with the MILDIOU right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('a plot to treat shows the advice of its code with its dates, its chart and its calendar', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const plots = await situation(page);
    const row = plots.find((plot) => isPlotToTreat(plot.conseil));
    expect(row, 'a plot to treat on the e2e day').toBeDefined();
    const plot = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${row?.id}`);
    await openPlot(page, plot.id, plot.name);
    await expect(page.getByTestId('preconisation')).toHaveText(
      adviceText(plot.conseil, { date: plot.date, dateTrait: plot.datetrait }),
    );
    await expect(
      page.getByRole('figure', { name: 'Risque de contamination mildiou' }),
    ).toBeVisible();
    const days = await apiGet<BlightDailyIndex[]>(
      page,
      `/api/maladiesPdt/plots/${plot.id}/indices`,
    );
    const yesterday = days.find((day) => day.date === addDays(E2E_PLATFORM_DATE, -1));
    expect(yesterday).toBeDefined();
    const calendar = page.getByRole('region', { name: 'Calendrier mildiou' });
    const piece = calendarPiece(MILDIOU_CALENDAR_PIECES, yesterday?.risque);
    expect(piece).not.toBeNull();
    await expect(
      calendar.getByRole('gridcell', {
        name: new RegExp(`${longDay(yesterday?.date ?? '')} :.*${piece?.label ?? ''}`),
      }),
    ).toBeAttached();
  });

  test('records a treatment typed at 08:30 local time on a plot it follows, and shows the advice worked out again', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const plot = await plotToRecordOn(page);
    expect(plot.farmer.toLowerCase()).not.toBe(PERSONAS.conseiller);
    const at = parisWallToIso(`${E2E_PLATFORM_DATE}T08:30`) ?? '';
    await openPlot(page, plot.id, plot.name);
    await expect(page.getByTestId('preconisation')).toHaveText(
      adviceText(plot.conseil, { date: plot.date, dateTrait: plot.datetrait }),
    );

    const dialog = await openTreatmentDialog(page, plot);
    // Every option of the product catalogue, as the API gives it, and axe with the list open.
    const products = await apiGet<{ name: string }[]>(
      page,
      '/api/maladiesPdt/plots/treatments/allProducts',
    );
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(
      products.map((product) => product.name),
    );
    await expectNoAccessibilityViolations(page, { within: DIALOG_AND_LIST });
    await page.getByRole('option', { name: 'Mancozèbe 80 WG', exact: true }).click();
    await dialog.getByLabel('Date du traitement (heure locale)').fill(`${E2E_PLATFORM_DATE}T08:30`);
    // Typed key by key as a person does: '0,' on the way to '0,4' stays in the field.
    await dialog.getByRole('textbox', { name: 'Dose', exact: true }).pressSequentially('0,4');
    await saysAfter(page, [ACTION_DONE_TITLE, actionSucceeded('Ajout de', 'Traitement')], () =>
      dialog.getByRole('button', { name: 'Ajouter le traitement' }).click(),
    );
    await expect(dialog).toBeHidden();

    // The list says the time typed, beside the UTC the spec lists.
    const shown = utcWithParisTime(at);
    expect(shown).toContain('(08:30 heure locale)');
    const treatments = page.getByRole('table', { name: 'Traitements' });
    await expect(treatments.getByRole('row').filter({ hasText: shown })).toContainText(
      'Mancozèbe 80 WG',
    );
    // The advice is the one the model worked out again after the treatment.
    const after = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${plot.id}`);
    expect(after.treatments.find((line) => line.treated_at === at)?.product_dose).toBe(0.4);
    expect(after.conseil).not.toBe(plot.conseil);
    await expect(page.getByTestId('preconisation')).toHaveText(
      adviceText(after.conseil, { date: after.date, dateTrait: after.datetrait }),
    );

    // Put back as it was for the other tests of this run.
    const removed = await page.evaluate(
      async (url) => (await fetch(url, { method: 'DELETE', headers: { 'X-CSRF': '1' } })).status,
      `/api/maladiesPdt/plots/${plot.id}/treatment/${encodeURIComponent(at)}`,
    );
    expect(removed).toBe(200);
  });

  test('the treatment dialog passes the accessibility checks at 360 px, its product list open', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const plot = await plotToRecordOn(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await openPlot(page, plot.id, plot.name);
    const dialog = await openTreatmentDialog(page, plot);
    await expect(dialog.getByLabel('Date du traitement (heure locale)')).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: DIALOG_AND_LIST });
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('combobox', { name: 'Produit 1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test.describe.serial('weather corrections', () => {
    test('adding, editing and deleting a period shows it, marks its days and changes their indices', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const plots = await situation(page);
      const row = plots.find((plot) => plot.statut === 'OK') ?? plots[0];
      const id = row?.id ?? 0;
      const plot = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${id}`);
      const begin = addDays(E2E_PLATFORM_DATE, -5);
      const end = addDays(E2E_PLATFORM_DATE, -4);
      const before = await apiGet<BlightDailyIndex[]>(page, `/api/maladiesPdt/plots/${id}/indices`);
      const existing = await apiGet<BlightWeatherCorrections>(
        page,
        `/api/maladiesPdt/plots/${id}/replacements`,
      );
      expect(existing.periods.some((period) => period.begin <= end && begin <= period.end)).toBe(
        false,
      );

      await openPlot(page, id, plot.name);
      const corrections = page.getByRole('region', { name: 'Corrections météo de la parcelle' });
      await corrections.getByLabel('Date de début').fill(begin);
      await corrections.getByLabel('Date de fin').fill(end);
      await saysAfter(page, 'Ajout de remplacement de parcelle effectué avec succès\u202f!', () =>
        corrections.getByRole('button', { name: 'Enregistrer' }).click(),
      );
      const periodText = `Du ${formatDateFr(begin)} au ${formatDateFr(end)}`;
      await expect(corrections.getByRole('cell', { name: periodText, exact: true })).toBeVisible();
      // The reception planning marks the corrected days.
      const planning = page.getByRole('region', { name: 'Planning de réception météo' });
      for (const day of [begin, end]) {
        await expect(
          planning.getByRole('gridcell', { name: new RegExp(`${longDay(day)} :.*Météo corrigée`) }),
        ).toBeAttached();
      }
      // The model follows: the indices of those days changed, and the page shows the new ones.
      const after = await apiGet<BlightDailyIndex[]>(page, `/api/maladiesPdt/plots/${id}/indices`);
      const of = (rows: BlightDailyIndex[]) =>
        JSON.stringify(rows.filter((day) => day.date >= begin && day.date <= end));
      expect(of(after)).not.toBe(of(before));
      const changed = after.find((day) => day.date === begin);
      const daily = page.getByRole('table', { name: 'Indices journaliers' });
      const dayRow = daily.getByRole('row').filter({ hasText: formatDateFr(begin) });
      // Shown the French way, '24,8' (issue 41, finding 12).
      await expect(dayRow).toContainText(
        changed?.indexconta == null ? '' : decimalText(changed.indexconta),
      );

      // Edit: one more day at the start.
      const newBegin = addDays(begin, -1);
      await corrections.getByRole('button', { name: `Modifier la période ${periodText}` }).click();
      const edit = page.getByRole('dialog', { name: "Modification d'un ajout météo" });
      await edit.getByLabel('Nouvelle date de début').fill(newBegin);
      await saysAfter(
        page,
        'Modification de remplacement de parcelle effectuée avec succès\u202f!',
        () => edit.getByRole('button', { name: 'Modifier' }).click(),
      );
      const editedText = `Du ${formatDateFr(newBegin)} au ${formatDateFr(end)}`;
      await expect(corrections.getByRole('cell', { name: editedText, exact: true })).toBeVisible();
      await expect(
        planning.getByRole('gridcell', {
          name: new RegExp(`${longDay(newBegin)} :.*Météo corrigée`),
        }),
      ).toBeAttached();

      // Delete: the plot's weather is the station's again.
      await corrections.getByRole('button', { name: `Supprimer la période ${editedText}` }).click();
      const remove = page.getByRole('dialog', { name: "Suppression d'un ajout météo" });
      await saysAfter(page, 'Suppression effectuée avec succès\u202f!', () =>
        remove.getByRole('button', { name: 'Supprimer' }).click(),
      );
      await expect(corrections.getByRole('cell', { name: editedText, exact: true })).toHaveCount(0);
      const restored = await apiGet<BlightDailyIndex[]>(
        page,
        `/api/maladiesPdt/plots/${id}/indices`,
      );
      expect(of(restored)).toBe(of(before));
    });
  });

  // Two tests, each with its own time: every axe run over this page takes seconds on 2 cores.
  async function openFirstPlot(page: Page) {
    const plots = await situation(page);
    const row = plots[0] as BlightDashboardRow;
    await openPlot(page, row.id, row.plot_name);
    await expect(page.getByRole('figure', { name: 'Risque de contamination mildiou' })).toBeVisible(
      FIRST_LOAD,
    );
  }

  test('passes the accessibility checks at 1280 px, daily and hourly', async ({ page }) => {
    test.setTimeout(150_000);
    await openFirstPlot(page);
    await expectNoAccessibilityViolations(page);
    // The hourly indices' table and its period, as a person switches to them.
    await page.getByRole('tab', { name: 'Indices horaires' }).click();
    await expect(page.getByRole('table', { name: 'Indices horaires' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('passes the accessibility checks at 360 px, with its phone pop-ups', async ({ page }) => {
    test.setTimeout(150_000);
    await openFirstPlot(page);
    await expectPhoneWidthAccessible(page);
    // The pop-ups of the phone layout: the climate table and the climatic indices.
    await page.getByRole('button', { name: 'Données climatiques' }).click();
    const climate = page.getByRole('dialog', { name: 'Données climatiques' });
    await expect(climate.getByRole('table', { name: 'Données climatiques' })).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
    await climate
      .getByRole('button', { name: /Fermer|Close/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Indices climatiques' }).click();
    const indices = page.getByRole('dialog', { name: 'Indices climatiques' });
    await expect(indices.getByRole('table', { name: 'Indices climatiques' })).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  });
});

test('an external adviser sees no operator station code, and nothing to add interventions with', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.externe);
  const plots = await situation(page);
  const row = plots[0] as BlightDashboardRow;
  const plot = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${row.id}`);
  expect(plot.codeStationFournisseur).toBeNull();
  await openPlot(page, row.id, row.plot_name);
  const station = page.getByRole('region', { name: 'Station météo' });
  await expect(station.getByText('Opérateur météo')).toBeVisible();
  await expect(station.getByText('Code station opérateur')).toHaveCount(0);
  // Read right only: no way to record a treatment, an irrigation or an observation here.
  const interventions = page.getByRole('region', { name: 'Interventions et observations' });
  await expect(
    interventions.getByRole('heading', { name: 'Observations', exact: true }),
  ).toBeVisible();
  await expect(interventions.getByRole('button', { name: /^Ajouter / })).toHaveCount(0);
});

test('without the MILDIOU right the plot detail is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti, '/mildiou/parcelle/1');
  await expect(page).toHaveURL(/\/home$/);
  const statuses = await page.evaluate(async () =>
    Promise.all(
      [
        '/api/maladiesPdt/plots/1/indices',
        '/api/maladiesPdt/plots/1/replacements',
        '/bff/exports/mildiou-climat/1.xlsx',
      ].map(async (url) => (await fetch(url, { headers: { 'X-CSRF': '1' } })).status),
    ),
  );
  expect(statuses).toEqual([403, 403, 403]);
});

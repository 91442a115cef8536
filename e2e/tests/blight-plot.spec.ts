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
import { formatDateFr } from '@agro/domain/dates';
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
      await saysAfter(page, 'Ajout de remplacement de parcelle effectué avec succès !', () =>
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
      await expect(dayRow).toContainText(String(changed?.indexconta ?? ''));

      // Edit: one more day at the start.
      const newBegin = addDays(begin, -1);
      await corrections.getByRole('button', { name: `Modifier la période ${periodText}` }).click();
      const edit = page.getByRole('dialog', { name: "Modification d'un ajout météo" });
      await edit.getByLabel('Nouvelle date de début').fill(newBegin);
      await saysAfter(page, 'Modification de remplacement de parcelle effectué avec succès !', () =>
        edit.getByRole('button', { name: 'Modifier' }).click(),
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
      await saysAfter(page, 'Suppression effectuée avec succès !', () =>
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

test('an external adviser sees no operator station code', async ({ page }) => {
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

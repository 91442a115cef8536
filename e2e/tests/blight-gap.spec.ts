// Spec 3 §2.4: the weather-gap view against the simulator, as of the e2e day in June. It fills the
// missing days of two plots with gaps (a write no other test reads: the dashboards compare the
// screen with the API read at the same moment, the plot detail test picks a plot without gaps).
import type { BlightGapPlot, BlightWeatherCorrections } from '@agro/contracts/entities/blight';
import { formatDateFr } from '@agro/domain/dates';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import {
  apiGet,
  clearTableSearch,
  expectPhoneWidthAccessible,
  FIRST_LOAD,
} from './support/page-steps';

const GAP_VIEW = '/mildiou/gap_meteo';

async function openGapView(page: Page) {
  await page.goto(GAP_VIEW);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compléter la météo des parcelles' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByRole('table', { name: 'Parcelles à compléter' }).getByRole('row').nth(1),
  ).toBeVisible(FIRST_LOAD);
}

test.describe('as an adviser with the MILDIOU right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('fills the missing days of two selected plots, whose corrections then appear', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const plots = await apiGet<BlightGapPlot[]>(page, '/api/maladiesPdt/plots/getAllReplacement');
    const chosen: { plot: BlightGapPlot; missing: string[] }[] = [];
    for (const plot of plots.filter((candidate) => candidate.status === 'error')) {
      const missing = await apiGet<string[]>(
        page,
        `/api/maladiesPdt/plots/${plot.id}/replacementMissing`,
      );
      if (missing.length > 0) chosen.push({ plot, missing });
      if (chosen.length === 2) break;
    }
    expect(chosen, 'two plots of the adviser with missing weather').toHaveLength(2);

    await openGapView(page);
    const mine = page.getByRole('region', { name: 'Mes parcelles' });
    const search = mine.getByRole('searchbox', { name: 'Rechercher' });
    const table = mine.getByRole('table', { name: 'Parcelles à compléter' });
    for (const { plot } of chosen) {
      await search.fill(String(plot.id));
      const row = table.getByRole('row').filter({ hasText: plot.name });
      await row.getByRole('checkbox', { name: /Sélectionner la ligne/ }).check();
    }
    await clearTableSearch(search, table);

    const form = page.getByRole('form', {
      name: 'Ajouter de la météo aux parcelles sélectionnées',
    });
    await form.getByRole('checkbox', { name: 'Combler les manques météo' }).check();
    await expect(form.getByLabel('Date de début')).toBeDisabled();
    const done = page
      .getByText(
        'Recherche et intégration des dates de données météo manquantes effectuées avec succès\u202f!',
      )
      .waitFor({ state: 'visible', timeout: 20_000 });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await done;

    const ongoing = page.getByRole('table', { name: 'Corrections météo en cours' });
    for (const { plot, missing } of chosen) {
      const corrections = await apiGet<BlightWeatherCorrections>(
        page,
        `/api/maladiesPdt/plots/${plot.id}/replacements`,
      );
      expect(corrections.missing_days).toEqual(expect.arrayContaining(missing));
      const row = ongoing
        .getByRole('row')
        .filter({ hasText: `${plot.name} (${plot.id})` })
        .filter({ hasText: 'Jours manquants' });
      await expect(row).toContainText(formatDateFr(missing[0] ?? ''));
      // A missing-days row has no actions.
      await expect(row.getByRole('button')).toHaveCount(0);
    }
  });

  test('passes the accessibility checks at 1280 and 360 px', async ({ page }) => {
    test.setTimeout(90_000);
    await openGapView(page);
    await expectNoAccessibilityViolations(page);
    // A plot's climatic indices, as a person opens them from its eye.
    await page
      .getByRole('table', { name: 'Parcelles à compléter' })
      .getByRole('button', { name: /^Indices climatiques de / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Indices climatiques de / });
    await expect(dialog.getByRole('table', { name: 'Indices climatiques' })).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectPhoneWidthAccessible(page);
  });
});

test('without the MILDIOU right the gap view is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti, GAP_VIEW);
  await expect(page).toHaveURL(/\/home$/);
  const status = await page.evaluate(
    async () =>
      (await fetch('/api/maladiesPdt/plots/getAllReplacement', { headers: { 'X-CSRF': '1' } }))
        .status,
  );
  expect(status).toBe(403);
});

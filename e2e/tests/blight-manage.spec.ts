// Spec 3 §2.5: the plot management screen against the simulator, as of the e2e day in June, as an
// adviser with the MILDIOU write right. Each test writes on plots no other test reads (a plot it
// creates, or plots chosen from the end of the list: the plot detail's tests take the first ones,
// the dashboards compare the screen with the API read at the same moment).
import type {
  BlightDailyIndex,
  BlightDashboardRow,
  BlightPlot,
  BlightPlotSummary,
} from '@agro/contracts/entities/blight';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { adviceShort, adviceText, isPlotToTreat } from '@agro/domain/blight-advice';
import { blightCampaignYear } from '@agro/domain/blight';
import {
  ACTION_DONE_TITLE,
  actionSucceeded,
  IRRIGATION_END_MESSAGE,
  SELECTION_DONE_TITLE,
} from '@agro/domain/blight-interventions';
import { addDays } from '@agro/domain/calendar-days';
import { formatDateFr } from '@agro/domain/dates';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_PLATFORM_DATE } from './support/platform-date';
import {
  apiGet,
  clearTableSearch,
  expectPhoneWidthAccessible,
  FIRST_LOAD,
  longDay,
  saysAfter,
} from './support/page-steps';

const MANAGE = '/mildiou/gestion_parcelles';
const TABLE = 'Mes parcelles';
const CAMPAIGN = blightCampaignYear(E2E_PLATFORM_DATE);

const situation = (page: Page) =>
  apiGet<BlightDashboardRow[]>(page, `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`);

async function openManagement(page: Page, query = '') {
  await page.goto(`${MANAGE}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gérer mes parcelles' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('table', { name: TABLE }).getByRole('row').nth(1)).toBeVisible(
    FIRST_LOAD,
  );
}

async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function selectPlot(page: Page, plot: { id: string | number; name: string }) {
  const region = page.getByRole('region', { name: TABLE });
  const search = region.getByRole('searchbox', { name: 'Rechercher' });
  const table = region.getByRole('table', { name: TABLE });
  await search.fill(String(plot.id));
  await table
    .getByRole('row')
    .filter({ hasText: plot.name })
    .getByRole('checkbox', { name: /Sélectionner la ligne/ })
    .check();
  await clearTableSearch(search, table);
}

test.describe('as an adviser with the MILDIOU write right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('creates a plot on a verified station with its stages, then finds it on the dashboard with an advice', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stations = await apiGet<ConnectedStation[]>(page, '/api/iot/stations');
    const station = stations.find(
      (candidate) => candidate.indicateur === 0 && candidate.identification,
    );
    expect(station, 'a station with complete weather').toBeDefined();
    const name = `Parcelle e2e ${Date.now().toString(36)}`;

    await openManagement(page);
    const form = page.getByRole('form', { name: 'Créer une parcelle' });
    await form.getByRole('textbox', { name: 'Nom de la parcelle' }).fill(name);
    await form.getByRole('combobox', { name: 'Agriculteur', exact: true }).click();
    await page.getByRole('option').first().click();
    await choose(form, page, 'Variété', 'Bintje');
    await form.getByRole('textbox', { name: 'Surface (ha)' }).fill('2,5');
    await choose(form, page, 'Opérateur météo', station?.constructor_name ?? '');
    await form.getByRole('textbox', { name: 'Code station' }).fill(station?.identification ?? '');
    await form.getByRole('button', { name: 'Vérifier' }).click();
    await expect(
      form.getByText('Station trouvée : ses coordonnées ont été reprises.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    const stages: [string, string][] = [
      ['Plantation', `${CAMPAIGN}-04-02`],
      ['Levée 30\u202f%', `${CAMPAIGN}-04-28`],
      ['Croissance active', `${CAMPAIGN}-05-12`],
      ['Croissance stabilisée', `${CAMPAIGN}-06-05`],
    ];
    // An order error is said at once, with the spec's message.
    await form.getByLabel('Plantation').fill(`${CAMPAIGN}-04-02`);
    await form.getByLabel('Levée 30\u202f%').fill(`${CAMPAIGN}-04-01`);
    await expect(
      form.getByText('La date de la levée 30 doit être postérieure à la date de plantation.'),
    ).toBeVisible();
    for (const [label, date] of stages) await form.getByLabel(label).fill(date);
    await saysAfter(page, ['Création de la parcelle réussie.'], () =>
      form.getByRole('button', { name: 'Créer la parcelle' }).click(),
    );
    // The screen goes on in edit mode on the new plot.
    await expect(page.getByRole('form', { name: `Modifier la parcelle ${name}` })).toBeVisible();

    const row = (await situation(page)).find((plot) => plot.plot_name === name);
    expect(row, 'the new plot on the dashboard').toBeDefined();
    expect(row?.conseil, 'an advice computed for the new plot').not.toBeNull();
    await page.goto('/mildiou/tableaudebord');
    const list = page.getByRole('table', { name: 'Liste des parcelles' });
    await expect(list.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(name);
    const shown = list.getByRole('row').filter({ hasText: name });
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(adviceShort(row?.conseil));
  });

  test("a treatment protects the plot's next days on its calendar and changes its advice", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const rows = await situation(page);
    const row = rows.filter((plot) => plot.statut === 'OK' && isPlotToTreat(plot.conseil)).at(-1);
    expect(row, 'a plot to treat on the e2e day').toBeDefined();
    const id = row?.id ?? 0;
    const daysBefore = await apiGet<BlightDailyIndex[]>(
      page,
      `/api/maladiesPdt/plots/${id}/indices`,
    );
    const today = daysBefore.find((day) => day.date === E2E_PLATFORM_DATE);
    expect(today?.parcelleprotegee).not.toBe(1);

    await openManagement(page, `?parcelle=${id}&intervention=traitement`);
    const form = page.getByRole('form', { name: 'Ajouter un traitement' });
    await expect(form).toBeInViewport();
    await form.getByLabel('Date du traitement').fill(`${E2E_PLATFORM_DATE}T07:00`);
    await choose(form, page, 'Produit 1', 'Mancozèbe 80 WG');
    await form.getByRole('textbox', { name: 'Dose', exact: true }).fill('2');
    await saysAfter(page, [ACTION_DONE_TITLE, actionSucceeded('Ajout de', 'Traitement')], () =>
      form.getByRole('button', { name: 'Ajouter le traitement' }).click(),
    );
    await expect(page.getByRole('table', { name: /^Traitements de / })).toContainText(
      'Mancozèbe 80 WG',
    );

    const plot = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${id}`);
    expect(plot.conseil).not.toBe(row?.conseil);
    const daysAfter = await apiGet<BlightDailyIndex[]>(
      page,
      `/api/maladiesPdt/plots/${id}/indices`,
    );
    const protectedDay = daysAfter.find(
      (day) => day.date >= E2E_PLATFORM_DATE && day.parcelleprotegee === 1,
    );
    expect(protectedDay, 'a protected day from the treatment on').toBeDefined();

    await page.goto(`/mildiou/parcelle/${id}`);
    await expect(page.getByTestId('preconisation')).toHaveText(
      adviceText(plot.conseil, { date: plot.date, dateTrait: plot.datetrait }),
      FIRST_LOAD,
    );
    await expect(
      page.getByRole('region', { name: 'Calendrier mildiou' }).getByRole('gridcell', {
        name: new RegExp(`${longDay(protectedDay?.date ?? '')} :.*Parcelle protégée`),
      }),
    ).toBeAttached();
  });

  test('refuses an irrigation ending 30 minutes after its start, then adds one treatment to three plots at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const plots = await apiGet<BlightPlotSummary[]>(page, '/api/maladiesPdt/plots/few_datas');
    const three = plots.slice(-4, -1);
    expect(three).toHaveLength(3);
    await openManagement(page);
    for (const plot of three) await selectPlot(page, plot);
    await expect(page.getByText('Parcelles sélectionnées (3)', { exact: false })).toBeVisible();
    // Edit and delete are offered only while fewer than two plots are selected.
    await expect(page.getByRole('button', { name: /^Modifier la parcelle / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Irrigations' }).click();
    const irrigation = page.getByRole('form', { name: 'Ajouter une irrigation' });
    const start = addDays(E2E_PLATFORM_DATE, -1);
    await irrigation.getByLabel('Début').fill(`${start}T20:00`);
    await irrigation.getByLabel('Fin').fill(`${start}T20:30`);
    await irrigation.getByRole('textbox', { name: 'Quantité (mm)' }).fill('15');
    await expect(irrigation.getByText(IRRIGATION_END_MESSAGE)).toBeVisible();
    await expect(irrigation.getByRole('button', { name: "Ajouter l'irrigation" })).toBeDisabled();

    await page.getByRole('button', { name: 'Traitements' }).click();
    const treatment = page.getByRole('form', { name: 'Ajouter un traitement' });
    const at = addDays(E2E_PLATFORM_DATE, -2);
    await treatment.getByLabel('Date du traitement').fill(`${at}T09:30`);
    await choose(treatment, page, 'Produit 1', 'Fluazinam 500');
    await treatment.getByRole('textbox', { name: 'Dose', exact: true }).fill('0,4');
    await treatment.getByRole('textbox', { name: 'Rémanence forcée (jours)' }).fill('12');
    await expect(
      treatment.getByText('La rémanence doit être comprise entre 4 et 10 jours.'),
    ).toBeVisible();
    await treatment.getByRole('textbox', { name: 'Rémanence forcée (jours)' }).fill('6');
    await saysAfter(page, [SELECTION_DONE_TITLE, actionSucceeded('Ajout de', 'Traitement')], () =>
      treatment.getByRole('button', { name: 'Ajouter le traitement' }).click(),
    );
    for (const plot of three) {
      const saved = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${plot.id}`);
      expect(
        saved.treatments.some(
          (line) =>
            line.product_name === 'Fluazinam 500' &&
            line.modified_persistence === 6 &&
            line.treated_at.startsWith(at),
        ),
        `the treatment on ${plot.name}`,
      ).toBe(true);
    }
  });

  test('adds, edits and deletes an observation of the plot in edit mode', async ({ page }) => {
    test.setTimeout(120_000);
    const plots = await apiGet<BlightPlotSummary[]>(page, '/api/maladiesPdt/plots/few_datas');
    const plot = plots.at(-5);
    expect(plot).toBeDefined();
    const first = addDays(E2E_PLATFORM_DATE, -6);
    const second = addDays(E2E_PLATFORM_DATE, -3);
    await openManagement(page, `?parcelle=${plot?.id}&intervention=observation`);
    const list = page.getByRole('table', { name: `Observations de ${plot?.name}` });
    const form = page.getByRole('form', { name: 'Ajouter une observation' });
    await form.getByLabel("Date d'observation").fill(first);
    await saysAfter(page, [actionSucceeded('Ajout de', 'Observation')], () =>
      form.getByRole('button', { name: "Ajouter l'observation" }).click(),
    );
    await expect(list.getByRole('cell', { name: formatDateFr(first), exact: true })).toBeVisible();

    await list
      .getByRole('button', { name: `Modifier l'observation du ${formatDateFr(first)}` })
      .click();
    const edit = page.getByRole('form', { name: 'Modifier une observation' });
    await expect(edit.getByLabel("Date d'observation")).toHaveValue(first);
    await edit.getByLabel("Date d'observation").fill(second);
    await saysAfter(page, [actionSucceeded('Modification de', 'Observation')], () =>
      edit.getByRole('button', { name: 'Enregistrer les modifications' }).click(),
    );
    await expect(list.getByRole('cell', { name: formatDateFr(second), exact: true })).toBeVisible();
    await expect(list.getByRole('cell', { name: formatDateFr(first), exact: true })).toHaveCount(0);

    await list
      .getByRole('button', { name: `Supprimer l'observation du ${formatDateFr(second)}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet élément\u202f?');
    await saysAfter(page, [actionSucceeded('Suppression de', 'Observation')], () =>
      confirm.getByRole('button', { name: 'Oui' }).click(),
    );
    const saved = await apiGet<BlightPlot>(page, `/api/maladiesPdt/plots/${plot?.id}`);
    expect(saved.observations.map((observation) => observation.date_obs)).not.toContain(second);
  });

  test('passes the accessibility checks at 1280 and 360 px, dialogs open', async ({ page }) => {
    test.setTimeout(120_000);
    const plots = await apiGet<BlightPlotSummary[]>(page, '/api/maladiesPdt/plots/few_datas');
    const plot = plots[0];
    await openManagement(page, `?parcelle=${plot?.id}&intervention=stade`);
    await expect(page.getByRole('form', { name: 'Modifier les stades' })).toBeVisible();
    for (const section of ['Traitements', 'Irrigations', 'Observations']) {
      await page.getByRole('button', { name: section }).click();
    }
    await expectNoAccessibilityViolations(page);
    await page
      .getByRole('table', { name: TABLE })
      .getByRole('button', { name: `Supprimer la parcelle ${plot?.name} (${plot?.id})` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toBeVisible();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expectPhoneWidthAccessible(page);
  });
});

test('without the MILDIOU write right the plot management is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.externe, MANAGE);
  await expect(page).toHaveURL(/\/home$/);
  const status = await page.evaluate(
    async () =>
      (
        await fetch('/api/maladiesPdt/plots/1/observation', {
          method: 'POST',
          headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
          body: JSON.stringify({ date_obs: '2026-06-10' }),
        })
      ).status,
  );
  expect(status).toBe(403);
});

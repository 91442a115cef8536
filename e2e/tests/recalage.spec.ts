// Spec 4 §2.6, §4, §5.3 to §5.5, §6 against the simulator, as of the e2e day in June (the 2026
// harvest: sowings from 1 September 2025 to 1 March 2026). An adviser with recalage rights on 28,
// 41 and 45 asks for a stage recalage in 28 around a real plot's sowing, then one in 33 (out of
// perimeter, confirmed and flagged); the sowing days the calendar refuses, the combined earliness
// and varieties, duplicate and modify; the BFF refuses the adviser validation and integration even
// called directly. The privileged administrator opens on the requests awaiting validation, counted
// as the simulator lists them, is told why he may not ask for one (issue 41), validates and
// integrates the first request and the plot's detail shows its stage shifted; the simulation answers its variables. The disease tab
// saves a sensitivity request. axe at 1280 and 360 px; a persona without STADES is refused.
import { isArchived } from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import type { CapPlot, SimulationResult } from '@agro/contracts/entities/stages';
import {
  COMBINED_EARLINESS,
  FORM_WRONG,
  RECALAGE_SAVED,
  recalageHarvestYear,
  SOWING_END_DAYS,
  SOWING_START_DAYS,
} from '@agro/domain/recalage';
import { countAwaitingValidation } from '@agro/domain/recalage-views';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS } from './support/platform';
import { E2E_PLATFORM_DATE } from './support/platform-date';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';

const SCREEN = '/stade/recalage';
const SHIFT_DAYS = 5;
const HARVEST = recalageHarvestYear(E2E_PLATFORM_DATE);
/** Why 'Nouvelle demande' is disabled for a user without recalage departments. */
const NO_RIGHTS = "Vous n'avez pas de droits de recalage.";
/** What the requests of this run say in their comment, so that the table finds them. */
const RUN = `e2e ${Date.now().toString(36)}`;

/** A day as the calendars name their buttons: 'mercredi 1 octobre 2025'. */
const calendarDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const frenchDay = (iso: string) => iso.split('-').reverse().join('/');

/** The sowing range around a day: the start day before it and the end day after it. */
function rangeAround(sowing: string): [string, string] {
  const [year, month, day] = sowing.split('-').map(Number) as [number, number, number];
  const start = Math.max(...SOWING_START_DAYS.filter((d) => d <= day));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const end = Math.min(...[...SOWING_END_DAYS, last].filter((d) => d >= day));
  const at = (d: number) => `${sowing.slice(0, 8)}${String(d).padStart(2, '0')}`;
  return [at(start), at(end)];
}

/** Months between the calendar's first shown month and a day's. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/** Opens a day field's calendar, goes to the day's month from `shown`, and picks the day. */
async function pickDay(page: Page, dialog: Locator, field: string, iso: string, shown: string) {
  await dialog.getByRole('button', { name: field, exact: true }).click();
  for (let i = 0; i < monthsBetween(shown, iso); i += 1) {
    await page.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await page.getByRole('button', { name: calendarDay(iso), exact: true }).click();
  await expect(dialog.getByRole('button', { name: field, exact: true })).toContainText(
    frenchDay(iso),
  );
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function selectOption(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A searchable select: its text narrows the long list to the option. */
async function searchOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openScreen(page: Page, query = '') {
  await page.goto(`${SCREEN}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recalage' })).toBeVisible(FIRST_LOAD);
}

const stageTable = (page: Page) =>
  page.getByRole('table', { name: 'Demandes de recalage de stade' });

/** A soft wheat plot of Eure-et-Loir, computed, sown in the window, without an observed E1C. */
async function plotToShift(page: Page): Promise<CapPlot> {
  const plots = await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=clients');
  const window = { from: `${HARVEST - 1}-09-01`, to: `${HARVEST}-02-25` };
  const plot = plots.find(
    (p) =>
      String(p.codeespece) === '17' &&
      String(p.code_dept) === '28' &&
      p.etat_calcul === 'ok' &&
      p.e1cm_observe == null &&
      typeof p.stade_epi1cm === 'string' &&
      typeof p.date_semis === 'string' &&
      p.date_semis >= window.from &&
      p.date_semis <= window.to,
  );
  if (!plot) throw new Error('no soft wheat plot of 28 sown in the window');
  return plot;
}

async function stageRequests(page: Page): Promise<RecalageRequest[]> {
  return apiGet<RecalageRequest[]>(page, '/api/previRecalage/demandes/stades');
}

/** How many active stage requests the simulator lists as not validated yet. */
async function awaitingValidation(page: Page): Promise<number> {
  return countAwaitingValidation((await stageRequests(page)).filter((r) => !isArchived(r)));
}

/** Fills and sends a stage request; answers yes to the similar-request question if it comes. */
async function askStageRecalage(
  page: Page,
  request: { range: [string, string]; department: string; comment: string },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle demande de recalage de stade' });
  await expect(dialog).toBeVisible();
  const windowStart = `${HARVEST - 1}-09-01`;
  await pickDay(page, dialog, 'Début semis', request.range[0], windowStart);
  await pickDay(page, dialog, 'Fin semis', request.range[1], request.range[0]);
  await choose(page, dialog, 'Départements', request.department);
  await selectOption(page, dialog, 'Culture', 'Blé tendre');
  await selectOption(page, dialog, 'Stade à décaler', 'Épi 1 cm (montaison)');
  await dialog.getByRole('textbox', { name: 'Décalage (jours)' }).fill(String(SHIFT_DAYS));
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill(request.comment);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

let plot: CapPlot;
let firstId: string;

test('an adviser asks for stage recalages in and out of perimeter, duplicates and modifies', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin);
  plot = await plotToShift(page);
  await page.context().clearCookies();

  await logIn(page, PERSONAS.conseiller);
  await openScreen(page);
  const range = rangeAround(plot.date_semis as string);

  // A start on the 3rd of a month cannot be chosen.
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nouvelle demande de recalage de stade' });
  await dialog.getByRole('button', { name: 'Début semis', exact: true }).click();
  const third = page.getByRole('button', { name: calendarDay(`${HARVEST - 1}-09-03`) });
  await expect(third).toBeDisabled();
  await expect(
    page.getByRole('button', { name: calendarDay(`${HARVEST - 1}-09-06`) }),
  ).toBeEnabled();
  // With the calendar open, a dialog named after its field in a layer of the page (issue 41:
  // every dropdown).
  await expect(page.getByRole('dialog', { name: 'Début semis' })).toBeVisible();
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  // Earliness and varieties together are refused ('Formulaire erroné').
  await choose(page, dialog, 'Précocités montaison', '4');
  await selectOption(page, dialog, 'Culture', 'Blé tendre');
  await dialog.getByRole('combobox', { name: 'Variétés' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  const wrong = dialog.getByRole('alert');
  await expect(wrong).toContainText(FORM_WRONG);
  await expect(wrong).toContainText(COMBINED_EARLINESS);
  // With a list open, which opens in a layer of the page outside the dialog (issue 41 #13).
  await dialog.getByRole('combobox', { name: 'Stade à décaler' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"], [role="listbox"]' });
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // The first request, in 28: saved and listed under 'Mes demandes'.
  dialog = await askStageRecalage(page, {
    range,
    department: 'Eure-et-Loir (28)',
    comment: `${RUN} dans le périmètre`,
  });
  const similar = page.getByRole('dialog', { name: 'Confirmation' });
  const saved = page.getByText(RECALAGE_SAVED.message).first();
  await expect(similar.or(saved)).toBeVisible();
  if (await similar.isVisible()) await similar.getByRole('button', { name: 'Oui' }).click();
  await expect(saved).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Mes demandes' })).toBeChecked();
  const firstRow = stageTable(page).getByRole('row', { name: new RegExp(`${RUN} dans le`) });
  await expect(firstRow).toBeVisible();
  const first = (await stageRequests(page)).find(
    (r) => r.commentaire === `${RUN} dans le périmètre`,
  );
  expect(first).toMatchObject({
    departements: ['28'],
    datedebut: range[0],
    datefin: range[1],
    jourdecalage: SHIFT_DAYS,
    horsperimetre_ir: false,
    typerecalage: 'Nouvelle demande',
  });
  firstId = String(first?.id);

  // The second, in Gironde (33): the perimeter question, then saved and flagged.
  await askStageRecalage(page, {
    range,
    department: 'Gironde (33)',
    comment: `${RUN} hors périmètre`,
  });
  const outside = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(outside).toContainText('Hors périmètre\u202f: 33');
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  await outside.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText(RECALAGE_SAVED.message).first()).toBeVisible();
  const secondRow = stageTable(page).getByRole('row', { name: new RegExp(`${RUN} hors`) });
  await expect(secondRow).toContainText('Oui');
  const second = (await stageRequests(page)).find((r) => r.commentaire === `${RUN} hors périmètre`);
  expect(second?.horsperimetre_ir).toBe(true);

  // Duplicate: a new request, 'Correction' not offered.
  await firstRow.getByRole('button', { name: `Dupliquer la demande ${firstId}` }).click();
  dialog = page.getByRole('dialog', { name: 'Dupliquer la demande de recalage de stade' });
  await expect(dialog.getByRole('radio', { name: 'Nouvelle demande' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Correction' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Commentaire' })).toHaveValue(
    `${RUN} dans le périmètre`,
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Modify: a correction of the request itself, 'Nouvelle demande' not offered.
  await firstRow.getByRole('button', { name: `Modifier la demande ${firstId}` }).click();
  dialog = page.getByRole('dialog', { name: 'Modifier la demande de recalage de stade' });
  await expect(dialog.getByRole('radio', { name: 'Correction' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Nouvelle demande' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill(`${RUN} corrigée`);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  // The similar requests of the seeded world may be asked about; never the corrected one itself.
  const again = page.getByRole('dialog', { name: 'Confirmation' });
  const corrected = stageTable(page).getByRole('row', { name: new RegExp(`${RUN} corrigée`) });
  await expect(again.or(corrected)).toBeVisible();
  if (await again.isVisible()) {
    await expect(again).not.toContainText(`Demande ${firstId} –`);
    await again.getByRole('button', { name: 'Oui' }).click();
  }
  await expect(corrected).toBeVisible();
  const correction = (await stageRequests(page)).find((r) => r.commentaire === `${RUN} corrigée`);
  expect(correction).toMatchObject({ typerecalage: 'Correction' });
  expect(String(correction?.ref_recalagecorrige)).toBe(firstId);

  // Neither validation nor integration is the adviser's, even asked directly of the BFF.
  const statuses = await page.evaluate(async (id) => {
    const headers = { 'X-CSRF': '1', 'Content-Type': 'application/json' };
    const validation = await fetch('/api/previRecalage/stades/validation', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: Number(id), type: 'gestion' }),
    });
    const integration = await fetch('/api/previRecalage/stades/integration', { headers });
    return [validation.status, integration.status];
  }, firstId);
  expect(statuses).toEqual([403, 403]);
  await expect(page.getByRole('button', { name: 'Intégrer les recalages validés' })).toHaveCount(0);

  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
});

test('the privileged administrator validates and integrates it: the plot shows its stage shifted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin);
  const before = (await apiGet<CapPlot>(page, `/api/previCap/plots/${plot.id_plot}`)) as CapPlot;
  const epi1cm = before.stade_epi1cm as string;

  await openScreen(page);
  // His table opens on what awaits validation, with its count: the simulator's pending requests.
  const views = page.getByRole('radiogroup', { name: 'Demandes affichées' });
  const awaiting = await awaitingValidation(page);
  expect(awaiting).toBeGreaterThan(0);
  await expect(views.getByRole('radio', { name: `À valider (${awaiting})` })).toBeChecked(
    FIRST_LOAD,
  );
  const row = stageTable(page).getByRole('row', { name: new RegExp(`${RUN} dans le`) });
  await expect(row).toBeVisible();
  // Without recalage departments, 'Nouvelle demande' says why, to a keyboard too.
  expect(await apiGet<string[]>(page, '/api/previRecalage/droits')).toEqual([]);
  const newRequest = page.getByRole('button', { name: 'Nouvelle demande' });
  await expect(newRequest).toHaveAttribute('aria-disabled', 'true');
  await expect(newRequest).toHaveAccessibleDescription(NO_RIGHTS);
  await newRequest.focus();
  await expect(page.getByRole('tooltip', { name: NO_RIGHTS })).toBeVisible();
  await newRequest.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // 'Mes demandes' leaves the adviser's request out; 'À valider' shows it again.
  await views.getByText('Mes demandes', { exact: true }).click();
  await expect(row).toHaveCount(0);
  await views.getByText(/^À valider/).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Valider la demande ${firstId}` }).click();
  await expect(page.getByText('La demande de recalage a été validée.').first()).toBeVisible();
  // Validated, it leaves the count and the view, as it leaves the simulator's pending requests.
  expect(await awaitingValidation(page)).toBe(awaiting - 1);
  await expect(views.getByRole('radio', { name: `À valider (${awaiting - 1})` })).toBeChecked();
  await expect(row).toHaveCount(0);
  await views.getByText('Toutes', { exact: true }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Intégrer les recalages validés' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText('Les recalages validés ont été intégrés.').first()).toBeVisible();
  await expect(row.getByRole('img', { name: `la demande ${firstId} est intégrée` })).toBeVisible();

  // The simulation answers its variables.
  await page.getByRole('button', { name: 'Recalages en place' }).click();
  const simulation = page.getByRole('region', { name: 'Outil de simulation' });
  await pickDay(
    page,
    simulation,
    'Date de semis',
    plot.date_semis as string,
    `${HARVEST - 1}-09-01`,
  );
  const station = await stationOf(page, plot);
  const soil = await soilOf(page, plot);
  await searchOption(page, simulation, 'Station', station.label);
  await searchOption(page, simulation, 'Code sol', soil.label);
  await selectOption(page, simulation, 'Culture', 'Blé tendre');
  await selectOption(page, simulation, 'Variété', plot.variete as string);
  await simulation.getByRole('button', { name: 'Simuler' }).click();
  // The table says what the model answers for the same sowing, station, soil, crop and variety.
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/previRecalage/simulation', {
        method: 'POST',
        headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: SimulationResult }).data;
    },
    {
      selectedDate: plot.date_semis as string,
      selectedStation: station.value,
      selectedEspece: 17,
      selectedVariete: plot.variete as string,
      selectedSolBase: soil.value,
    },
  );
  const variables = page.getByRole('table', { name: 'Variables de la simulation' });
  await expect(variables.getByRole('row')).toHaveCount(answer.variables.length + 1, FIRST_LOAD);
  expect(answer.variables.length).toBeGreaterThan(5);
  const [firstVariable] = answer.variables;
  await expect(variables.getByRole('row').nth(1)).toContainText(String(firstVariable?.name));
  await expectNoAccessibilityViolations(page);

  // The matching plot's epi 1 cm moved by the days asked.
  await page.goto(`/stade/plot/${plot.id_plot}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Détail de la parcelle' })).toBeVisible(
    FIRST_LOAD,
  );
  const stages = page.getByRole('region', { name: 'Stades de la parcelle' });
  await expect(stages.getByRole('row', { name: /Épi 1 cm/ })).toContainText(
    frenchDay(addDays(epi1cm, SHIFT_DAYS)),
  );
});

/** The plot's weather station as the simulation offers it (else the first one). */
async function stationOf(page: Page, subject: CapPlot): Promise<{ label: string; value: string }> {
  const stations = await apiGet<{ NomComplet: string; CodeStation: string }[]>(
    page,
    '/api/previRecalage/stations',
  );
  const station =
    stations.find((s) => s.CodeStation === String(subject.code_station)) ?? stations[0];
  return {
    label: `${station?.NomComplet} (${station?.CodeStation})`,
    value: String(station?.CodeStation),
  };
}

/** The plot's base soil as the simulation offers it (else the first one). */
async function soilOf(
  page: Page,
  subject: CapPlot,
): Promise<{ label: string; value: string | number }> {
  const soils = await apiGet<{ nom_arvalis: string; id: string | number }[]>(
    page,
    '/api/previRecalage/sols',
  );
  const soil = soils.find((s) => String(s.id) === String(subject.codesol)) ?? soils[0];
  return { label: String(soil?.nom_arvalis), value: soil?.id as string | number };
}

test('the disease tab saves a sensitivity request', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  await openScreen(page, '?onglet=maladie');
  await expect(page.getByRole('tab', { name: 'Maladie' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle demande de recalage de maladie' });
  const windowStart = `${HARVEST - 1}-09-01`;
  await pickDay(page, dialog, 'Première date de semis', `${HARVEST - 1}-10-20`, windowStart);
  await pickDay(
    page,
    dialog,
    'Seconde date de semis',
    `${HARVEST - 1}-10-01`,
    `${HARVEST - 1}-10-20`,
  );
  await choose(page, dialog, 'Départements', 'Loiret (45)');
  await selectOption(page, dialog, 'Culture', 'Blé tendre');
  await selectOption(page, dialog, 'Maladie', 'Septoriose');
  await choose(page, dialog, 'Notes de sensibilité', '5');
  await dialog.getByRole('textbox', { name: 'Nouvelle note' }).fill('6');
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill(`${RUN} septoriose`);
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText(RECALAGE_SAVED.message).first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Demandes de recalage de maladie' });
  await expect(table.getByRole('row', { name: new RegExp(`${RUN} septoriose`) })).toContainText(
    'Septoriose',
  );
  const saved = (
    await apiGet<RecalageRequest[]>(page, '/api/previRecalage/demandes/maladies')
  ).find((r) => r.commentaire === `${RUN} septoriose`);
  expect(saved).toMatchObject({
    maladie: 'septoriose',
    departements: ['45'],
    datedebut: `${HARVEST - 1}-10-01`,
    datefin: `${HARVEST - 1}-10-20`,
    notesensibilite: 5,
    jourdecalage: 6,
  });
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
});

test('a persona without STADES is refused the screen and its calls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti, SCREEN);
  await expect(page).toHaveURL(/\/home$/);
  const statuses = await page.evaluate(async () =>
    Promise.all(
      [
        '/api/previRecalage/demandes/stades',
        '/api/previRecalage/droits',
        '/bff/exports/recalage-stades.xlsx',
      ].map(async (url) => (await fetch(url, { headers: { 'X-CSRF': '1' } })).status),
    ),
  );
  expect(statuses).toEqual([403, 403, 403]);
});

// Spec 2 §2 'chn-suivi': the CHN follow-up against the simulator, as of the e2e day in June. The
// administrator's test forces advice in the simulator: the file runs in one worker, in order, so
// no other test reads the plots while they change. Issue 41: the list opens on its essential
// columns sorted by urgency (the favourable period open today first), the 'Parcelles à apporter
// maintenant' card filters it, and the column set chosen is kept on reload.
import {
  CHN_TO_APPLY_HEADER,
  chnExportColumns,
  chnExportWidth,
  chnListRowOf,
  chnRowFilter,
  type ChnView,
} from '@agro/contracts/columns/chn';
import type { ChnErrorRow, ChnListRow, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { SELECT_PLOTS_MESSAGE, summaryOf } from '@agro/domain/chn';
import { chnUrgencyKey, isToApplyNow } from '@agro/domain/chn-urgency';
import { formatDateFr } from '@agro/domain/dates';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE, E2E_PLATFORM_DATE } from './support/platform-date';
import { apiGet, apiStatuses, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';
import {
  card,
  cardButton,
  countedHeading,
  expectNoEntryNorScreen,
  firstDataRow,
  openScreen,
} from './support/screen-steps';
import { exportBy } from './support/workbook';

test.describe.configure({ mode: 'serial' });

const FOLLOW_UP = '/ferti/chn/suivi';
const LIST = 'Parcelles CHN';

async function apiRows(page: Page, date: string | null): Promise<ChnListRow[]> {
  const query = date === null ? '' : `?date_calcul=${date}`;
  const [results, errors] = await Promise.all([
    apiGet<ChnPlotResult[]>(page, `/api/chns/results${query}`),
    apiGet<ChnErrorRow[]>(page, `/api/chns/results/errors${query}`),
  ]);
  const failed = new Set(errors.map((row) => String(row.uuid_plot)));
  return results.map((result) => chnListRowOf(result, failed, E2E_PLATFORM_DATE));
}

const openFollowUp = (page: Page) =>
  openScreen(page, FOLLOW_UP, 'Suivi CHN', firstDataRow(page, LIST));

const listHeading = (page: Page) => countedHeading(page, LIST);

/** The list's order on opening: by urgency (chn-urgency.ts), the API's order between equals. */
const byUrgency = (rows: readonly ChnListRow[]) =>
  rows
    .map((row, index) => ({
      row,
      index,
      key: chnUrgencyKey(
        E2E_PLATFORM_DATE,
        row.date_debut_prochaine_periode_favorable,
        row.date_fin_prochaine_periode_favorable,
      ),
    }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ row }) => row);

const toApplyNow = (row: ChnListRow) =>
  isToApplyNow(
    E2E_PLATFORM_DATE,
    row.date_debut_prochaine_periode_favorable,
    row.date_fin_prochaine_periode_favorable,
  );

const TO_APPLY_CARD = 'Parcelles à apporter maintenant';
/** The headers of the list, in order (the row's own buttons left out). */
const listHeaders = async (page: Page) =>
  (await page.getByRole('table', { name: LIST }).locator('thead th').allTextContents())
    .map((text) => text.trim())
    .filter((text) => text !== '' && text !== 'Actions');
const figureText = (value: number | null) =>
  value === null ? '-' : new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);

/** The airbus codes of the table's page, in order. */
async function shownCodes(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: LIST });
  const header = await table.locator('thead th').allTextContents();
  const column = header.findIndex((text) => text.trim() === 'Code airbus');
  return table
    .locator('tbody tr')
    .evaluateAll(
      (trs, index) =>
        trs
          .map((tr) => tr.querySelectorAll('td')[index]?.textContent?.trim() ?? '')
          .filter((text) => text !== ''),
      column,
    );
}

test.describe('as a regional engineer with the CHN right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.ferti, NO_SCREEN);
  });

  test('the calculation date changes the cards and rows as chns/results says', async ({ page }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    const latest = await apiRows(page, null);
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(latest.length));
    await expect(listHeading(page)).toHaveText(`${LIST} (${latest.length})`);

    const dates = await apiGet<{ date_calcul: string }[]>(page, '/api/chns/dates_calcul');
    const older = dates[3]?.date_calcul as string;
    const rows = await apiRows(page, older);
    await page.getByRole('combobox', { name: 'Date de calcul' }).click();
    await expect(page.getByRole('option').first()).toHaveText('DERNIER CALCUL');
    await page.getByRole('option', { name: formatDateFr(older), exact: true }).click();
    const errors = rows.filter((row) => row.is_error).length;
    const dose = summaryOf(rows, (row) => row.dose_preconisee);
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(rows.length));
    await expect(card(page, 'Parcelles en erreur')).toContainText(String(errors));
    await expect(card(page, 'Dose préconisée moyenne')).toContainText(figureText(dose.mean));
    await expect(card(page, 'Dose préconisée maximale')).toContainText(figureText(dose.max));
    await expect
      .poll(() => shownCodes(page))
      .toEqual(
        byUrgency(rows)
          .slice(0, 10)
          .map((r) => r.code_airbus),
      );
    await expect(page.getByText(`1-10 sur ${rows.length}`)).toBeVisible();
  });

  test('the threshold, the switches, the code list and the export keep what the rules keep', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    const rows = await apiRows(page, null);
    const view: ChnView = { date: null, threshold: 30, outsideOnly: true, flaggedOnly: false };
    const threshold = page.getByRole('textbox', { name: /Seuil delta N/ });
    await threshold.fill('30');
    await page.getByText('Delta N hors seuil uniquement').click();
    const outside = rows.filter(chnRowFilter(view, { search: '', filters: {} }, E2E_PLATFORM_DATE));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.length).toBeLessThan(rows.length);
    await expect(listHeading(page)).toHaveText(`${LIST} (${outside.length})`);

    await page.getByText('Parcelles avec drapeau uniquement').click();
    const flagged = rows.filter(
      chnRowFilter({ ...view, flaggedOnly: true }, { search: '', filters: {} }, E2E_PLATFORM_DATE),
    );
    await expect(listHeading(page)).toHaveText(`${LIST} (${flagged.length})`);
    await page.getByText('Delta N hors seuil uniquement').click();
    await page.getByText('Parcelles avec drapeau uniquement').click();
    await expect(listHeading(page)).toHaveText(`${LIST} (${rows.length})`);

    // Three codes typed: two airbus codes and a plot id, with a comma and spaces.
    const [a, b, c] = [4, 12, 20].map((index) => rows[index] as ChnListRow) as [
      ChnListRow,
      ChnListRow,
      ChnListRow,
    ];
    const typed = `${a.code_airbus}, ${String(b.uuid_plot)} ${c.code_airbus}`;
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(typed);
    await expect
      .poll(() => shownCodes(page))
      .toEqual(byUrgency([a, b, c]).map((row) => row.code_airbus));

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_parcellesCHN.xlsx`);
    const kept = rows.filter(
      chnRowFilter(
        { ...view, outsideOnly: false },
        { search: typed, filters: {} },
        E2E_PLATFORM_DATE,
      ),
    );
    // Every column in the file, whichever set the screen shows.
    expect(exported.header).toEqual(
      chnExportColumns(chnExportWidth(kept), E2E_PLATFORM_DATE).map((column) => column.header),
    );
    expect(exported.rows.map((row) => row[3])).toEqual(kept.map((row) => row.code_airbus));
  });

  test("the 'Parcelles à apporter maintenant' card shows exactly the plots whose window is open", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    const rows = await apiRows(page, null);
    const open = byUrgency(rows.filter(toApplyNow));
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(rows.length);
    await expect(card(page, TO_APPLY_CARD)).toContainText(String(open.length));
    const toApply = cardButton(page, TO_APPLY_CARD);
    await expect(toApply).toHaveAttribute('aria-pressed', 'false');
    // The list opens on them: the plots whose window is open come first.
    await expect
      .poll(() => shownCodes(page))
      .toEqual(
        byUrgency(rows)
          .slice(0, 10)
          .map((r) => r.code_airbus),
      );

    await toApply.click();
    await expect(toApply).toHaveAttribute('aria-pressed', 'true');
    await expect(listHeading(page)).toHaveText(`${LIST} (${open.length})`);
    await page
      .getByRole('region', { name: new RegExp(`^${LIST}`) })
      .getByRole('combobox', { name: 'Lignes par page' })
      .click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    await expect
      .poll(async () => (await shownCodes(page)).sort())
      .toEqual(open.map((row) => row.code_airbus as string).sort());
    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.rows.map((row) => row[3]).sort()).toEqual(
      open.map((row) => row.code_airbus).sort(),
    );

    // The whole list again from the card that counts it.
    await cardButton(page, 'Nombre de parcelles').click();
    await expect(toApply).toHaveAttribute('aria-pressed', 'false');
    await expect(listHeading(page)).toHaveText(`${LIST} (${rows.length})`);
  });

  test('the essential columns come first, every column on demand, the choice kept on reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    const columns = page.getByRole('group', { name: 'Colonnes' });
    await expect(columns.getByRole('radio', { name: 'Essentielles' })).toBeChecked();
    expect((await listHeaders(page)).slice(1, 5)).toEqual([
      'Parcelle',
      CHN_TO_APPLY_HEADER,
      'Dose préconisée (kgN/ha)',
      'Début prochaine période favorable',
    ]);
    expect(await listHeaders(page)).not.toContain('Variété');
    await columns.getByText('Toutes').click();
    await expect(page.getByRole('table', { name: LIST }).locator('thead')).toContainText('Variété');
    await page.reload();
    await expect(firstDataRow(page, LIST)).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByRole('group', { name: 'Colonnes' }).getByRole('radio', { name: 'Toutes' }),
    ).toBeChecked();
    expect(await listHeaders(page)).toContain('Variété');
  });

  test('axe finds nothing serious at 1280 and 360 px, and no admin action is offered', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openFollowUp(page);
    await expect(page.getByRole('button', { name: 'Forcer un masque vide' })).toHaveCount(0);
    // With the calculation date list open (issue 41 #13).
    await page.getByRole('combobox', { name: 'Date de calcul' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The seven cards fit the screen at 1280 px (four a row), nothing scrolls sideways.
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      1280,
    );
    await expectPhoneWidthAccessible(page);
  });
});

test('as an administrator: no selection alerts and sends nothing; a forced value is sent and shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin);
  await openFollowUp(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/chns/'))
      posts.push(request.url());
  });
  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByRole('button', { name: 'Forcer la préconisation à une valeur' }).click();
  expect(await alerted).toBe(SELECT_PLOTS_MESSAGE);
  expect(posts).toEqual([]);

  const rows = await apiRows(page, null);
  // The first two of the list's first page, which opens sorted by urgency.
  const chosen = byUrgency(rows).slice(0, 2);
  const table = page.getByRole('table', { name: LIST });
  for (const row of chosen) {
    await table
      .locator('tbody tr', { hasText: row.code_airbus as string })
      .getByRole('checkbox')
      .check();
  }
  await page.getByRole('button', { name: 'Forcer la préconisation à une valeur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forcer la préconisation à une valeur' });
  await dialog.getByRole('textbox', { name: /Préconisation forcée/ }).fill('55');
  const sent = page.waitForRequest((request) =>
    request.url().endsWith('/api/chns/force_preco_valeur'),
  );
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  expect((await sent).postDataJSON()).toEqual({
    plots: chosen.map((row) => String(row.uuid_plot)),
    valeur: 55,
  });
  await page.reload();
  await expect(firstDataRow(page, LIST)).toBeVisible(FIRST_LOAD);
  const after = await apiRows(page, null);
  for (const row of chosen) {
    expect(after.find((r) => r.uuid_plot === row.uuid_plot)?.dose_preconisee).toBe(55);
    const header = await table.locator('thead th').allTextContents();
    const dose = header.findIndex((text) => text.trim() === 'Dose préconisée (kgN/ha)');
    await expect(
      table
        .locator('tbody tr', { hasText: row.code_airbus as string })
        .locator('td')
        .nth(dose),
    ).toHaveText('55');
  }
  await page.getByRole('button', { name: 'Vérification des parcelles' }).click();
  const checks = page.getByRole('dialog', { name: 'Vérification des parcelles' });
  await expect(checks.getByRole('table', { name: 'Parcelles obsolètes' })).toBeVisible();
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
});

test('without the CHN right: no menu entry, no follow-up, the API and the export refuse', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  await expectNoEntryNorScreen(page, 'Ferti', FOLLOW_UP);
  const statuses = await apiStatuses(page, [
    '/api/chns/results',
    '/api/chns/dates_calcul',
    '/bff/exports/chn.xlsx',
  ]);
  expect(statuses).toEqual([403, 403, 403]);
});

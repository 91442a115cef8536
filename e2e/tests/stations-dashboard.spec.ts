// Spec 3 §2.7: the connected-station dashboard against the simulator. Read-only: no simulator
// state is changed, so these tests run beside any other file.
import {
  OPERATOR_CODE_COLUMN_KEY,
  stationAuthorisationColumns,
  stationListColumns,
} from '@agro/contracts/columns/stations';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { formatDateTimeFr } from '@agro/domain/dates';
import { receptionState } from '@agro/domain/stations';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { exportBy } from './support/workbook';
import { apiGet, apiStatuses, chooseFilter, FIRST_LOAD } from './support/page-steps';
import { card, expectNoEntryNorScreen, firstDataRow, openScreen } from './support/screen-steps';

const DASHBOARD = '/meteo/tableaudebord';
const LIST = 'Liste des stations';

/** GET /api/iot/stations through the BFF, with the page's session, as the screen reads it. */
const apiStations = (page: Page) => apiGet<ConnectedStation[]>(page, '/api/iot/stations');

/** The first visit downloads the screen's code and MapLibre beside the other tests' browsers. */
const openDashboard = (page: Page) =>
  openScreen(page, DASHBOARD, 'Stations connectées', firstDataRow(page, LIST));
const labelOf = (station: ConnectedStation) =>
  stationListColumns.find((column) => column.key === 'station')?.value(station);

test.describe('as an adviser with the METEO right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('the counters, the map and the export follow the filters as iot/stations says', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const stations = await apiStations(page);
    const states = new Set(stations.map((s) => receptionState(s.indicateur).key));
    expect([...states].sort()).toEqual(['absence', 'complete', 'partial', 'unknown']);
    await expect(card(page, 'Nombre de stations')).toContainText(String(stations.length));

    // The operator with the most stations, then its stations in absence of reception.
    const byOperator = new Map<string, ConnectedStation[]>();
    for (const s of stations) {
      byOperator.set(s.constructor_name, [...(byOperator.get(s.constructor_name) ?? []), s]);
    }
    const [operator, ofOperator] = [...byOperator].sort(
      ([, a], [, b]) => b.length - a.length,
    )[0] as [string, ConnectedStation[]];
    await chooseFilter(page, 'Opérateur Météo', operator);
    const complete = ofOperator.filter((s) => s.indicateur === 0).length;
    const absent = ofOperator.filter((s) => s.indicateur === 2);
    await expect(card(page, 'Nombre de stations')).toContainText(String(ofOperator.length));
    await expect(card(page, 'Réception complète')).toContainText(String(complete));
    await expect(card(page, 'Absence de réception')).toContainText(String(absent.length));

    await chooseFilter(page, 'État station', 'Absence de réception');
    await expect(card(page, 'Nombre de stations')).toContainText(String(absent.length));
    const onMap =
      absent.length === 1 ? '1 station sur la carte' : `${absent.length} stations sur la carte`;
    await expect(page.getByText(onMap)).toBeVisible();

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_stations.xlsx`);
    expect(exported.header).toEqual(stationListColumns.map((column) => column.header));
    expect(exported.rows.map((row) => row[0])).toEqual(absent.map(labelOf));
    expect(exported.rows.map((row) => row[4])).toEqual(absent.map((s) => s.nbheuresmanquantes));
  });

  test("selected stations shown alone on the map; 'Autorisations stations' downloads every row", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const list = page.getByRole('table', { name: LIST });
    const boxes = list.getByRole('checkbox', { name: /Sélectionner la ligne/ });
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page
      .getByRole('button', { name: 'Afficher uniquement les stations sélectionnées' })
      .click();
    await expect(page.getByText('2 stations sur la carte')).toBeVisible();
    await page.getByRole('button', { name: 'Afficher toutes les stations' }).click();
    const total = (await apiStations(page)).length;
    await expect(page.getByText(`${total} stations sur la carte`)).toBeVisible();

    const rows = await apiGet<unknown[]>(page, '/api/iot/station/authorisations');
    const exported = await exportBy(
      page,
      page.getByRole('button', { name: 'Autorisations stations' }),
    );
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_autorisations_stations.xlsx`);
    expect(exported.header).toEqual(stationAuthorisationColumns.map((column) => column.header));
    expect(exported.rows).toHaveLength(rows.length);

    // The eye opens the station's detail in a new tab.
    const eye = list.getByRole('link', { name: /^Voir le détail de la station N°/ }).first();
    expect(await eye.getAttribute('href')).toMatch(/^\/meteo\/station\/\d+$/);
    expect(await eye.getAttribute('target')).toBe('_blank');
  });

  test("the list's times are Paris time and say so; the detail's reception says UTC and local", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const stations = await apiStations(page);
    const station = stations.find((s) => s.indicateur === 0 && s.last_data !== null);
    if (!station?.last_data) throw new Error('no station received in the last 24 hours');
    const table = page.getByRole('table', { name: LIST });
    const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
    const lastIndex = headers.indexOf('Dernière donnée réelle (heure locale)');
    expect(lastIndex).toBeGreaterThan(0);
    expect(headers).toContain('Première donnée réelle (heure locale)');
    expect(headers).toContain('Dernière donnée prévisionnelle (heure locale)');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(String(labelOf(station)));
    const row = table
      .getByRole('row')
      .filter({ hasText: String(labelOf(station)) })
      .first();
    // The Paris time of the API's instant (UTC + 2 h in June).
    await expect(row.getByRole('cell').nth(lastIndex)).toHaveText(
      formatDateTimeFr(station.last_data),
    );
    await page.goto(`/meteo/station/${station.id}`);
    const info = page.getByRole('region', { name: 'Station', exact: true });
    const utc = new Date(station.last_data).toISOString();
    const utcText = `${utc.slice(8, 10)}/${utc.slice(5, 7)}/${utc.slice(0, 4)} ${utc.slice(11, 16)} UTC`;
    await expect(info).toContainText(
      `${utcText} (${formatDateTimeFr(station.last_data)} heure locale)`,
      FIRST_LOAD,
    );
  });

  test('passes the accessibility checks at 1280 and 360 px', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Carte' })).toBeVisible();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      360,
    );
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Carte' }).click();
    await expect(page.getByRole('dialog', { name: 'Carte' }).locator('canvas')).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test("an external adviser never sees an operator's station code", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The terms dialog stays open (accepting them is the terms spec's, which restores the account):
  // the call and the list behind it are what the adviser would get.
  await logIn(page, PERSONAS.externe);
  const stations = await apiStations(page);
  expect(stations.length).toBeGreaterThan(0);
  expect(stations.every((station) => station.identification === null)).toBe(true);
  await page.goto(DASHBOARD);
  await expect(
    page.locator('table[aria-label="Liste des stations"] tbody tr').first(),
  ).toBeAttached(FIRST_LOAD);
  const hidden = stationListColumns.find((c) => c.key === OPERATOR_CODE_COLUMN_KEY)?.header ?? '';
  await expect(page.locator('table[aria-label="Liste des stations"] thead')).not.toContainText(
    hidden,
  );
  const exported = await page.request.get('/bff/exports/stations.xlsx');
  expect(exported.status()).toBe(200);
});

test('without the METEO right: no menu entry, no dashboard, the API and the exports refuse', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti);
  await expectNoEntryNorScreen(page, 'Station', DASHBOARD);
  const statuses = await apiStatuses(page, [
    '/api/iot/stations',
    '/api/iot/station/1/data/hour',
    '/bff/exports/stations.xlsx',
  ]);
  expect(statuses).toEqual([403, 403, 403]);
});

// Spec 3 §2.9: the national weather service's stations against the simulator. Read-only: the
// admin's registration is only checked here (posting it would change the station list the other
// files read; the simulator's and the screen's own tests post it).
import type { NationalStation } from '@agro/contracts/entities/stations';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS } from './support/platform';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';

const DASHBOARD = '/meteo/tableaudebordmf';
const LIST = 'Liste des stations Météo-France';

const apiStations = (page: Page) => apiGet<NationalStation[]>(page, '/api/meteofrance/stations');

/** Institute staff arrive on the dashboard at 1280 px: its station list, still loading. */
async function openAsStaff(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.staff, DASHBOARD);
  return page.getByRole('table', { name: LIST });
}

test('as institute staff: the table lists the stations, a found station shows its altitude on the map', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = await openAsStaff(page);
  await expect(table.locator('tbody tr').first()).toBeVisible(FIRST_LOAD);
  const stations = await apiStations(page);
  const count = new Intl.NumberFormat('fr-FR').format(stations.length);
  await expect(page.getByText(`1-10 sur ${count}`, { exact: true })).toBeVisible();

  const station = stations[0] as NationalStation;
  await page.getByLabel('Rechercher').fill(station.CodeStation);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  // The map frames the one station the search keeps: it sits at the map's centre.
  const map = page.locator('[data-map-state="drawn"]');
  await expect(map).toBeVisible(FIRST_LOAD);
  const canvas = map.locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map');
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const altitude = station.Coordonnees.Altitude;
  await expect(page.locator('.maplibregl-popup')).toContainText(`Altitude\u202f: ${altitude} m`);
  await expect(page.locator('.maplibregl-popup')).toContainText(station.NomComplet);
});

test("a national station's page: its card, its recent days with the forecasts said", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = await openAsStaff(page);
  const link = table.getByRole('link').first();
  await expect(link).toBeVisible(FIRST_LOAD);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name, FIRST_LOAD);
  const days = page.getByRole('table', { name: 'Météo récente par jour' });
  await expect(days.getByText('Prévision').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/^Altitude\s: \d+ m$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vérifier la station' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
});

test('the dashboard passes the accessibility checks at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  const table = await openAsStaff(page);
  await expect(table.locator('tbody tr').first()).toBeVisible(FIRST_LOAD);
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
});

test('the admin checks a national station against the connected stations', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, PERSONAS.admin);
  const stations = await apiStations(page);
  const station = stations[1] as NationalStation;
  await page.goto(`/meteo/stationmf/${encodeURIComponent(station.CodeStation)}`);
  await page.getByRole('button', { name: 'Vérifier la station' }).click(FIRST_LOAD);
  await expect(
    page.getByText("Cette station n'est pas encore une station connectée."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter aux stations connectées' })).toBeVisible();
});

test('without the STADES right the national dashboard is refused', async ({ page }) => {
  await logIn(page, PERSONAS.ferti, DASHBOARD);
  await expect(page).toHaveURL(/\/home$/);
  const status = await page.evaluate(
    async () => (await fetch('/api/meteofrance/stations', { headers: { 'X-CSRF': '1' } })).status,
  );
  expect(status).toBe(403);
});

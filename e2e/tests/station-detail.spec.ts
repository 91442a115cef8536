// Spec 3 §2.8: a station's detail against the simulator: its reception planning and hourly table
// agree with the value counts, forecasts are said, the admins' daily file. Read-only.
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { stationDailyColumns } from '@agro/contracts/columns/station-weather';
import { missingHours } from '@agro/domain/stations';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS } from './support/platform';
import { E2E_FILE_DATE, E2E_PLATFORM_DATE } from './support/platform-date';
import { readExport } from './support/workbook';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';

interface Counts {
  date: string;
  nb_temperature: number;
  nb_hygrometrie: number;
  nb_pluie: number;
}

/**
 * The last UTC day wholly past whatever the time of day: the platform's day begins in Paris two
 * hours before UTC's, so just after midnight the UTC day before it still has hours to come, which
 * the hourly table fills with forecasts where the counts say nothing was received.
 */
const LAST_WHOLLY_PAST_DAY = new Date(Date.parse(E2E_PLATFORM_DATE) - 2 * 86_400_000)
  .toISOString()
  .slice(0, 10);

/** A station with gaps, and a past day of this year on which its counts say hours are missing. */
async function gappedDay(page: Page) {
  const stations = await apiGet<ConnectedStation[]>(page, '/api/iot/stations');
  for (const station of stations.filter((s) => s.indicateur === 1 || s.indicateur === 2)) {
    const counts = await apiGet<Counts[]>(
      page,
      `/api/iot/station/${station.id}/dm/quotidiennes/nbValues`,
    );
    const day = counts
      .filter((c) => c.date.startsWith('2026') && c.date <= LAST_WHOLLY_PAST_DAY)
      .reverse()
      .find((c) => {
        const missing = missingHours({ t: c.nb_temperature, u: c.nb_hygrometrie, rr: c.nb_pluie });
        return missing > 0 && missing < 24;
      });
    if (day) return { station, day };
  }
  throw new Error('no station with a partly missing day');
}

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const frenchDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${FRENCH_MONTHS[month - 1]} ${year}`;
};

test('a station with gaps: its heat map and hourly table agree with the value counts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  const { station, day } = await gappedDay(page);
  const missing = missingHours({ t: day.nb_temperature, u: day.nb_hygrometrie, rr: day.nb_pluie });
  await page.goto(`/meteo/station/${station.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `N°${station.id} - ${station.device_name}` }),
  ).toBeVisible(FIRST_LOAD);

  const grid = page.getByRole('grid', { name: 'Heures manquantes par jour, 2026' });
  const unit = missing === 1 ? 'h manquante' : 'h manquantes';
  await expect(
    grid.getByRole('gridcell', { name: new RegExp(`${frenchDay(day.date)} : ${missing} ${unit}`) }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Par heure' }).click();
  const period = page.getByRole('group', { name: 'Période du suivi par heure' });
  await period.getByLabel('Du').fill(day.date);
  await period.getByLabel('Au').fill(day.date);
  const table = page.getByRole('table', { name: 'Données météo par heure' });
  await page
    .getByRole('tabpanel', { name: 'Par heure' })
    .getByRole('textbox', { name: 'Lignes par page' })
    .click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  const rows = table.locator('tbody tr');
  await expect(table).toContainText(day.date.split('-').reverse().join('/'));
  // The day's UTC hours, read in Paris time: the rows whose temperature cell is empty are the
  // hours the counts say are missing.
  const temperatures = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
  );
  expect(temperatures).toHaveLength(24);
  expect(temperatures.filter((text) => text === '' || text === '-')).toHaveLength(
    24 - day.nb_temperature,
  );
});

test("the admin downloads a station's days; forecasts are said as such", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin);
  const stations = await apiGet<ConnectedStation[]>(page, '/api/iot/stations');
  const station = stations.find((s) => s.indicateur === 0) as ConnectedStation;
  await page.goto(`/meteo/station/${station.id}`);
  const daily = page.getByRole('table', { name: 'Données météo par jour' });
  await expect(daily.getByText('Prévision').first()).toBeVisible(FIRST_LOAD);
  const days = await apiGet<unknown[]>(page, `/api/iot/station/${station.id}/data/day`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  const exported = await readExport(download);
  expect(exported.fileName).toBe(`${E2E_FILE_DATE}_meteo_station_${station.id}.xlsx`);
  expect(exported.header).toEqual(stationDailyColumns.map((column) => column.header));
  expect(exported.rows).toHaveLength(days.length);
});

test('passes the accessibility checks at 1280 and 360 px; an adviser has no daily file', async ({
  page,
}) => {
  // Three axe runs over a season of days: each took 30 s beside the other worker's axe runs.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  const stations = await apiGet<ConnectedStation[]>(page, '/api/iot/stations');
  const station = stations[0] as ConnectedStation;
  await page.goto(`/meteo/station/${station.id}`);
  await expect(
    page.getByRole('table', { name: 'Données météo par jour' }).locator('tbody tr').first(),
  ).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Exporter' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Voir les parcelles Mildiou' }).click();
  await expect(page.getByRole('dialog', { name: 'Parcelles Mildiou de la station' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expectPhoneWidthAccessible(page);
});

test('without the METEO right the detail is refused', async ({ page }) => {
  await logIn(page, PERSONAS.ferti, '/meteo/station/1');
  await expect(page).toHaveURL(/\/home$/);
  const status = await page.evaluate(
    async () => (await fetch('/api/iot/station/1', { headers: { 'X-CSRF': '1' } })).status,
  );
  expect(status).toBe(403);
});

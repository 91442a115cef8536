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
    grid.getByRole('gridcell', {
      name: new RegExp(`${frenchDay(day.date)}\\s: ${missing} ${unit}`),
    }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Par heure' }).click();
  const period = page.getByRole('group', { name: 'Période du suivi par heure' });
  await period.getByLabel('Du').fill(day.date);
  await period.getByLabel('Au').fill(day.date);
  const table = page.getByRole('table', { name: 'Données météo par heure' });
  await page
    .getByRole('tabpanel', { name: 'Par heure' })
    .getByRole('combobox', { name: 'Lignes par page' })
    .click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  const rows = table.locator('tbody tr');
  await expect(table).toContainText(day.date.split('-').reverse().join('/'));
  // The day's UTC hours, read in Paris time: the rows whose temperature cell is empty are the
  // hours the counts say are missing.
  const temperatures = await rows.evaluateAll((trs) =>
    // Date, Type, then the temperature.
    trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent?.trim() ?? ''),
  );
  expect(temperatures).toHaveLength(24);
  expect(temperatures.filter((text) => text === '' || text === '-')).toHaveLength(
    24 - day.nb_temperature,
  );
});

/** 'dd/mm' of a day, as the chart's sentence writes it. */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const screenDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

interface DayRow {
  date: string;
}

test('a silent station: the days and hours it did not send are shown, marked missing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  const stations = await apiGet<ConnectedStation[]>(page, '/api/iot/stations');
  const platformDay = Date.parse(`${E2E_PLATFORM_DATE}T00:00:00Z`);
  const silent = stations.find(
    (s) => s.last_data !== null && Date.parse(s.last_data) < platformDay - 86_400_000,
  );
  if (!silent?.last_data) throw new Error('no silent station');
  // What the API answers: the received days, then the forecast days, nothing in between.
  const days = await apiGet<DayRow[]>(page, `/api/iot/station/${silent.id}/data/day`);
  const lastReceived = silent.last_data.slice(0, 10);
  const firstForecast = days.map((d) => d.date).find((date) => date > lastReceived);
  if (!firstForecast) throw new Error('no forecast day');
  const firstGone = nextDay(lastReceived);
  expect(days.map((d) => d.date)).not.toContain(firstGone);

  await page.goto(`/meteo/station/${silent.id}`);
  const daily = page.getByRole('table', { name: 'Données météo par jour' });
  await expect(daily.locator('tbody tr').first()).toBeVisible(FIRST_LOAD);
  const dayPanel = page.getByRole('tabpanel', { name: 'Par jour' });
  await dayPanel.getByRole('searchbox', { name: 'Rechercher' }).fill(screenDay(firstGone));
  await expect(daily.getByRole('row').filter({ hasText: screenDay(firstGone) })).toContainText(
    'Données manquantes',
  );
  // The chart leaves the gap open and says it.
  const chart = dayPanel.getByRole('figure', { name: 'Suivi par jour' });
  await expect(chart).toContainText(
    `du ${dayMonth(firstGone)} au ${dayMonth(previousDay(firstForecast))}`,
  );
  await expect(chart.locator('.zone-manquante').first()).toBeAttached();
  // The forecasts' band reaches the last day (drawn, not dropped for a rounding overflow).
  await expect(chart.locator('.zone-previsions')).toBeAttached();

  // By hour: an hour of the silence is listed, said missing, in local time.
  await page.getByRole('tab', { name: 'Par heure' }).click();
  const hourly = page.getByRole('table', { name: 'Données météo par heure' });
  await expect(
    hourly.getByRole('columnheader', { name: /Date et heure \(heure locale\)/ }),
  ).toBeVisible();
  const silentHour = `${screenDay(previousDay(E2E_PLATFORM_DATE))} 12:00`;
  await page
    .getByRole('tabpanel', { name: 'Par heure' })
    .getByRole('searchbox', { name: 'Rechercher' })
    .fill(silentHour);
  await expect(hourly.getByRole('row').filter({ hasText: silentHour })).toContainText(
    'Données manquantes',
  );
});

test('the state follows the legend: one gap of 6 h or more is an absence, short gaps a partial reception', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  const stations = await apiGet<ConnectedStation[]>(page, '/api/iot/stations');
  // An absence with fewer than 13 missing hours: the heat map's scale would call such a day
  // partial, the gap's length makes it an absence.
  const absence = stations.find((s) => s.indicateur === 2 && (s.nbheuresmanquantes ?? 24) < 13);
  const partial = stations.find((s) => s.indicateur === 1);
  if (!absence || !partial) throw new Error('no station in absence with few missing hours');
  for (const [station, label, words, longest] of [
    [absence, 'Absence de réception', 'Trous de 6 h ou plus', (h: number) => h >= 6],
    [partial, 'Réception partielle', 'trous de moins de 6 h', (h: number) => h > 0 && h < 6],
  ] as const) {
    await page.goto(`/meteo/station/${station.id}`);
    const info = page.getByRole('region', { name: 'Station', exact: true });
    await expect(info.getByText(label)).toBeVisible(FIRST_LOAD);
    await expect(info).toContainText(words);
    const gap = info.getByText(/^\d+ h d'affilée$/);
    await expect(gap).toBeVisible();
    expect(longest(Number.parseInt((await gap.textContent()) ?? '', 10))).toBe(true);
  }
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

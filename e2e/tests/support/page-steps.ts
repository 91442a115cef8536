// Steps the module specs repeat: reading the API as the page does (and what it refuses), waiting
// for a snackbar that closes on its own, naming a calendar day, choosing in a filter, and the
// phone-width check every screen passes.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../accessibility';

/** A GET through the BFF with the page's session, as the screens send it; the answer's `data`. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { 'X-CSRF': '1' } });
    return ((await answer.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** The status of a GET of each path through the BFF with the page's session, in order. */
export async function apiStatuses(page: Page, paths: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async (urls) =>
      Promise.all(
        urls.map(async (url) => (await fetch(url, { headers: { 'X-CSRF': '1' } })).status),
      ),
    paths,
  );
}

/**
 * Runs the action and waits for each text: the success snackbar closes after 2 s (spec 1 §9), so
 * the wait starts before the action, the page watched at every frame; a busy machine cannot miss
 * it between two checks.
 */
export async function saysAfter(
  page: Page,
  texts: string | readonly string[],
  action: () => Promise<void>,
): Promise<void> {
  const shown = (typeof texts === 'string' ? [texts] : texts).map((text) =>
    page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 }),
  );
  await action();
  await Promise.all(shown);
}

/** A French long day as the calendars name their cells: '14 juin 2026'. */
export const longDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

/** At 360 px the page settles within the screen's width and passes axe (spec 1: from 360 px). */
export async function expectPhoneWidthAccessible(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  // Charts follow their container through a resize observer, a frame or two after the resize.
  await expect
    .poll(async () => Number(await page.evaluate('document.documentElement.scrollWidth')))
    .toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);
}

/**
 * How long a screen's first load may take: its code, then its data, on a two-core machine where
 * the other worker may be making the simulator compute a whole dashboard at the same moment.
 */
export const FIRST_LOAD = { timeout: 45_000 };

/**
 * Chooses a value in a multi-select filter (a combobox, ARIA 1.2) and closes its list; `scope`
 * names the part of the page holding the filter when two tables have one of the same name (the
 * options open in a layer of the page).
 */
export async function chooseFilter(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * Empties a table's search box and waits for the table to list its rows again. The rows follow
 * the box once typing pauses (200 ms): a click made in that pause landed where the next section
 * had been before the table grew and pushed it down (a flaky blight management run).
 */
export async function clearTableSearch(search: Locator, table: Locator): Promise<void> {
  await search.fill('');
  // Enter applies the search at once, as leaving the box does.
  await search.press('Enter');
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
}

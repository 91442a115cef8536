// Steps of the dashboard and follow-up screens, which the module specs share: opening a screen
// until it shows its data, its figure cards and counted list heading, and what a user without
// the module's right meets instead.
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { FIRST_LOAD } from './page-steps';
import { topMenuEntries } from './platform';

/**
 * Opens `path` and waits for its level-1 `heading`, then for `ready`, the part that holds the
 * screen's data (its list's first row, a figure): each may take a first load, code then data.
 */
export async function openScreen(
  page: Page,
  path: string,
  heading: string,
  ready: Locator,
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_LOAD);
  await expect(ready).toBeVisible(FIRST_LOAD);
}

/**
 * Runs `load` (opening a screen) and gives the JSON the BFF answered to the last GET of `path` it
 * made: the data the screen drew, when other specs write the same plots meanwhile. The answers
 * pass through a route so that their bodies are read here as they arrive; Chromium drops a
 * response's body from its buffer once later large answers fill it, and a body read afterwards
 * then fails ('No data found for resource with given identifier'), as it did under load.
 */
export async function answerDrawn<T>(
  page: Page,
  path: string,
  load: () => Promise<void>,
): Promise<T> {
  const matches = (url: URL) => url.pathname === path;
  const answers: Promise<T>[] = [];
  const pass = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const fetched = route.fetch();
    // Its place is taken when asked, so that the last request wins whatever order answers come in.
    answers.push(fetched.then((response) => response.json() as Promise<T>));
    const response = await fetched;
    await route.fulfill({ response });
  };
  await page.route(matches, pass);
  try {
    await load();
  } finally {
    await page.unroute(matches, pass);
  }
  const last = answers.at(-1);
  if (!last) throw new Error(`The screen asked nothing of ${path}`);
  return last;
}

/** The first row of data of the table named `name`: row 0 is its header. */
export const firstDataRow = (page: Page, name: string) =>
  page.getByRole('table', { name }).getByRole('row').nth(1);

/** A figure card of a dashboard (a group named by its title). */
export const card = (page: Page, title: string) => page.getByRole('group', { name: title });

/** A figure card's own button, which filters the list ('Parcelles à traiter 12'). */
export const cardButton = (page: Page, title: string): Locator =>
  card(page, title).getByRole('button', { name: new RegExp(`^${title} `) });

/** A list's level-2 heading, which counts its rows after its name: 'Parcelles QN (12)'. */
export const countedHeading = (page: Page, list: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${list}`) });

/**
 * Without the module's right the main menu has no `entry` and the screen at `path` leads back
 * to the home page.
 */
export async function expectNoEntryNorScreen(page: Page, entry: string, path: string) {
  expect(await topMenuEntries(page)).not.toContain(entry);
  await page.goto(path);
  await expect(page).toHaveURL(/\/home$/);
}

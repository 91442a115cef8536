// Demo accounts of the simulator (README "Demo accounts") and the steps every spec repeats.
import { expect, type Cookie, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Agro-2026!';

export const PERSONAS = {
  admin: 'admin@demo.fr',
  conseiller: 'conseiller@demo.fr',
  ferti: 'ferti@demo.fr',
  bsv: 'bsv@demo.fr',
  externe: 'externe@demo.fr',
  staff: 'INSTITUT\\jdupont',
} as const;
export type PersonaKey = keyof typeof PERSONAS;

export function usernameField(page: Page) {
  return page.getByRole('textbox', { name: "Adresse e-mail (nom d'utilisateur)" });
}

export function passwordField(page: Page) {
  return page.getByLabel(/^Mot de passe/);
}

/**
 * Time a login may take in the suite: two workers, the platform and two browsers share two cores,
 * and a login once took over 5 s there (the default wait) while the same spec, run alone, logged in
 * within a second 39 times out of 39.
 */
const LOGIN_WAIT = { timeout: 15_000 };

/**
 * Logs in through the login page and waits for the home page, as a person waits for it. Tests of
 * the login itself, and those that end the session (logout, refused terms, a password change),
 * use it directly; the others arrive logged in with `logIn`.
 */
export async function logInThroughForm(
  page: Page,
  login: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await usernameField(page).fill(login);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/home$/, LOGIN_WAIT);
}

/**
 * The session cookies of each persona this worker has logged in with. A test is about its screen,
 * not the login form: the first test of a worker logs in through the form, the later ones start
 * from that session, as a person who comes back to the platform does.
 */
const workerSessions = new Map<string, Cookie[]>();

/**
 * A document of the platform's origin that draws no screen: tests that open their own screen next
 * arrive here, so that their first calls to the API (`apiGet`) have the origin and the session,
 * and the browser does not draw the home page for nothing (about 0.3 s of processor a test).
 */
export const NO_SCREEN = '/favicon.svg';

/**
 * Arrives logged in as `login` on `at` (the home page unless said): with the worker's session of
 * that persona while the BFF still accepts it (a test may have ended it), else through the login
 * page, which leads to the home page first.
 */
export async function logIn(page: Page, login: string, at = '/home'): Promise<void> {
  const kept = workerSessions.get(login);
  if (kept) {
    await page.context().addCookies(kept);
    if ((await page.request.get('/bff/session')).ok()) {
      await page.goto(at);
      if (at === '/home') await expect(page).toHaveURL(/\/home$/, LOGIN_WAIT);
      return;
    }
    await page.context().clearCookies();
  }
  await logInThroughForm(page, login);
  workerSessions.set(login, await page.context().cookies());
  if (at !== '/home') await page.goto(at);
}

/** The rights the BFF computed for the logged-in user (the session cookie is the page's). */
export async function sessionRights(page: Page): Promise<string[]> {
  const answer = await page.request.get('/bff/session');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { rights: string[] }).rights;
}

/** The top-level entries of the main menu on a wide screen: section buttons and direct links. */
export async function topMenuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();
  return nav
    .locator(':scope > ul > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('a, button')?.textContent?.trim() ?? ''),
    );
}

/**
 * Puts one account (password, accepted terms) back as seeded (SIM_TEST_HOOKS=1, see
 * playwright.config.ts). Tests of other files run at the same time: they keep their state.
 */
export async function restoreAccount(page: Page, login: string): Promise<void> {
  const answer = await page.request.post(
    `${process.env.E2E_SIM_URL}/__sim/accounts/${encodeURIComponent(login)}/restore`,
  );
  expect(answer.ok()).toBe(true);
}

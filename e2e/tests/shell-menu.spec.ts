import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-defaults';
import { visibleMenu } from '@agro/contracts/menu';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { FIRST_LOAD } from './support/page-steps';
import {
  logIn,
  logInThroughForm,
  PERSONAS,
  sessionRights,
  topMenuEntries,
  type PersonaKey,
} from './support/platform';

// External advisers have their own reduced menu: see terms-of-use.spec.ts.
const internal: PersonaKey[] = ['admin', 'conseiller', 'ferti', 'bsv', 'staff'];

for (const persona of internal) {
  test(`${persona} sees exactly the menu sections the rights allow`, async ({ page }) => {
    await logIn(page, PERSONAS[persona]);
    const rights = await sessionRights(page);
    const expected = visibleMenu({ loggedIn: true, rights }).map((node) => node.item.label);
    expect(await topMenuEntries(page)).toEqual(expected);
  });
}

test('the menu follows the demo accounts of the README', async ({ page }) => {
  await logIn(page, PERSONAS.ferti);
  expect(await topMenuEntries(page)).toEqual(['Ferti', 'Aide']);
  await page.getByRole('button', { name: 'Ferti' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['CHN', 'QN']);
  await page.getByRole('menuitem', { name: 'QN' }).click();
  await expect(page).toHaveURL(/\/ferti\/qn\/suivi$/);
  // The delivered screen loads its code and its plots first (the placeholder had neither).
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi QN' })).toBeVisible(FIRST_LOAD);
  // The QN module is delivered: its side menu, not the placeholder.
  await expect(
    page
      .getByRole('navigation', { name: 'Menu Ferti QN' })
      .first()
      .getByRole('link', { name: 'Tableau de bord' }),
  ).toBeAttached();
  await expect(page.getByText('Module en cours de déploiement')).toHaveCount(0);
});

test('an administrator sees the administration section', async ({ page }) => {
  await logIn(page, PERSONAS.admin);
  const entries = await topMenuEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['Administration', 'Qualité', 'Ferti']));
  await page.getByRole('button', { name: 'Administration' }).click();
  await expect(page.getByRole('menuitem', { name: 'Conseillers' })).toBeVisible();
});

test('every section of the desktop menu, opened, passes the accessibility checks', async ({
  page,
}) => {
  // One axe run per section (eight of them) beside the other worker's screens: beyond 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin);
  await expectNoAccessibilityViolations(page, { strict: true });
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const sections = nav.locator(':scope > ul > li > button');
  const count = await sections.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const section = sections.nth(index);
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    // A menu holds its items only (axe aria-required-children).
    expect(
      await menu.evaluate((element) =>
        [...element.children].every((child) => child.getAttribute('role') === 'menuitem'),
      ),
    ).toBe(true);
    await expectNoAccessibilityViolations(page, { strict: true });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});

test('the footer wraps on a phone without a separator at the start or end of a line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, PERSONAS.conseiller);
  const footer = page.getByRole('contentinfo');
  const entries = footer.getByRole('listitem');
  await expect(entries).toHaveText([
    /fonds publics/,
    `© ${new Date().getFullYear()}`,
    'À propos',
    "Conditions générales d'utilisation",
  ]);
  // The entries are spaced, not separated by characters that a wrapped line could begin with.
  expect(await footer.textContent()).not.toMatch(/[·|•]/);
  const rows = await entries.evaluateAll(
    (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
  );
  expect(rows).toBeGreaterThan(1);
  await expectNoAccessibilityViolations(page, { strict: true });
});

test('the user name leads to the profile, and the menu works from the keyboard', async ({
  page,
}) => {
  await logIn(page, PERSONAS.conseiller);
  await page.getByRole('button', { name: 'Mildiou' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Tableau de bord' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Claire Conseil' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil utilisateur' })).toBeVisible();
});

test('below 960 px the menu moves into a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await logIn(page, PERSONAS.ferti);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Ferti' }).click();
  await expect(drawer.getByRole('button', { name: 'Ferti' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoAccessibilityViolations(page, { strict: true });
  await drawer.getByRole('link', { name: 'CHN' }).click();
  await expect(page).toHaveURL(/\/ferti\/chn\/suivi$/);
  await expect(drawer).toBeHidden();
  // The follow-up's code and plots arrive beside the other worker's screens.
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi CHN' })).toBeVisible(FIRST_LOAD);
});

test('the app is usable at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, PERSONAS.admin);
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(width).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
});

for (const width of [960, 1280]) {
  test(`the administrator's top bar fits in ${width} px, title and logout included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, PERSONAS.admin);
    const scrollWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(scrollWidth).toBeLessThanOrEqual(width);
    for (const target of [
      page.getByRole('link', { name: DEFAULT_PLATFORM_CONFIG.productName }),
      page.getByRole('button', { name: 'Déconnexion' }),
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Aide' }),
    ]) {
      await expect(target).toBeInViewport({ ratio: 1 });
    }
  });
}

test('logout ends the session and returns to the login page', async ({ page }) => {
  await logInThroughForm(page, PERSONAS.bsv);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/bff/session')).status()).toBe(401);
});

import { EXTERNAL_MENU } from '@agro/contracts/screens';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, restoreAccount, topMenuEntries } from './support/platform';

// Accepting the terms changes the external adviser's account: these tests run one after the
// other, each from the seeded account.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await restoreAccount(page, PERSONAS.externe);
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await restoreAccount(page, PERSONAS.externe);
  await page.close();
});

const TERMS = "Conditions générales d'utilisation";

function termsDialog(page: Page) {
  return page.getByRole('dialog', { name: TERMS });
}

test('an external adviser who has not accepted the terms must answer them', async ({ page }) => {
  await logIn(page, PERSONAS.externe);
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/consentement de cet agriculteur/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, { strict: true });
  // Persistent: neither Escape nor a click beside it dismisses it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
});

/** How far the dialog's content reaches beyond its box, in pixels (0: all of it can be read). */
async function clippedWidth(page: Page): Promise<number> {
  return termsDialog(page).evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    let overflow = Math.max(0, dialog.scrollWidth - dialog.clientWidth);
    for (const element of dialog.querySelectorAll('*')) {
      overflow = Math.max(overflow, element.scrollWidth - element.clientWidth);
      overflow = Math.max(overflow, element.getBoundingClientRect().right - box.right);
    }
    return overflow;
  });
}

for (const width of [1280, 375]) {
  test(`the terms' text is shown whole, nothing cut off, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, PERSONAS.externe);
    await expect(termsDialog(page)).toBeVisible();
    await expect(termsDialog(page).getByText(/tribunaux de Paris/)).toBeVisible();
    expect(await clippedWidth(page)).toBeLessThanOrEqual(0);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      width,
    );
  });
}

test('refusing the terms logs the external adviser out', async ({ page }) => {
  await logIn(page, PERSONAS.externe);
  await termsDialog(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/bff/session')).status()).toBe(401);
});

test('accepting the terms records them, and the reduced menu shows the consents to validate', async ({
  page,
}) => {
  await logIn(page, PERSONAS.externe);
  await termsDialog(page).getByRole('button', { name: 'Accepter' }).click();
  await expect(termsDialog(page)).toBeHidden();

  const entries = await topMenuEntries(page);
  expect(entries).toHaveLength(EXTERNAL_MENU.length);
  EXTERNAL_MENU.forEach(({ label }, index) => expect(entries[index]).toContain(label));
  const session = (await (await page.request.get('/bff/session')).json()) as {
    user: { externeInfos: { cgu: string; non_valid: number } };
  };
  expect(session.user.externeInfos.cgu).toBe('v3');
  const pending = session.user.externeInfos.non_valid;
  expect(pending).toBeGreaterThan(0);
  const badge = `(${pending} consentements à valider)`;
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: `Gestion ${badge}` })
    .click();
  await expect(page.getByRole('menuitem', { name: `Mes conseillers ${badge}` })).toHaveAttribute(
    'href',
    '/gestion/agriculteurs',
  );
  await page.keyboard.press('Escape');

  // Accepted terms stay accepted at the next login, and the footer offers them to read.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await logIn(page, PERSONAS.externe);
  await expect(termsDialog(page)).toBeHidden();
  await page.getByRole('button', { name: TERMS }).click();
  await expect(termsDialog(page).getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  await termsDialog(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(termsDialog(page)).toBeHidden();
});

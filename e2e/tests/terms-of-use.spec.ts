import { EXTERNAL_MENU } from '@agro/contracts/screens';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { expectPhoneWidthAccessible, FIRST_LOAD, saysAfter } from './support/page-steps';
import { logInThroughForm, PERSONAS, restoreAccount, topMenuEntries } from './support/platform';
import { E2E_SCREEN_DATE } from './support/platform-date';

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
  await logInThroughForm(page, PERSONAS.externe);
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
    await logInThroughForm(page, PERSONAS.externe);
    await expect(termsDialog(page)).toBeVisible();
    await expect(termsDialog(page).getByText(/tribunaux de Paris/)).toBeVisible();
    expect(await clippedWidth(page)).toBeLessThanOrEqual(0);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      width,
    );
  });
}

test('refusing the terms logs the external adviser out', async ({ page }) => {
  await logInThroughForm(page, PERSONAS.externe);
  await termsDialog(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/bff/session')).status()).toBe(401);
});

test('accepting the terms records them, and the reduced menu shows the consents to validate', async ({
  page,
}) => {
  await logInThroughForm(page, PERSONAS.externe);
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
  await logInThroughForm(page, PERSONAS.externe);
  await expect(termsDialog(page)).toBeHidden();
  await page.getByRole('button', { name: TERMS }).click();
  await expect(termsDialog(page).getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  await termsDialog(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(termsDialog(page)).toBeHidden();
});

// Spec 1 §2 "Farmers management", here because it changes the count the tests above read: the
// external adviser validates a pending consent and the menu's count drops by one, then removes
// the validation and the count rises again; axe at 1280 and 360 px.
test('the external adviser validates a farmer and removes the validation, the count following', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughForm(page, PERSONAS.externe);
  await termsDialog(page).getByRole('button', { name: 'Accepter' }).click();
  await expect(termsDialog(page)).toBeHidden();
  const session = (await (await page.request.get('/bff/session')).json()) as {
    user: { externeInfos: { non_valid: number; id_conseiller: number } };
  };
  const pending = session.user.externeInfos.non_valid;
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const badge = (n: number) =>
    menu.getByRole('button', {
      name:
        n === 1 ? 'Gestion (1 consentement à valider)' : `Gestion (${n} consentements à valider)`,
    });
  await expect(badge(pending)).toBeVisible();

  await page.goto('/gestion/agriculteurs');
  const table = page.getByRole('table', { name: 'Agriculteurs du service Mildiou' });
  const firstRow = table.getByRole('row').nth(1);
  // Not validated first: the first row waits for the adviser.
  await expect(firstRow).toContainText('En attente', FIRST_LOAD);
  const name = (await firstRow.getByRole('button').first().getAttribute('aria-label'))?.replace(
    'Valider le consentement de ',
    '',
  );
  if (!name) throw new Error('no farmer waiting for validation');
  await expectNoAccessibilityViolations(page);

  await saysAfter(page, 'Le consentement a été validé.', () =>
    table.getByRole('button', { name: `Valider le consentement de ${name}` }).click(),
  );
  await expect(badge(pending - 1)).toBeVisible();
  const row = table.getByRole('row').filter({
    has: page.getByRole('button', { name: `Retirer la validation de ${name}` }),
  });
  await expect(row).toContainText('Validé');
  await expect(row).toContainText(E2E_SCREEN_DATE);

  await saysAfter(page, 'La validation a été retirée.', () =>
    row.getByRole('button', { name: `Retirer la validation de ${name}` }).click(),
  );
  await expect(badge(pending)).toBeVisible();
  await expect(
    table.getByRole('button', { name: `Valider le consentement de ${name}` }),
  ).toBeVisible();
  await expectPhoneWidthAccessible(page);
});

test('a user without the right EXTERNE has no farmers management', async ({ page }) => {
  await logInThroughForm(page, PERSONAS.conseiller);
  await page.goto('/gestion/agriculteurs');
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  await expect(page.getByRole('link', { name: /Mes conseillers/ })).toHaveCount(0);
  const answer = await page.request.put('/api/conseillers/validation/1', {
    headers: { 'X-CSRF': '1' },
    data: {},
  });
  expect(answer.status()).toBe(403);
});

import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logInThroughForm, passwordField, PERSONAS, usernameField } from './support/platform';

test('/ leads to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('a guarded screen without a session leads to the login page', async ({ page }) => {
  await page.goto('/ferti/chn/suivi');
  await expect(page).toHaveURL(/\/login$/);
});

test('a screen without the right leads back to /, hence home', async ({ page }) => {
  await logInThroughForm(page, PERSONAS.ferti);
  await page.goto('/administration/conseillers');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conseillers' })).toHaveCount(0);
});

test('/login with a session leads home', async ({ page }) => {
  await logInThroughForm(page, PERSONAS.ferti);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('the login form says what is missing and refuses bad credentials', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await expect(submit).toBeDisabled();
  await usernameField(page).focus();
  await passwordField(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText("Le nom d'utilisateur est requis")).toBeVisible();
  await expect(page.getByText('Mot de passe requis')).toBeVisible();
  await usernameField(page).fill(PERSONAS.ferti);
  await passwordField(page).fill('pas-le-bon-mot-de-passe');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Votre adresse e-mail/mot de passe est incorrect',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('institute staff log in with their agent code', async ({ page }) => {
  await logInThroughForm(page, 'jdupont');
  await expect(page.getByRole('link', { name: 'Jean Dupont' })).toBeVisible();
});

test('the forgotten-password dialog checks the address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié\u202f?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié\u202f?' });
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill('pas-une-adresse');
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).blur();
  await expect(dialog.getByText('E-mail doit être valide')).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Envoyer un nouveau mot de passe' }),
  ).toBeDisabled();
  // The dialog open: its title bar is no second banner, and it sits in a landmark.
  await expectNoAccessibilityViolations(page, { strict: true });
});

test('the login page has no accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // With the language menu open (issue 41: every dropdown).
  await page.getByRole('button', { name: /^Langue/ }).click();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  await expectNoAccessibilityViolations(page, { strict: true });
});

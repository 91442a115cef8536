import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS } from './support/platform';

test('the home page states the purpose and the support address, in French', async ({ page }) => {
  await logIn(page, PERSONAS.ferti);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: "Plateforme d'aide à la décision agronomique" }),
  ).toBeVisible();
  await expect(page.getByText(/résultats des modèles agronomiques/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@demo.fr' })).toHaveAttribute(
    'href',
    'mailto:support@demo.fr',
  );
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expectNoAccessibilityViolations(page, { strict: true });
});

test('the site has an icon, as /favicon.ico and as SVG', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  const header = (await ico.body()).subarray(0, 6);
  expect([...header]).toEqual([0, 0, 1, 0, expect.any(Number), 0]);
  expect(header[4]).toBeGreaterThan(0);
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  await page.goto('/login');
  await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
});

test("the farmers' public pages offer no way to a login they do not have", async ({ page }) => {
  await page.goto('/consentement/gestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion' })).toBeVisible();
  // Without a link nor an earlier visit, the page says how to get in.
  await expect(page.getByRole('alert')).toContainText(
    'Utilisez le lien transmis par votre organisme.',
  );
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveCount(0);
  await expect(page.locator('a[href="/login"]')).toHaveCount(0);
  await expectNoAccessibilityViolations(page, { strict: true });
});

test('the BFF and the simulator answer their health checks', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });
});

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
  await expectNoAccessibilityViolations(page);
});

test('the BFF and the simulator answer their health checks', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });
});

import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';

test('the platform serves the French web app through the BFF', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: "Plateforme d'aide à la décision agronomique" }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the BFF and the simulator answer their health checks', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });
});

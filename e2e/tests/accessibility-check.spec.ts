// The accessibility check itself: every screen's test trusts it to fail on a violation, so a
// setting that made it faster (violations only, axe run in the page) must not make it blind.
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';

test('the accessibility check fails on an image without text and on unreadable text', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // An image without a text alternative, and grey text on white.
  await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend',
    '<img src="/favicon.svg"><p style="color:#eeeeee;background:#ffffff">Texte illisible</p>')`);
  const failure = await expectNoAccessibilityViolations(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
});

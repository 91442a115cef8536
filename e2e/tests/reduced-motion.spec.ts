// A person who asked their system for less motion (prefers-reduced-motion: reduce, which the whole
// suite runs with) meets no animation that never ends: Mantine's loaders and skeletons spin and
// pulse forever in CSS, beyond the theme's reduced transitions (apps/web/src/app/reduced-motion.css).
import { expect, test, type Page } from '@playwright/test';
import { logIn, NO_SCREEN, PERSONAS } from './support/platform';

const DASHBOARD = '/mildiou/tableaudebord';

/**
 * CSS animations of the page that repeat forever (an expression: these files are compiled without
 * the DOM's types).
 */
const endlessAnimations = (page: Page) =>
  page.evaluate<number>(
    `document.getAnimations().filter(
      (animation) => animation.effect?.getComputedTiming().iterations === Infinity,
    ).length`,
  );

/**
 * Opens the blight dashboard with its plots held back until `release` is called, so that its
 * figure cards show their loading skeletons meanwhile.
 */
async function openWhileLoading(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The first page of plots the BFF serves (issue 43), with the cards' figures.
  await page.route(/\/bff\/lists\/mildiou\?/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(DASHBOARD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tableau de bord mildiou' }),
  ).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root').first()).toBeVisible();
  return release;
}

test('under reduced motion the loading skeletons stand still; without it they pulse', async ({
  page,
}) => {
  await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  const release = await openWhileLoading(page);
  expect(await endlessAnimations(page)).toBe(0);

  // The same screen for a person who did not ask for less motion: the check sees the pulses.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => endlessAnimations(page)).toBeGreaterThan(0);
  release();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
});

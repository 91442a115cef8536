import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** RGAA 4.1 / WCAG 2.1 AA checks on the current page (DESIGN.md, "Web"). */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

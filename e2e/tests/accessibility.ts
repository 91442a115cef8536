import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Impacts that fail a test whatever the rule (axe's own grading). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AccessibilityOptions {
  /**
   * Also fail on moderate and minor best-practice findings (landmarks, regions...), which are
   * otherwise only reported as annotations of the test. The shell's specs use it: the shell's
   * landmarks are theirs to keep right.
   */
  strict?: boolean;
  /**
   * Checks only the elements this CSS selector matches (e.g. '[role="dialog"]' once the page
   * itself has been checked with a dialog open): on a heavy page, each run over the whole page
   * costs seconds that the pop-ups' own checks do not need.
   */
  within?: string;
}

/**
 * RGAA 4.1 / WCAG 2.1 AA checks on the current page (docs/architecture.md, "Web"): every WCAG A and
 * AA rule and axe's best practices run. The test fails on any WCAG violation, and on any serious or
 * critical finding whatever its rule; lesser best-practice findings are reported (or fail, with
 * `strict`). Open the menus, lists and dialogs of the page before calling it: axe checks only what
 * is in the page.
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  { strict = false, within }: AccessibilityOptions = {},
): Promise<void> {
  // Every screen has a level-one title, shown once its own code has arrived (the shell comes
  // first): axe checks the screen, not the moment between the two. A page without one still
  // fails below, on axe's own rule.
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const builder = new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, 'best-practice'])
    // Every rule still runs on every node; only the violations come back. The passes' nodes (their
    // HTML) made 7.7 MB on the blight plot page, whose transfer took most of a 17-19 s check.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself: the default runs each frame apart and merges the parts in a new
    // blank page, passing those megabytes twice. The app has no frame of another origin (the only
    // case the legacy mode leaves out), so the same nodes are checked: 2.7 s instead of 19.6 s.
    .setLegacyMode(true);
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  const describe = (v: (typeof results.violations)[number]) =>
    `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(', ')})`;
  const blocking = results.violations.filter(
    (v) =>
      strict ||
      BLOCKING_IMPACTS.has(v.impact ?? '') ||
      v.tags.some((tag) => WCAG_TAGS.includes(tag)),
  );
  for (const finding of results.violations.filter((v) => !blocking.includes(v))) {
    test.info().annotations.push({ type: 'axe', description: describe(finding) });
  }
  expect(blocking.map(describe)).toEqual([]);
}

import { frenchTypographyFaults } from '@agro/domain/french-texts';
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

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
 *
 * The same screens' text is checked for French typography (issue 41, finding 12): no decimal
 * point, no plain space before : ; ? ! or % (`frenchTypographyFaults`), so every screen a test
 * checks for accessibility is checked for its French too, at no extra visit.
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
  const shownText = await page
    .locator(within ?? 'body')
    .evaluateAll((elements) =>
      elements.map((element) => (element as unknown as { innerText: string }).innerText).join('\n'),
    );
  expect(frenchTypographyFaults(shownText), 'French typography of the screen').toEqual([]);
  const violations = await auditPage(page, within);
  const describe = (v: Violation) =>
    `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(', ')})`;
  const blocking = violations.filter(
    (v) =>
      strict ||
      BLOCKING_IMPACTS.has(v.impact ?? '') ||
      v.tags.some((tag) => WCAG_TAGS.includes(tag)),
  );
  for (const finding of violations.filter((v) => !blocking.includes(v))) {
    test.info().annotations.push({ type: 'axe', description: describe(finding) });
  }
  expect(blocking.map(describe)).toEqual([]);
}

/** What a test reports of one violation: its rule, grade, help text and the nodes' selectors. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  tags: string[];
  nodes: { target: unknown[] }[];
}

/** The page's global object once axe is in it (these files are compiled without the DOM's types). */
interface AxeWindow {
  axe?: typeof axe;
}

/**
 * Runs axe in the page itself, on every node the WCAG A/AA rules and best practices apply to, and
 * brings back only the violations. axe is injected once per document: `@axe-core/playwright`'s
 * same-frame mode evaluated its 560 KB source twice per check, which with each node's HTML
 * (`noHtml`: the report names nodes by selector) was a third of a check's processor time
 * (docs/adr/0008-test-suite-speed.md, decision 17). The app has no frame of another origin.
 */
async function auditPage(page: Page, within: string | undefined): Promise<Violation[]> {
  if (await page.evaluate(() => (globalThis as unknown as AxeWindow).axe === undefined)) {
    await page.evaluate(axe.source);
    await page.evaluate(() =>
      (globalThis as unknown as AxeWindow).axe?.configure({
        noHtml: true,
        allowedOrigins: ['<same_origin>'],
      }),
    );
  }
  return page.evaluate(
    async ({ selector, tags }) => {
      const auditor = (globalThis as unknown as AxeWindow).axe;
      if (!auditor) throw new Error('axe was not injected');
      const options: axe.RunOptions = {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      };
      const results = await (selector === undefined
        ? auditor.run(options)
        : auditor.run(selector, options));
      return results.violations.map(({ id, impact, help, tags: ruleTags, nodes }) => ({
        id,
        impact,
        help,
        tags: ruleTags,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    },
    { selector: within, tags: [...WCAG_TAGS, 'best-practice'] },
  );
}

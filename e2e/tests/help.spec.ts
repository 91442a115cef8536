// The Help page (spec 1 §2 "Help", §6) and the About page, against the BFF's default help file
// (apps/bff/help-resources.json) and the notices the web build generates.
import { HELP_SECTIONS } from '@agro/contracts/help-sections';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, sessionRights, type PersonaKey } from './support/platform';

const packageVersion = (path: string): string | undefined =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version?: string })
    .version;

function gitTag(): string | null {
  try {
    return execFileSync('git', ['describe', '--tags'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The About page shows the release (apps/web/vite.config.ts): APP_VERSION, else the git tag, else
 * the repository's version with the short commit (`0.0.0+abc1234`), never the bare package's.
 */
function shownVersion(): RegExp {
  const configured = process.env.APP_VERSION?.trim() || gitTag();
  if (configured) return new RegExp(`^Version de l'application\\s: ${escaped(configured)}$`);
  const version =
    packageVersion('../../package.json') ??
    packageVersion('../../apps/web/package.json') ??
    '0.0.0';
  return new RegExp(`^Version de l'application\\s: ${escaped(version)}\\+[0-9a-f]{7,}$`);
}

function main(page: Page) {
  return page.getByRole('main');
}

/** The section headings of the help page, in order. */
function sectionButtons(page: Page) {
  return main(page).getByRole('heading', { level: 2 }).getByRole('button');
}

async function openHelpFromMenu(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Aide' })
    .click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
}

test('an adviser sees the Mildiou, Station and Stades et Maladies sections and opens a notice', async ({
  page,
}) => {
  await logIn(page, PERSONAS.conseiller);
  await openHelpFromMenu(page);
  await expect(sectionButtons(page)).toHaveText(['Mildiou', 'Station', 'Stades et Maladies']);
  // The default help file lists PDF notices only: no video is promised.
  await expect(
    main(page).getByText("Ouvrez la rubrique d'un module pour consulter ses notices."),
  ).toBeVisible();
  await expect(main(page).getByText(/vidéo/)).toHaveCount(0);

  const mildiou = main(page).getByRole('button', { name: 'Mildiou' });
  await mildiou.click();
  await expect(mildiou).toHaveAttribute('aria-expanded', 'true');
  const notice = main(page)
    .getByRole('link', { name: /\(PDF\)/ })
    .first();
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('target', '_blank');
  const href = await notice.getAttribute('href');
  expect(href).toMatch(/^\/aide\/.+\.pdf$/);

  const answer = await page.request.get(href as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await expectNoAccessibilityViolations(page);
});

test('a regional engineer with neither MILDIOU, METEO nor STADES gets no section, and the support address', async ({
  page,
}) => {
  await logIn(page, PERSONAS.ferti);
  await openHelpFromMenu(page);
  await expect(
    main(page).getByText(
      "Aucune notice d'aide ne correspond aux modules auxquels vous avez accès.",
    ),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'support@demo.fr' })).toHaveAttribute(
    'href',
    'mailto:support@demo.fr',
  );
  await expect(sectionButtons(page)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

const personas: PersonaKey[] = ['conseiller', 'ferti', 'bsv', 'staff'];
for (const persona of personas) {
  test(`${persona} sees the help sections of the read rights held`, async ({ page }) => {
    await logIn(page, PERSONAS[persona]);
    const rights = await sessionRights(page);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
    const expected = HELP_SECTIONS.filter((s) => rights.includes(s.right)).map((s) => s.label);
    if (expected.length === 0) {
      await expect(main(page).getByText(/Aucune notice d'aide/)).toBeVisible();
    }
    await expect(sectionButtons(page)).toHaveText(expected);
  });
}

test('the About page, reached from the footer, gives the version and the support address', async ({
  page,
}) => {
  await logIn(page, PERSONAS.conseiller);
  await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await expect(main(page).getByText(/^Version de l'application/)).toHaveText(shownVersion());
  await expect(main(page).getByRole('link', { name: 'support@demo.fr' })).toHaveAttribute(
    'href',
    'mailto:support@demo.fr',
  );
  await expect(main(page).getByText(/calculés par les modèles agronomiques/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await main(page).getByRole('link', { name: "Aide et notices d'utilisation" }).click();
  await expect(page).toHaveURL(/\/help$/);
});

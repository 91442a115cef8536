import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import packageJson from '../../../package.json';
import { buildRoutes } from '../../app/routes';
import { helpBff } from '../../test/help-bff';
import { adviserSession } from '../../test/sessions';
import { renderRoutes } from '../../test/render';
import { findScreenTitle } from '../../test/screens';

const page = () => within(screen.getByRole('main'));

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The release this build comes from, as vite.config.ts reads it (not the package's 0.0.0). */
function releaseVersion(): string {
  const configured = process.env['APP_VERSION']?.trim();
  if (configured) return configured;
  const tag = git('describe', '--tags');
  if (tag) return tag;
  const root = JSON.parse(
    // Vitest runs in apps/web.
    readFileSync(resolve(process.cwd(), '../../package.json'), 'utf8'),
  ) as { version?: string };
  const version = root.version ?? packageJson.version;
  const commit = git('rev-parse', '--short', 'HEAD');
  return commit ? `${version}+${commit}` : version;
}

async function openAbout() {
  helpBff(adviserSession);
  const { router } = renderRoutes(buildRoutes(), '/about');
  expect(await findScreenTitle('À propos')).toBeTruthy();
  return { router, user: userEvent.setup() };
}

describe('about page', () => {
  it("names the product, says results come from the institute's models, and gives the version", async () => {
    await openAbout();
    expect(
      await page().findByRole('heading', { level: 2, name: 'Plateforme de test' }),
    ).toBeTruthy();
    expect(page().getByText(/calculés par les modèles agronomiques de l'institut/)).toBeTruthy();
    expect(page().getByText(/Mildiou de la pomme de terre/)).toBeTruthy();
    expect(page().getByText(`Version de l'application : ${releaseVersion()}`)).toBeTruthy();
  });

  it('gives the support address from the configuration', async () => {
    await openAbout();
    const support = await page().findByRole('link', { name: 'aide@test.fr' });
    expect(support.getAttribute('href')).toBe('mailto:aide@test.fr');
  });

  it('leads to the help page', async () => {
    const { router, user } = await openAbout();
    await user.click(page().getByRole('link', { name: "Aide et notices d'utilisation" }));
    expect(await findScreenTitle('Aide')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('opens the terms of use, which close again', async () => {
    const { user } = await openAbout();
    await user.click(page().getByRole('button', { name: "Conditions générales d'utilisation" }));
    const terms = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" });
    await user.click(within(terms).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is reached from the footer once logged in', async () => {
    helpBff(adviserSession);
    const { router } = renderRoutes(buildRoutes(), '/home');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.setup().click(within(footer).getByRole('link', { name: 'À propos' }));
    expect(await findScreenTitle('À propos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });
});

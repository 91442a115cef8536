import { screens, type Screen } from '@agro/contracts/screens';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBff, renderRoutes, type RecordedRequest } from '../test/render';
import { fertiSession, staffSession } from '../test/sessions';
import type { SessionData } from '../lib/session';
import { buildRoutes } from './routes';
import { LAZY_CHUNK } from '../test/timeouts';

/**
 * Every screen of the stage module is delivered now: a made-up screen of the table, guarded by
 * STADES like them, stands for the next one still to come.
 */
const SCREEN_TO_COME: Screen = {
  name: 'essai-a-venir',
  path: '/stade/a-venir',
  rights: ['STADES'],
  title: 'Écran à venir',
};
const withScreenToCome: readonly Screen[] = [...screens, SCREEN_TO_COME];

/** A BFF with the given session (null: none), read at each request; logout answers 204. */
function bffWith(sessionNow: SessionData | (() => SessionData)): RecordedRequest[] {
  return fakeBff((request) => {
    const session = typeof sessionNow === 'function' ? sessionNow() : sessionNow;
    if (request.url === '/bff/session') {
      return session
        ? { status: 200, body: session }
        : { status: 401, body: { code: 401, message: 'Session absente' } };
    }
    if (request.url === '/bff/logout') return { status: 204 };
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

describe('router and guard', () => {
  it('sends / to the login page', async () => {
    bffWith(null);
    const { router } = renderRoutes(buildRoutes(), '/');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor without a session from a guarded screen to the login page, logging out', async () => {
    const requests = bffWith(null);
    const { router } = renderRoutes(buildRoutes(), '/ferti/chn/suivi');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/bff/logout' && r.headers['X-CSRF'] === '1')).toBe(
        true,
      ),
    );
  });

  it('sends a logged-in user away from /login to /home', async () => {
    bffWith(fertiSession);
    const { router } = renderRoutes(buildRoutes(), '/login');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Plateforme d'aide à la décision agronomique",
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('opens a screen of a not yet delivered module to a user holding its right', async () => {
    bffWith(staffSession);
    const { router } = renderRoutes(buildRoutes(withScreenToCome), SCREEN_TO_COME.path);
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TO_COME.title }),
    ).toBeTruthy();
    expect(screen.getByText('Module en cours de déploiement')).toBeTruthy();
    expect(router.state.location.pathname).toBe(SCREEN_TO_COME.path);
  });

  it('opens a delivered stage screen, not the placeholder', async () => {
    bffWith(staffSession);
    renderRoutes(buildRoutes(), '/stade/recalage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recalage' }, LAZY_CHUNK),
    ).toBeTruthy();
    expect(screen.queryByText('Module en cours de déploiement')).toBeNull();
  });

  it('sends a user without the right back to /, which leads home', async () => {
    bffWith(fertiSession);
    const { router } = renderRoutes(buildRoutes(), '/administration/conseillers');
    expect(await screen.findByRole('heading', { level: 1, name: /Plateforme/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText('Module en cours de déploiement')).toBeNull();
  });

  it('refreshes the user at each navigation', async () => {
    const requests = bffWith(fertiSession);
    const { router } = renderRoutes(buildRoutes(), '/home');
    await screen.findByRole('heading', { level: 1, name: /Plateforme/ });
    const before = requests.filter((r) => r.url === '/bff/session').length;
    await router.navigate('/ferti/chn/suivi');
    await screen.findByRole('heading', { level: 1, name: 'Suivi CHN' });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/bff/session').length).toBe(before + 1),
    );
  });

  it('leaves for the login page when a refresh finds the session ended', async () => {
    let session: SessionData = fertiSession;
    bffWith(() => session);
    const { router } = renderRoutes(buildRoutes(), '/home');
    await screen.findByRole('heading', { level: 1, name: /Plateforme/ });
    session = null;
    await router.navigate('/ferti/chn/suivi');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('keeps open screens open without a login', async () => {
    bffWith(null);
    const { router } = renderRoutes(buildRoutes(), '/consentement/compte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/consentement/compte');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { fakeBff, renderRoutes } from '../../test/render';
import { fertiSession } from '../../test/sessions';

function bff(session: unknown) {
  fakeBff((request) => {
    if (request.url === '/bff/session') {
      return session === null
        ? { status: 401, body: { code: 401, message: 'Non connecté' } }
        : { status: 200, body: session };
    }
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

describe('module placeholder', () => {
  it("offers farmers, on the consent area's public page, no way to a login they do not have", async () => {
    bff(null);
    renderRoutes(buildRoutes(), '/consentement/gestion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion' })).toBeTruthy();
    expect(await screen.findByText('Module en cours de déploiement')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Retour à la connexion' })).toBeNull();
    expect(
      screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === '/login'),
    ).toEqual([]);
  });

  it('leads a logged-in user back home from a screen still to come', async () => {
    bff(fertiSession);
    renderRoutes(buildRoutes(), '/ferti/qn/suivi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suivi QN' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: "Retour à l'accueil" })).getAttribute('href'),
    ).toBe('/home');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { fakeBff, renderRoutes } from '../../test/render';
import { staffSession } from '../../test/sessions';

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
  it('leads a logged-in user back home from a screen still to come', async () => {
    bff(staffSession);
    renderRoutes(buildRoutes(), '/stade/recalage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recalage' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: "Retour à l'accueil" })).getAttribute('href'),
    ).toBe('/home');
  });
});

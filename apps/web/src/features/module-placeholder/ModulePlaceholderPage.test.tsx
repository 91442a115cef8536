import { screens, type Screen } from '@agro/contracts/screens';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { fakeBff, renderRoutes } from '../../test/render';
import { findScreenTitle } from '../../test/screens';
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
    // Every stage screen is delivered now: a made-up one of the table stands for the next.
    const table: Screen[] = [
      ...screens,
      { name: 'essai-a-venir', path: '/stade/a-venir', rights: ['STADES'], title: 'Écran à venir' },
    ];
    renderRoutes(buildRoutes(table), '/stade/a-venir');
    expect(await findScreenTitle('Écran à venir')).toBeTruthy();
    expect(screen.getByText('Module en cours de déploiement')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: "Retour à l'accueil" })).getAttribute('href'),
    ).toBe('/home');
  });
});

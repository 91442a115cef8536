import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commentOadOfScreen } from '../lib/plot-comments';
import { fakeBff, renderRoutes, type RecordedRequest } from '../test/render';
import { staffSession } from '../test/sessions';
import { screens, type Screen } from '@agro/contracts/screens';
import { buildRoutes } from './routes';
import { LAZY_CHUNK } from '../test/timeouts';

function bff(): RecordedRequest[] {
  return fakeBff((request) => {
    if (request.url === '/bff/session') return { status: 200, body: staffSession };
    if (request.url.startsWith('/api/comments/plots/')) {
      return {
        status: 200,
        body: {
          data: [
            {
              id_commentaire: 3,
              p_dt_crea: '2026-04-02T08:15:00.000Z',
              date: '2026-04-01',
              commentaire: '<p>Apport de 40 unités prévu.</p>',
            },
          ],
        },
      };
    }
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

describe('plot comments on plot screens', () => {
  it('maps each plot screen to the tool its comments belong to', () => {
    expect(commentOadOfScreen('bh-detail-parcelle')).toBe('BH');
    expect(commentOadOfScreen('detail-plot')).toBe('STADES');
    expect(commentOadOfScreen('chn-detail-parcelle')).toBe('CHN');
    expect(commentOadOfScreen('qn-detail-parcelle')).toBeNull();
  });

  it("opens the comments of the URL's plot from a plot screen not yet delivered", async () => {
    const requests = bff();
    // Every plot screen of the table is delivered now: a plot screen of a future module, named
    // like the stage detail, stands for the next one.
    const table = [
      ...screens,
      { ...(screens.find((s) => s.name === 'detail-plot') as Screen), path: '/stade/essai/:id' },
    ];
    renderRoutes(buildRoutes(table), '/stade/essai/300005');
    expect(await screen.findByText('Module en cours de déploiement')).toBeTruthy();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Commentaires de la parcelle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commentaires' }, LAZY_CHUNK);
    expect(await within(dialog).findByText('Apport de 40 unités prévu.')).toBeTruthy();
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/comments/plots/300005/oads/STADES')).toBe(true),
    );
  });

  it('offers no comments on screens that do not show one plot', async () => {
    bff();
    // A screen still to come that is no plot screen (every stage screen is delivered now).
    const table = [
      ...screens,
      { name: 'essai-a-venir', path: '/stade/a-venir', rights: ['STADES'], title: 'Écran à venir' },
    ] satisfies Screen[];
    renderRoutes(buildRoutes(table), '/stade/a-venir');
    expect(await screen.findByText('Module en cours de déploiement')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Commentaires de la parcelle' })).toBeNull();
  });
});

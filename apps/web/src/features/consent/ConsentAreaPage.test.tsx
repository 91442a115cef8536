import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { fakeBff, renderRoutes, type FakeAnswer } from '../../test/render';

const LINK =
  '/consentement/compte?agri=AGRI0001&operateur=OP01&client=CLI01&service=MILDIOU&expire=2030-12-31&signature=abc';
const INVALID =
  "Ce lien de consentement n'est pas valide ou a expiré. Demandez un nouveau lien à votre organisme.";
const OPENED = {
  agri: 'AGRI0001',
  operateur: 'OP01',
  client: 'CLI01',
  service: 'MILDIOU',
  expiresAt: '2026-06-15T12:00:00.000Z',
};

/** A BFF without login session; `open` answers POST /bff/consent/session, `current` its GET. */
function setup(path: string, answers: { open?: FakeAnswer; current?: FakeAnswer }) {
  const requests = fakeBff((request) => {
    if (request.url === '/bff/consent/session') {
      const answer = request.method === 'POST' ? answers.open : answers.current;
      if (answer) return answer;
    }
    if (request.url === '/bff/session') return { status: 401, body: { code: 401, message: 'x' } };
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
  const { router } = renderRoutes(buildRoutes(), path);
  return { requests, router };
}

describe('consent area, account page', () => {
  it("opens the consent session from the link and greets the farmer with the link's codes", async () => {
    const { requests } = setup(LINK, { open: { status: 200, body: OPENED } });
    expect(await screen.findByText('Bienvenue dans votre espace de consentement.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Compte' })).toBeTruthy();
    expect(screen.getByText('Espace de consentement')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('AGRI0001')).toBeTruthy();
    expect(within(table).getByText('MILDIOU')).toBeTruthy();
    expect(screen.getByText(/jusqu'au 15\/06\/2026 14:00/)).toBeTruthy();
    const open = requests.find((r) => r.url === '/bff/consent/session');
    expect(open?.method).toBe('POST');
    expect(open?.headers['X-CSRF']).toBe('1');
    expect(open?.body).toEqual({
      agri: 'AGRI0001',
      operateur: 'OP01',
      client: 'CLI01',
      service: 'MILDIOU',
      expire: '2030-12-31',
      signature: 'abc',
    });
    // Farmers have no login: no way to the login page.
    expect(screen.queryByText('Retour à la connexion')).toBeNull();
  });

  it("shows the BFF's refusal of an invalid link in an alert, without any farmer data", async () => {
    setup(LINK, { open: { status: 403, body: { code: 403, message: INVALID } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Accès impossible')).toBeTruthy();
    expect(within(alert).getByText(INVALID)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Retour à la connexion')).toBeNull();
    // The error is the page's own: no error modal over it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a link, takes up the consent session of an earlier visit', async () => {
    const { requests } = setup('/consentement/compte', { current: { status: 200, body: OPENED } });
    expect(await screen.findByText('AGRI0001')).toBeTruthy();
    expect(requests.some((r) => r.url === '/bff/consent/session' && r.method === 'POST')).toBe(
      false,
    );
  });

  it('without a link nor an earlier visit, says how to get in', async () => {
    const message =
      "Aucun espace de consentement n'est ouvert. Utilisez le lien transmis par votre organisme.";
    setup('/consentement/compte', { current: { status: 401, body: { code: 401, message } } });
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
  });

  it('sends an incomplete link too, so that the BFF refuses it in its own words', async () => {
    const { requests } = setup('/consentement/compte?agri=AGRI0001&operateur=OP01', {
      open: { status: 403, body: { code: 403, message: INVALID } },
    });
    expect(within(await screen.findByRole('alert')).getByText(INVALID)).toBeTruthy();
    const open = requests.find((r) => r.method === 'POST');
    expect(open?.body).toMatchObject({ agri: 'AGRI0001', client: '', signature: '' });
  });
});

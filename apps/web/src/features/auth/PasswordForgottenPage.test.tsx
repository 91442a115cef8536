import { EMAIL_MAX } from '@agro/contracts/catalogue/input-limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { fakeBff, renderRoutes, type FakeAnswer } from '../../test/render';
import { csrfPostBody } from '../../test/requests';
import { findDialogSaying, findScreenTitle } from '../../test/screens';
import { TEST_CONFIG } from '../../test/signed-in-bff';
import { RESET_SUCCESS_MESSAGE } from './messages';

const FAILURE =
  'Un problème est survenu. Veuillez recommencer. Si cela se reproduit, merci de nous contacter.';

/** Nobody logged in: the page is open. `reset` answers POST /bff/password-reset. */
function setup(reset: FakeAnswer = { status: 200, body: { envoi: 1 } }) {
  const requests = fakeBff((request) => {
    if (request.url === '/bff/session') {
      return { status: 401, body: { code: 401, message: 'Session absente' } };
    }
    if (request.url === '/bff/config') return { status: 200, body: TEST_CONFIG };
    if (request.url === '/bff/password-reset') return reset;
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
  const { router } = renderRoutes(buildRoutes(), '/passwordForgotten');
  return { requests, router, user: userEvent.setup() };
}

const emailField = () => screen.findByRole('textbox', { name: /Adresse e-mail/ });
const sendButton = () => screen.getByRole('button', { name: 'Envoyer un nouveau mot de passe' });

describe('password-forgotten page', () => {
  it('opens without a login, titled as the screen table says', async () => {
    setup();
    expect(await findScreenTitle('Mot de passe oublié')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mot de passe oublié - Plateforme de test'));
    // The old page's registration form made no call: it is not offered.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('stops the address at the longest an e-mail address can be', async () => {
    setup();
    expect((await emailField()).getAttribute('maxlength')).toBe(String(EMAIL_MAX));
  });

  it("asks for an address, then a valid one, in the page's own words", async () => {
    const { user } = setup();
    const field = await emailField();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.click(field);
    await user.tab();
    expect(screen.getByText("L'e-mail est obligatoire")).toBeTruthy();
    await user.type(field, 'jean@exemple');
    expect(screen.getByText("L'e-mail n'est pas valide")).toBeTruthy();
    expect(screen.queryByText("L'e-mail est obligatoire")).toBeNull();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(field, '.fr');
    expect(screen.queryByText("L'e-mail n'est pas valide")).toBeNull();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends password/reset and confirms with the spec message', async () => {
    const { requests, user } = setup();
    const field = await emailField();
    await user.type(field, ' ferti@demo.fr ');
    await user.click(sendButton());
    await findDialogSaying('Réinitialisation du mot de passe', RESET_SUCCESS_MESSAGE);
    expect(csrfPostBody(requests, '/bff/password-reset')).toEqual({ mail: 'ferti@demo.fr' });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('reports a reset that was not sent with the spec message and no code', async () => {
    const { user } = setup({ status: 200, body: { envoi: 0 } });
    const field = await emailField();
    await user.type(field, 'inconnu@demo.fr');
    await user.click(sendButton());
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText(FAILURE).textContent).toBe(FAILURE);
    expect((field as HTMLInputElement).value).toBe('inconnu@demo.fr');
  });

  it('tells institute staff to use their agent code instead', async () => {
    const { requests, user } = setup();
    await user.type(await emailField(), 'jean.dupont@institut-demo.fr');
    expect(screen.getByRole('alert').textContent).toMatch(/code agent/);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(requests.some((r) => r.url === '/bff/password-reset')).toBe(false);
  });

  it('leads back to the login page', async () => {
    const { router, user } = setup();
    await emailField();
    await user.click(screen.getByRole('link', { name: 'Retour à la connexion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });
});

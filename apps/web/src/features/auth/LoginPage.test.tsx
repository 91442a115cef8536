import { EMAIL_MAX, LOGIN_MAX, PASSWORD_MAX } from '@agro/contracts/catalogue/input-limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBff, renderWithProviders, type FakeBff } from '../../test/render';
import { csrfPostBody } from '../../test/requests';
import { findDialogSaying, findScreenTitle } from '../../test/screens';
import { fertiSession } from '../../test/sessions';
import { TEST_CONFIG } from '../../test/signed-in-bff';
import { LoginPage } from './LoginPage';
import { RESET_SUCCESS_MESSAGE } from './messages';

const config: FakeBff = (request) =>
  request.url === '/bff/config'
    ? { status: 200, body: TEST_CONFIG }
    : { status: 404, body: { code: 404, message: 'Ressource introuvable' } };

function setup(login: FakeBff = config) {
  const requests = fakeBff((request) =>
    request.url === '/bff/login' || request.url === '/bff/password-reset'
      ? login(request)
      : config(request),
  );
  renderWithProviders(<LoginPage />);
  return { requests, user: userEvent.setup() };
}

const usernameField = () =>
  screen.getByRole('textbox', { name: /Adresse e-mail \(nom d'utilisateur\)/ });
const passwordField = () => screen.getByLabelText(/^Mot de passe/);
const submitButton = () => screen.getByRole('button', { name: 'Se connecter' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, login: string, password: string) {
  await user.type(usernameField(), login);
  await user.type(passwordField(), password);
}

describe('login page', () => {
  it('names the deployment from the configuration', async () => {
    setup();
    expect(await findScreenTitle('Plateforme de test')).toBeTruthy();
  });

  it("says which field is required once it was left empty, in the spec's words", async () => {
    const { user } = setup();
    await user.click(usernameField());
    await user.click(passwordField());
    await user.tab();
    expect(screen.getByText("Le nom d'utilisateur est requis")).toBeTruthy();
    expect(screen.getByText('Mot de passe requis')).toBeTruthy();
  });

  it('keeps the submit button disabled until both fields are filled', async () => {
    const { user } = setup();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await user.type(usernameField(), 'ferti@demo.fr');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await user.type(passwordField(), 'x');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    await user.clear(usernameField());
    await user.type(usernameField(), '   ');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('stops the login and the password at the lengths the BFF accepts', () => {
    setup();
    expect(usernameField().getAttribute('maxlength')).toBe(String(LOGIN_MAX));
    expect(passwordField().getAttribute('maxlength')).toBe(String(PASSWORD_MAX));
  });

  it('posts the credentials with the anti-forgery header', async () => {
    const { requests, user } = setup(() => ({ status: 200, body: fertiSession }));
    await fillIn(user, ' ferti@demo.fr ', 'Demo-Agro-2026!');
    await user.click(submitButton());
    await waitFor(() => expect(requests.some((r) => r.url === '/bff/login')).toBe(true));
    expect(csrfPostBody(requests, '/bff/login')).toEqual({
      login: 'ferti@demo.fr',
      password: 'Demo-Agro-2026!',
    });
  });

  it('shows the bad-credentials alert on 401', async () => {
    const { user } = setup(() => ({
      status: 401,
      body: { code: 401, message: 'Votre adresse e-mail/mot de passe est incorrect' },
    }));
    await fillIn(user, 'ferti@demo.fr', 'mauvais');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Votre adresse e-mail/mot de passe est incorrect');
    // The form stays, so the user can correct the password.
    expect(passwordField()).toBeTruthy();
  });

  it('shows the server-error card on other failures, and OK brings the form back', async () => {
    const { user } = setup(() => ({
      status: 502,
      body: {
        code: 502,
        message: 'Le serveur ne répond pas pour le moment. Veuillez réessayer plus tard.',
      },
    }));
    await fillIn(user, 'ferti@demo.fr', 'Demo-Agro-2026!');
    await user.click(submitButton());
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Erreur serveur' })).toBeTruthy();
    expect(within(card).getByText(/Le serveur ne répond pas pour le moment/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(usernameField()).toBeTruthy();
  });

  it('shows the server-error card when the server cannot be reached', async () => {
    const { user } = setup(() => 'network-failure');
    await fillIn(user, 'ferti@demo.fr', 'Demo-Agro-2026!');
    await user.click(submitButton());
    const card = await screen.findByRole('alert');
    expect(within(card).getByText("Le service d'authentification est injoignable.")).toBeTruthy();
    expect(within(card).getByText('Veuillez réessayer plus tard.')).toBeTruthy();
  });

  it('keeps the chosen language in local storage', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Langue\u202f: Français' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(window.localStorage.getItem('langue')).toBe('fr');
  });
});

describe('forgotten password dialog', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié\u202f?' }));
    return screen.findByRole('dialog', { name: 'Mot de passe oublié\u202f?' });
  }

  async function sendReset(user: ReturnType<typeof userEvent.setup>, email: string) {
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }), email);
    await user.click(
      within(dialog).getByRole('button', { name: 'Envoyer un nouveau mot de passe' }),
    );
  }

  it('asks for a valid e-mail before sending', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const field = within(dialog).getByRole('textbox', { name: /Adresse e-mail/ });
    const send = within(dialog).getByRole('button', { name: 'Envoyer un nouveau mot de passe' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'pas-une-adresse');
    await user.tab();
    expect(within(dialog).getByText('E-mail doit être valide')).toBeTruthy();
    await user.clear(field);
    expect(within(dialog).getByText('E-mail ne peut pas être vide')).toBeTruthy();
    expect(field.getAttribute('maxlength')).toBe(String(EMAIL_MAX));
  });

  it('sends password/reset and confirms with the spec message', async () => {
    const { requests, user } = setup(() => ({ status: 200, body: { envoi: 1 } }));
    await sendReset(user, 'ferti@demo.fr');
    await findDialogSaying('Réinitialisation du mot de passe', RESET_SUCCESS_MESSAGE);
    expect(csrfPostBody(requests, '/bff/password-reset')).toEqual({ mail: 'ferti@demo.fr' });
  });

  it('reports a reset that was not sent with the spec message and no code', async () => {
    const { user } = setup(() => ({ status: 200, body: { envoi: 0 } }));
    await sendReset(user, 'inconnu@demo.fr');
    await findDialogSaying(
      'Erreur',
      'Un problème est survenu. Veuillez recommencer. Si cela se reproduit, merci de nous contacter.',
    );
  });

  it('tells institute staff to use their agent code instead', async () => {
    const { requests, user } = setup();
    const dialog = await openDialog(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }),
      'jean.dupont@institut-demo.fr',
    );
    expect(within(dialog).getByRole('alert').textContent).toMatch(/code agent/);
    expect(
      within(dialog)
        .getByRole('button', { name: 'Envoyer un nouveau mot de passe' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(requests.some((r) => r.url === '/bff/password-reset')).toBe(false);
  });
});

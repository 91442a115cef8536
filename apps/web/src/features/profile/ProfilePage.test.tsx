import { EMAIL_MAX, PASSWORD_MAX } from '@agro/contracts/catalogue/input-limits';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../app/Providers';
import { buildRoutes } from '../../app/routes';
import { createQueryClient } from '../../lib/query-client';
import { resetDialogs } from '../../lib/dialog-store';
import type { SessionAnswer } from '../../lib/session';
import { fakeBff, type FakeAnswer, type RecordedRequest } from '../../test/render';
import { csrfPostBody } from '../../test/requests';
import { findDialogSaying, findScreenTitle } from '../../test/screens';
import {
  adminSession,
  conseillerSession,
  externalSession,
  fertiSession,
  staffSession,
} from '../../test/sessions';

const REQUIRED = 'Ce champ est requis';
const TOO_SHORT = 'Le mot de passe doit faire au minimum 12 caractères';
const NO_DIGIT = 'Le mot de passe doit contenir au moins un chiffre';
const NO_SPECIAL = 'Le mot de passe doit contenir au moins un caractère spécial';
const FAILURE =
  'Un problème est survenu. Veuillez recommencer. Si cela se reproduit, merci de nous contacter.';
const NEW_PASSWORD = 'Nouveau-Mdp-2026';

type Handler = (request: RecordedRequest) => FakeAnswer | undefined;

/**
 * The whole app at /profil against a fake BFF holding `session`; a successful invited connection
 * switches the BFF's session to `invited`, as the real one reissues the cookie.
 */
function setup(session: SessionAnswer, handler: Handler = () => undefined) {
  let current = session;
  const requests = fakeBff((request) => {
    if (request.url === '/bff/session') return { status: 200, body: current };
    if (request.url === '/bff/config') {
      return {
        status: 200,
        body: { instituteKeyword: 'institut', productName: 'Plateforme', supportEmail: 'a@b.fr' },
      };
    }
    const answer = handler(request);
    if (answer !== undefined) {
      if (
        request.url === '/bff/login-invite' &&
        answer !== 'network-failure' &&
        answer.status === 200
      ) {
        current = answer.body as SessionAnswer;
      }
      return answer;
    }
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
  // The app's own query client: failures take the shared error path, as in the browser.
  resetDialogs();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/profil'] });
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { queryClient, requests, router, user: userEvent.setup() };
}

const changeButton = () => screen.findByRole('button', { name: 'Modifier le mot de passe' });
const oldField = () => screen.getByLabelText(/^Ancien mot de passe/);
const newField = () => screen.getByLabelText(/^Nouveau mot de passe/);
const confirmationField = () => screen.getByLabelText(/^Confirmation du nouveau mot de passe/);
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await changeButton());
  return screen.getByRole('form', { name: 'Modification du mot de passe' });
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  old: string,
  password: string,
  confirmation = password,
) {
  await user.type(oldField(), old);
  await user.type(newField(), password);
  await user.type(confirmationField(), confirmation);
}

describe('profile page', () => {
  it('shows the login and the user name, read-only', async () => {
    setup(fertiSession);
    expect(await findScreenTitle('Profil utilisateur')).toBeTruthy();
    const login = screen.getByRole('textbox', { name: 'Identifiant' }) as HTMLInputElement;
    const name = screen.getByRole('textbox', { name: "Nom d'utilisateur" }) as HTMLInputElement;
    expect(login.value).toBe('ferti@demo.fr');
    expect(name.value).toBe('Rémi Fertilisation');
    expect(login.readOnly).toBe(true);
    expect(name.readOnly).toBe(true);
  });

  it('hides the change-password button from institute staff, and shows their login without the domain', async () => {
    setup(staffSession);
    const login = (await screen.findByRole('textbox', {
      name: 'Identifiant',
    })) as HTMLInputElement;
    expect(login.value).toBe('jdupont');
    expect(screen.queryByRole('button', { name: 'Modifier le mot de passe' })).toBeNull();
    expect(screen.getByText(/code agent/)).toBeTruthy();
  });

  it('offers the change-password button to everyone else', async () => {
    setup(externalSession('v3', 0));
    expect(await changeButton()).toBeTruthy();
  });
});

describe('password change', () => {
  it('says a field is required once it was left empty', async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    expect(document.activeElement).toBe(oldField());
    await user.click(newField());
    await user.click(confirmationField());
    await user.tab();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
  });

  it('stops the three passwords at the length the BFF accepts', async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    for (const field of [oldField(), newField(), confirmationField()]) {
      expect(field.getAttribute('maxlength')).toBe(String(PASSWORD_MAX));
    }
  });

  it('lists every rule the new password breaks, and clears them once it passes', async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    await user.type(newField(), 'abc');
    expect(screen.getByText(TOO_SHORT)).toBeTruthy();
    expect(screen.getByText(NO_DIGIT)).toBeTruthy();
    expect(screen.getByText(NO_SPECIAL)).toBeTruthy();
    await user.type(newField(), 'defghijkl1');
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
    expect(screen.queryByText(NO_DIGIT)).toBeNull();
    expect(screen.getByText(NO_SPECIAL)).toBeTruthy();
    await user.type(newField(), '%');
    expect(screen.queryByText(NO_SPECIAL)).toBeNull();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1); // the old password, left empty
    await user.clear(newField());
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
  });

  it('says when the confirmation differs from the new password', async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    await fillForm(user, 'ancien', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await user.tab();
    expect(
      screen.getByText('La confirmation ne correspond pas au nouveau mot de passe'),
    ).toBeTruthy();
  });

  it('enables Envoyer only with the old password and a valid, confirmed new one', async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    expect(isDisabled(sendButton())).toBe(true);
    // 11 characters: the rule is 12, not the 10 of the old button check.
    await fillForm(user, 'ancien', 'abcdefghi1!');
    expect(isDisabled(sendButton())).toBe(true);
    await user.type(newField(), 'x');
    expect(isDisabled(sendButton())).toBe(true);
    await user.type(confirmationField(), 'x');
    expect(isDisabled(sendButton())).toBe(false);
    await user.clear(oldField());
    expect(isDisabled(sendButton())).toBe(true);
  });

  it('posts password/change and confirms with the spec message', async () => {
    const { requests, user } = setup(fertiSession, (request) =>
      request.url === '/bff/password-change' ? { status: 200, body: { envoi: 1 } } : undefined,
    );
    await openForm(user);
    await fillForm(user, 'Demo-Agro-2026!', NEW_PASSWORD);
    await user.click(sendButton());
    await findDialogSaying(
      'Modification du mot de passe',
      'Votre mot de passe a bien été modifié.',
    );
    expect(csrfPostBody(requests, '/bff/password-change')).toEqual({
      mail: 'ferti@demo.fr',
      oldMdp: 'Demo-Agro-2026!',
      newMdp: NEW_PASSWORD,
    });
    expect(screen.queryByRole('form', { name: 'Modification du mot de passe' })).toBeNull();
  });

  it('reports a refused change (wrong old password) without logging out, and keeps the form', async () => {
    const { requests, router, user } = setup(fertiSession, (request) =>
      request.url === '/bff/password-change' ? { status: 200, body: { envoi: 0 } } : undefined,
    );
    await openForm(user);
    await fillForm(user, 'pas-le-bon', NEW_PASSWORD);
    await user.click(sendButton());
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    // The code is empty: the line is the description alone.
    expect(within(error).getByText(FAILURE).textContent).toBe(FAILURE);
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('form', { name: 'Modification du mot de passe' })).toBeTruthy();
    expect((oldField() as HTMLInputElement).value).toBe('pas-le-bon');
    expect(router.state.location.pathname).toBe('/profil');
    expect(requests.some((r) => r.url === '/bff/logout')).toBe(false);
  });

  it('gives the focus back to the button when the form is cancelled', async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByText('Modifier le mot de passe').closest('button'),
      ),
    );
  });

  it("closes with one click on 'Annuler', the focused field showing no error meanwhile", async () => {
    const { user } = setup(fertiSession);
    await openForm(user);
    expect(document.activeElement).toBe(oldField());
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    // Between pressing and releasing: the field keeps the focus, so no error appears above the
    // buttons to move 'Annuler' from under the pointer.
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(document.activeElement).toBe(oldField());
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });
    expect(screen.queryByRole('form', { name: 'Modification du mot de passe' })).toBeNull();
  });
});

describe('invited connection', () => {
  const field = () => screen.getByRole('textbox', { name: "Adresse e-mail de l'utilisateur" });
  const connect = () => screen.getByRole('button', { name: 'Se connecter avec ce compte' });

  it('is offered to administrators only', async () => {
    setup(fertiSession);
    await changeButton();
    expect(screen.queryByRole('heading', { name: 'Connexion invitée' })).toBeNull();
  });

  it('stops the address at the longest an e-mail address can be', async () => {
    setup(adminSession);
    expect(await screen.findByRole('heading', { name: 'Connexion invitée' })).toBeTruthy();
    expect(field().getAttribute('maxlength')).toBe(String(EMAIL_MAX));
  });

  it('asks for a valid e-mail', async () => {
    const { user } = setup(adminSession);
    expect(await screen.findByRole('heading', { name: 'Connexion invitée' })).toBeTruthy();
    expect(isDisabled(connect())).toBe(true);
    await user.type(field(), 'conseiller@demo');
    await user.tab();
    expect(screen.getByText('E-mail doit être valide')).toBeTruthy();
    expect(isDisabled(connect())).toBe(true);
    await user.type(field(), '.fr');
    expect(screen.queryByText('E-mail doit être valide')).toBeNull();
    expect(isDisabled(connect())).toBe(false);
  });

  it('switches the session to the invited user and goes home', async () => {
    const { queryClient, requests, router, user } = setup(adminSession, (request) =>
      request.url === '/bff/login-invite' ? { status: 200, body: conseillerSession } : undefined,
    );
    await screen.findByRole('heading', { name: 'Connexion invitée' });
    // An answer read with the administrator's rights, which the invited user must not see.
    queryClient.setQueryData(['conseillers'], [{ id_conseiller: 1 }]);
    expect(screen.getByRole('link', { name: 'Administrateur Démo' })).toBeTruthy();
    await user.type(field(), ' conseiller@demo.fr ');
    await user.click(connect());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Claire Conseil' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administrateur Démo' })).toBeNull();
    expect(
      await screen.findByText('Vous utilisez maintenant la plateforme en tant que Claire Conseil.'),
    ).toBeTruthy();
    expect(csrfPostBody(requests, '/bff/login-invite')).toEqual({ login: 'conseiller@demo.fr' });
    expect(queryClient.getQueryData(['conseillers'])).toBeUndefined();
    // The invited user's menu: Mildiou, not the administrator's Administration.
    const menu = within(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(menu.getByRole('button', { name: 'Mildiou' })).toBeTruthy();
    expect(menu.queryByRole('button', { name: 'Administration' })).toBeNull();
  });

  it("then shows in the shell whose session it is, and the way back to one's own", async () => {
    const { user } = setup(adminSession, (request) =>
      request.url === '/bff/login-invite' ? { status: 200, body: conseillerSession } : undefined,
    );
    await screen.findByRole('heading', { name: 'Connexion invitée' });
    expect(screen.queryByText(/\(connexion invitée\)/)).toBeNull();
    await user.type(field(), 'conseiller@demo.fr');
    await user.click(connect());
    // The BFF's answer does not say it: the tab remembers who opened the session.
    expect(
      await screen.findByText('Vous êtes connecté en tant que Claire Conseil (connexion invitée)'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revenir à mon compte' })).toBeTruthy();
    expect(screen.getByText(/Votre session d'administrateur \(Administrateur Démo\)/)).toBeTruthy();
    window.sessionStorage.clear();
  });

  it("shows the BFF's message when nobody has that address", async () => {
    const { router, user } = setup(adminSession, (request) =>
      request.url === '/bff/login-invite'
        ? {
            status: 404,
            body: { code: 404, message: 'Aucun utilisateur ne correspond à cette adresse.' },
          }
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Connexion invitée' });
    await user.type(field(), 'inconnu@demo.fr');
    await user.click(connect());
    await findDialogSaying('Erreur', '404 - Aucun utilisateur ne correspond à cette adresse.');
    expect(router.state.location.pathname).toBe('/profil');
  });
});

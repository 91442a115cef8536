import { visibleMenu } from '@agro/contracts/menu';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBff, renderRoutes, type RecordedRequest } from '../../test/render';
import { conseillerSession, externalSession, fertiSession } from '../../test/sessions';
import type { SessionAnswer } from '../../lib/session';
import { buildRoutes } from '../routes';

function bffWith(session: SessionAnswer, extra?: (r: RecordedRequest) => unknown) {
  return fakeBff((request) => {
    if (request.url === '/bff/session') return { status: 200, body: session };
    if (request.url === '/bff/logout') return { status: 204 };
    const body = extra?.(request);
    if (body !== undefined) return { status: 200, body };
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

async function mainMenu() {
  return within(await screen.findByRole('navigation', { name: 'Menu principal' }));
}

/** The top-level entries of the menu: section buttons and direct links, in order. */
function topLevelNames(menu: ReturnType<typeof within>): string[] {
  return menu
    .getAllByRole('listitem')
    .map((item: HTMLElement) => item.querySelector('a, button')?.textContent ?? '');
}

describe('shell menu', () => {
  it("shows a user exactly the sections the user's rights allow", async () => {
    bffWith(fertiSession);
    renderRoutes(buildRoutes(), '/home');
    const menu = await mainMenu();
    const expected = visibleMenu({ loggedIn: true, rights: fertiSession.rights }).map(
      (node) => node.item.label,
    );
    expect(expected).toEqual(['Ferti', 'Aide']);
    expect(topLevelNames(menu)).toEqual(expected);
  });

  it("opens a section on the items the user's rights allow", async () => {
    const user = userEvent.setup();
    bffWith(fertiSession);
    renderRoutes(buildRoutes(), '/home');
    const menu = await mainMenu();
    await user.click(menu.getByRole('button', { name: 'Ferti' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['CHN', 'QN']);
    await user.click(items[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suivi QN' })).toBeTruthy();
    // The keyboard focus follows the navigation into the new page.
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('gives external advisers the reduced menu with the count of consents to validate', async () => {
    const user = userEvent.setup();
    bffWith(externalSession('v3', 3));
    renderRoutes(buildRoutes(), '/home');
    const menu = await mainMenu();
    expect(topLevelNames(menu)).toEqual(['Mon compte', 'Gestion3(3 consentements à valider)']);
    expect(menu.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/profil');
    await user.click(menu.getByRole('button', { name: 'Gestion (3 consentements à valider)' }));
    const item = await screen.findByRole('menuitem', {
      name: 'Mes conseillers (3 consentements à valider)',
    });
    expect(item.getAttribute('href')).toBe('/gestion/agriculteurs');
    expect(menu.queryByRole('button', { name: 'Mildiou' })).toBeNull();
  });

  it('shows no badge when every consent is validated', async () => {
    const user = userEvent.setup();
    bffWith(externalSession('v3', 0));
    renderRoutes(buildRoutes(), '/home');
    const menu = await mainMenu();
    await user.click(menu.getByRole('button', { name: 'Gestion' }));
    expect(await screen.findByRole('menuitem', { name: 'Mes conseillers' })).toBeTruthy();
  });

  it("links the user's name to the profile and logs out to the login page", async () => {
    const user = userEvent.setup();
    const requests = bffWith(fertiSession);
    const { router } = renderRoutes(buildRoutes(), '/home');
    const profile = await screen.findByRole('link', { name: 'Rémi Fertilisation' });
    expect(profile.getAttribute('href')).toBe('/profil');
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some((r) => r.url === '/bff/logout' && r.method === 'POST')).toBe(true);
  });

  it('shows the footer with the year and a link to the terms', async () => {
    const user = userEvent.setup();
    bffWith(fertiSession);
    renderRoutes(buildRoutes(), '/home');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()}`)).toBeTruthy();
    await user.click(
      within(footer).getByRole('button', { name: "Conditions générales d'utilisation" }),
    );
    const terms = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" });
    expect(within(terms).queryByRole('button', { name: 'Accepter' })).toBeNull();
    await user.click(within(terms).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('footer', () => {
  it('lists its entries without separator characters, which a wrapped line could begin with', async () => {
    bffWith(fertiSession);
    renderRoutes(buildRoutes(), '/home');
    const footer = await screen.findByRole('contentinfo');
    const entries = within(within(footer).getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Service financé par des fonds publics',
      `© ${new Date().getFullYear()}`,
      'À propos',
      "Conditions générales d'utilisation",
    ]);
    expect(footer.textContent).not.toMatch(/·/);
  });
});

describe('invited connection', () => {
  afterEach(() => window.sessionStorage.clear());

  it("says whose session it is and logs out to the login page to get one's own back", async () => {
    const user = userEvent.setup();
    // The BFF's answer says who opened the session.
    const requests = bffWith({ ...conseillerSession, invitedBy: 'Administrateur Démo' });
    const { router } = renderRoutes(buildRoutes(), '/home');
    expect(
      await screen.findByText('Vous êtes connecté en tant que Claire Conseil (connexion invitée)'),
    ).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Revenir à mon compte' });
    expect(back.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(back.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/Administrateur Démo.*déconnectez-vous puis reconnectez-vous/);
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some((r) => r.url === '/bff/logout' && r.method === 'POST')).toBe(true);
  });

  it("falls back on the tab's own flag, for that user only", async () => {
    window.sessionStorage.setItem(
      'agro.connexion-invitee',
      JSON.stringify({ login: conseillerSession.user.login, invitedBy: 'Administrateur Démo' }),
    );
    bffWith(conseillerSession);
    renderRoutes(buildRoutes(), '/home');
    expect(await screen.findByText(/connecté en tant que Claire Conseil/)).toBeTruthy();
  });

  it('shows nothing in a session of ones own', async () => {
    window.sessionStorage.setItem(
      'agro.connexion-invitee',
      JSON.stringify({ login: 'quelqu.un@demo.fr', invitedBy: 'Administrateur Démo' }),
    );
    bffWith(fertiSession);
    renderRoutes(buildRoutes(), '/home');
    await mainMenu();
    expect(screen.queryByText(/connexion invitée/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revenir à mon compte' })).toBeNull();
  });
});

describe('terms of use of an external adviser', () => {
  it('open by themselves until accepted, and accepting posts the version', async () => {
    const user = userEvent.setup();
    const requests = bffWith(externalSession(null), (request) =>
      request.url === '/api/conseillers/42/cgu' ? { data: 1 } : undefined,
    );
    renderRoutes(buildRoutes(), '/home');
    const terms = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" });
    expect(within(terms).getByText(/consentement de cet agriculteur/)).toBeTruthy();
    expect(within(terms).queryByRole('button', { name: 'Fermer' })).toBeNull();
    await user.click(within(terms).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const accept = requests.find((r) => r.url === '/api/conseillers/42/cgu');
    expect(accept?.method).toBe('POST');
    expect(accept?.headers['X-CSRF']).toBe('1');
    expect(accept?.body).toEqual({ cgu: 'v3' });
  });

  it('log the user out when refused', async () => {
    const user = userEvent.setup();
    bffWith(externalSession('v2'));
    const { router } = renderRoutes(buildRoutes(), '/home');
    const terms = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" });
    await user.click(within(terms).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

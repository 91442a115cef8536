import {
  ADDRESS_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '@agro/contracts/catalogue/input-limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { fakeBff, renderRoutes, type FakeAnswer, type RecordedRequest } from '../../test/render';
import { csrfPostBody } from '../../test/requests';
import { findDialogSaying } from '../../test/screens';

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

const termsBox = () =>
  screen.getByRole('checkbox', { name: /conditions générales/ }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const posted = (requests: RecordedRequest[], url: string) =>
  requests.find((r) => r.method === 'POST' && r.url === url)?.body;

const FARMER_PATH = '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01';
const SAVED_FARMER = {
  id_agri: 1,
  nom_agri: 'Durand',
  prenom_agri: 'Paul',
  raison_sociale: 'EARL Durand',
  telephone: null,
  mail: 'paul@earl-durand.fr',
  adresse: null,
  code_postal: null,
  ville: null,
  cgu: 'v3',
};
const PLOTS = [
  { id: 11, name: 'Les Grands Champs', variety: 'Bintje' },
  { id: 12, name: 'Le Bas Pré', variety: null },
];
const ADVISERS = [
  { id_conseiller: 7, nom_conseiller: 'Martin', prenom_conseiller: 'Léa', organisme: 'Coop Nord' },
];
const COMMUNES = [
  {
    code_postal: '80000',
    nom_de_la_commune: 'AMIENS',
    code_commune_insee: '80021',
    _geopoint: null,
  },
];

interface Answers {
  open?: FakeAnswer;
  current?: FakeAnswer;
  /** The farmer's record (GET); the saved farmer unless given. */
  farmer?: unknown;
  links?: unknown[];
  /** Answer of every write (POST farmer, POST link, DELETE link). */
  write?: FakeAnswer;
}

/** A BFF without login session; `open` answers POST /bff/consent/session, `current` its GET. */
function setup(path: string, answers: Answers) {
  const requests = fakeBff((request) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/bff/consent/session') {
      const answer = request.method === 'POST' ? answers.open : answers.current;
      if (answer) return answer;
    }
    if (url === '/bff/session') return { status: 401, body: { code: 401, message: 'x' } };
    if (url === '/bff/config') return { status: 200, body: { platformDate: '2026-06-16' } };
    if (request.method !== 'GET' && url.startsWith('/api/')) {
      return answers.write ?? { status: 200, body: { data: 1 } };
    }
    const data: Record<string, unknown> = {
      [FARMER_PATH]: 'farmer' in answers ? answers.farmer : SAVED_FARMER,
      [`${FARMER_PATH}/conseillers`]: answers.links ?? [],
      [`${FARMER_PATH}/services/MILDIOU`]: PLOTS,
      '/api/conseillers/services/MILDIOU': ADVISERS,
      '/api/cp/data/gouv': COMMUNES,
    };
    if (url in data) return { status: 200, body: { data: data[url] } };
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
  const { router } = renderRoutes(buildRoutes(), path);
  return { requests, router };
}

describe('consent area, opening', () => {
  it("opens the consent session from the link and shows the farmer's saved details", async () => {
    const { requests } = setup(LINK, { open: { status: 200, body: OPENED } });
    expect(await screen.findByDisplayValue('EARL Durand')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Compte' })).toBeTruthy();
    expect(screen.getByText('Espace de consentement')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Compte', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Gestion' })).toBeTruthy();
    expect(screen.getByText(/Code agriculteur AGRI0001 — service MILDIOU/)).toBeTruthy();
    expect(screen.getByText(/jusqu'au 15\/06\/2026 14:00/)).toBeTruthy();
    // Terms of the current version stay accepted.
    expect(termsBox().checked).toBe(true);
    expect(csrfPostBody(requests, '/bff/consent/session')).toEqual({
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
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Retour à la connexion')).toBeNull();
    // The error is the page's own: no error modal over it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a link, takes up the consent session of an earlier visit', async () => {
    const { requests } = setup('/consentement/compte', { current: { status: 200, body: OPENED } });
    expect(await screen.findByText(/Code agriculteur AGRI0001/)).toBeTruthy();
    expect(requests.some((r) => r.url === '/bff/consent/session' && r.method === 'POST')).toBe(
      false,
    );
  });

  it('without a link nor an earlier visit, says how to get in', async () => {
    const message =
      "Aucun espace de consentement n'est ouvert. Utilisez le lien transmis par votre organisme.";
    setup('/consentement/gestion', { current: { status: 401, body: { code: 401, message } } });
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion' })).toBeTruthy();
    // Farmers have no login: no way to a login page.
    expect(
      screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === '/login'),
    ).toEqual([]);
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

describe("consent area, the 'Compte' tab", () => {
  it('keeps Enregistrer disabled until the names are given and the terms accepted, then saves with terms v3', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/consentement/compte', {
      current: { status: 200, body: OPENED },
      farmer: null,
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(button('Enregistrer').disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Durand');
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Paul');
    await user.type(screen.getByRole('textbox', { name: 'Raison sociale' }), 'EARL Durand');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'paul@earl');
    await user.tab();
    expect(screen.getByText('E-mail doit être valide')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '-durand.fr');
    await user.type(screen.getByRole('textbox', { name: 'Code postal' }), '80000');
    expect(button('Enregistrer').disabled).toBe(true);
    // The terms are read in their dialog and accepted there.
    await user.click(button("conditions générales d'utilisation"));
    await user.click(await screen.findByRole('button', { name: 'Accepter' }));
    expect(termsBox().checked).toBe(true);
    await user.click(button('Enregistrer'));
    const info = await screen.findByRole('dialog', { name: 'Enregistrement effectué' });
    expect(
      within(info).getByText(
        "Vos données ont bien été enregistrées. Vous pouvez dès à présent donner accès à vos données à des conseillers en vous rendant sur l'onglet Gestion.",
      ),
    ).toBeTruthy();
    expect(posted(requests, FARMER_PATH)).toEqual({
      nom_agri: 'Durand',
      prenom_agri: 'Paul',
      raison_sociale: 'EARL Durand',
      mail: 'paul@earl-durand.fr',
      telephone: null,
      adresse: null,
      code_postal: '80000',
      ville: null,
      cgu: 'v3',
    });
    // The postal code brought its communes up for the city.
    expect(requests.some((r) => r.url === '/api/cp/data/gouv?q=80000')).toBe(true);
  });

  it('stops every text at the length the BFF accepts for it', async () => {
    setup('/consentement/compte', { current: { status: 200, body: OPENED } });
    await screen.findByRole('button', { name: 'Enregistrer' });
    const limits: Record<string, number> = {
      Nom: NAME_MAX,
      Prénom: NAME_MAX,
      'Raison sociale': NAME_MAX,
      'E-mail': EMAIL_MAX,
      Téléphone: PHONE_MAX,
      Adresse: ADDRESS_MAX,
      'Code postal': 5,
      Ville: NAME_MAX,
    };
    for (const [name, max] of Object.entries(limits)) {
      const field = screen.getByRole('textbox', { name });
      expect([name, field.getAttribute('maxlength')]).toEqual([name, String(max)]);
    }
  });

  it("asks again for terms of an older version, and says 'Un problème est survenu.' when the save is not done", async () => {
    const user = userEvent.setup();
    setup('/consentement/compte', {
      current: { status: 200, body: OPENED },
      farmer: { ...SAVED_FARMER, cgu: 'v2' },
      write: { status: 200, body: { data: 0 } },
    });
    await screen.findByDisplayValue('EARL Durand');
    expect(termsBox().checked).toBe(false);
    expect(button('Enregistrer').disabled).toBe(true);
    await user.click(termsBox());
    await user.click(button('Enregistrer'));
    expect(await screen.findByText('Un problème est survenu.')).toBeTruthy();
  });
});

describe("consent area, the 'Gestion' tab", () => {
  it("blocks adding an adviser before the farmer's details and terms are saved", async () => {
    const user = userEvent.setup();
    setup('/consentement/gestion', { current: { status: 200, body: OPENED }, farmer: null });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un conseiller' }));
    await findDialogSaying(
      'Opération impossible',
      "Avant de pouvoir ajouter un conseiller, il faut avoir rempli les informations vous concernant dans l'onglet Compte.",
    );
  });

  it('needs the plots of a partial share, then grants the adviser access to them', async () => {
    const user = userEvent.setup();
    const { requests } = setup('/consentement/gestion', {
      current: { status: 200, body: OPENED },
    });
    expect(
      await screen.findByText("Vous n'avez encore donné accès à vos données à aucun conseiller."),
    ).toBeTruthy();
    await user.click(button('Ajouter un conseiller'));
    const form = await screen.findByRole('dialog', { name: 'Donner accès à un conseiller' });
    const service = within(form).getByRole('textbox', { name: 'Service' }) as HTMLInputElement;
    expect(service.readOnly).toBe(true);
    expect(service.value).toBe('Mildiou');
    await user.click(within(form).getByRole('combobox', { name: 'Conseiller' }));
    await user.click(await screen.findByRole('option', { name: 'Léa Martin — Coop Nord' }));
    await user.click(within(form).getByRole('radio', { name: 'Certaines parcelles seulement' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const info = await screen.findByRole('dialog', { name: 'Opération impossible' });
    expect(within(info).getByText('Vous devez préciser les parcelles concernées.')).toBeTruthy();
    await user.click(within(info).getByRole('button', { name: 'OK' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Les Grands Champs (Bintje)' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(posted(requests, `${FARMER_PATH}/conseillers`)).toEqual({
        id_agri_cons: null,
        id_conseiller: 7,
        date_debut: '2026-06-16',
        date_fin: '2026-12-31',
        service: 'MILDIOU',
        parcelles_inclues: [11],
        parcelles_exclues: [],
      }),
    );
  });

  it("lists the granted advisers with what they see and their validation, and edits a grant's mode", async () => {
    const user = userEvent.setup();
    const link = {
      id_agri_cons: 5,
      id_valid_cons_agri: 5,
      id_conseiller: 7,
      date_debut: '2026-01-01',
      date_fin: '2026-12-31',
      service: 'MILDIOU',
      parcelles_inclues: [11],
      parcelles_exclues: [],
      validation_conseiller: 1,
      date_validation: '2026-03-02',
    };
    const { requests } = setup('/consentement/gestion', {
      current: { status: 200, body: OPENED },
      links: [link],
    });
    const table = await screen.findByRole('table', {
      name: 'Conseillers ayant accès à mes données',
    });
    expect(await within(table).findByText('Léa Martin')).toBeTruthy();
    expect(within(table).getByText('1 parcelle')).toBeTruthy();
    expect(within(table).getByText('Validé')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: "Modifier l'accès de Léa Martin" }));
    const form = await screen.findByRole('dialog', { name: "Modifier l'accès du conseiller" });
    const radio = (name: string) => within(form).getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('Certaines parcelles seulement').checked).toBe(true);
    await user.click(radio('Toutes mes parcelles sauf certaines'));
    await user.click(within(form).getByRole('checkbox', { name: 'Le Bas Pré' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(posted(requests, `${FARMER_PATH}/conseillers`)).toMatchObject({
        id_agri_cons: 5,
        parcelles_inclues: ['all'],
        parcelles_exclues: [12],
      }),
    );
  });
});

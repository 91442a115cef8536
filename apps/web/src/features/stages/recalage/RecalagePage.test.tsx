// The recalage screen against a fake BFF (fixed answers, to reach every state): the
// own requests at first, a validator's 'À valider' view with its count (issue 41), the rights
// deciding 'Nouvelle demande' and the reason it says when disabled, a duplicate sent after the
// perimeter confirmation, a modification as a correction after the similar requests, the form's
// messages, the privileged actions, the disease tab opened from the address, and the admin
// sections.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import {
  COMBINED_EARLINESS,
  FORM_INCOMPLETE,
  RECALAGE_SAVED,
  RECALAGE_SEND_FAILED,
} from '@agro/domain/recalage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import type { SessionAnswer } from '../../../lib/session';
import { TEST_CONFIG } from '../../../test/help-bff';
import { fakeBff, renderRoutes, type FakeAnswer, type RecordedRequest } from '../../../test/render';
import { findScreenTitle } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession, staffSession } from '../../../test/sessions';
import { LAZY_CHUNK } from '../../../test/timeouts';
import { DISEASE_LOAD_FAILED, NO_RIGHTS, RIGHTS_LOAD_FAILED } from './messages';

const request = (id: number, overrides: Partial<RecalageRequest> = {}): RecalageRequest => ({
  id,
  culture: 17,
  stade: 'epi1cm',
  maladie: null,
  departements: ['28'],
  datedebut: '2026-10-01',
  datefin: '2026-10-15',
  stations: [],
  typesolspanoramix: [],
  typesolsarvalis: [],
  pra: [],
  nom_pra: [],
  demandeur: 'Jean Dupont',
  codeagent_demandeur: 'jdupont',
  precomontaison: [5, 6],
  precoepiaison: [],
  varietes: [],
  notesensibilite: null,
  jourdecalage: -3,
  typerecalage: 'Nouvelle demande',
  ref_recalagecorrige: null,
  commentaire: `Montaison en avance ${id}`,
  date_demande: '2025-11-02T09:30:00Z',
  campagne: 2027,
  horsperimetre_ir: false,
  warnings: null,
  p_archive: false,
  validation_gestion: null,
  validation_integration: null,
  ...overrides,
});

const stageRequests = [
  request(11, { departements: ['28', '41'], warnings: 'Décalage important' }),
  request(12, { demandeur: 'Marie Martin', codeagent_demandeur: 'mmartin', commentaire: 'Autre' }),
  request(13, { p_archive: true, commentaire: 'Ancienne demande', validation_gestion: true }),
];
const diseaseRequests = [
  request(21, { stade: null, maladie: 'septoriose', notesensibilite: 4, jourdecalage: 6 }),
];

interface Options {
  session?: SessionAnswer;
  /** The stage requests listed, the fixture's by default. */
  stages?: RecalageRequest[];
  rights?: string[];
  similar?: RecalageRequest[];
  created?: unknown;
  integration?: number;
  failing?: string;
}

function bff(options: Options = {}): RecordedRequest[] {
  const { session = staffSession, rights = ['28', '45'], similar = [], created = true } = options;
  const data = (value: unknown): FakeAnswer => ({ status: 200, body: { data: value } });
  return fakeBff(({ url, method }) => {
    if (url === '/bff/session') return { status: 200, body: session };
    if (url === '/bff/config') {
      return { status: 200, body: { ...TEST_CONFIG, platformDate: '2026-11-20' } };
    }
    if (options.failing && url.startsWith(options.failing)) {
      return { status: 500, body: { code: 500, message: 'Erreur API' } };
    }
    const base = '/api/previRecalage/';
    if (!url.startsWith(base) && url !== '/api/send-email') {
      return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
    }
    const path = url.slice(base.length);
    if (path === 'droits') return data(rights);
    if (path === 'demandes/stades' && method === 'GET')
      return data(options.stages ?? stageRequests);
    if (path === 'demandes/stades' && method === 'POST') return data(created);
    if (path === 'demandes/stades/check') return data(similar);
    if (path === 'demandes/maladies' && method === 'GET') return data(diseaseRequests);
    if (path === 'demandes/maladies' && method === 'POST') return data(created);
    if (path === 'departements') {
      return data([
        { nom_region: 'Centre-Val de Loire', nom_dept: 'Eure-et-Loir', code_dept: '28' },
        { nom_region: 'Centre-Val de Loire', nom_dept: 'Loir-et-Cher', code_dept: '41' },
        { nom_region: 'Centre-Val de Loire', nom_dept: 'Loiret', code_dept: '45' },
      ]);
    }
    if (path === 'stations') return data([{ NomComplet: 'Chartres', CodeStation: '2807' }]);
    if (path === 'sols') return data([{ nom_arvalis: 'Limon profond', id: 12 }]);
    if (path === 'pra') return data([{ nom: 'Beauce chartraine', code_pra: '28021' }]);
    if (path === 'varietes/notes') {
      return data([{ idEspece: 17, variete: 'CHEVIGNON', precomontaison: 5, precoepiaison: 6 }]);
    }
    if (path === 'stades/validation') return data(1);
    if (path === 'stades/integration') return data({ http_code: options.integration ?? 200 });
    if (path === 'recalages/enplace' || path === 'recalages/derniers') return data([]);
    if (path === 'apirecalage/stades') {
      return data([
        {
          culture: 17,
          departement: '28',
          type_recalage: 'montaison',
          date_semis_debut: '2026-10-06',
          valeur_recalage: 2,
          recal_detail: null,
          sol_panoramix: null,
          station: null,
        },
      ]);
    }
    if (path === 'stades/validationfichier/csv')
      return data([{ line: 1, error: null, warning: null }]);
    if (path === 'mail/rapport') {
      return data([
        { subject: 'Rapport', body: 'Texte', recipients: ['a@demo.fr'], sender: 'b@demo.fr' },
      ]);
    }
    if (url === '/api/send-email') return data(1);
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

/** An administrator who also holds the stage module's right. */
const stagesAdmin: SessionAnswer = { ...adminSession, rights: [...adminSession.rights, 'STADES'] };
const privileged: SessionAnswer = { ...staffSession, recalagePrivileged: true };

async function openScreen(path = '/stade/recalage') {
  const view = renderRoutes(buildRoutes(), path);
  await findScreenTitle('Recalage');
  return { ...view, user: userEvent.setup() };
}

const stageTable = () => screen.getByRole('table', { name: 'Demandes de recalage de stade' });

beforeEach(() => {
  setScreenWidth(1280);
});

describe('the recalage screen, stage tab', () => {
  it("shows the user's own active requests at first, and everyone's without 'Mes demandes'", async () => {
    bff();
    const { user } = await openScreen();
    await within(stageTable()).findByText('Montaison en avance 11', {}, LAZY_CHUNK);
    expect(within(stageTable()).queryByText('Autre')).toBeNull();
    expect(within(stageTable()).queryByText('Ancienne demande')).toBeNull();
    expect(within(stageTable()).getAllByText('Blé tendre').length).toBeGreaterThan(0);
    expect(within(stageTable()).getByText('Épi 1 cm (montaison)')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Mes demandes' }));
    await within(stageTable()).findByText('Autre');
    // A user who is not privileged deletes only his own pending requests, and validates none.
    expect(screen.getByRole('button', { name: 'Supprimer la demande 11' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Supprimer la demande 12' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Valider/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intégrer les recalages validés' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier la demande 12' })).toBeNull();
    expect(
      screen.getByRole('button', {
        name: 'Avertissements de la demande 11\u202f: Décalage important',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nouvelle demande' }).hasAttribute('disabled')).toBe(
      false,
    );
    // Admin sections are not shown.
    expect(screen.queryByRole('button', { name: 'Vérification fichier recalage' })).toBeNull();
  });

  it('disables the new request without recalibration rights, and says why', async () => {
    bff({ rights: [] });
    const { user } = await openScreen();
    // Once the rights are read, the button is the one that says why (a new element).
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Nouvelle demande' }).getAttribute('aria-disabled'),
      ).toBe('true'),
    );
    const button = screen.getByRole('button', { name: 'Nouvelle demande' });
    // The reason is the button's description, and its tooltip once a keyboard reaches it.
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(NO_RIGHTS);
    act(() => button.focus());
    await waitFor(() => expect(screen.getAllByText(NO_RIGHTS)).toHaveLength(2));
    await user.click(button);
    expect(screen.queryByRole('dialog', { name: /Nouvelle demande/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dupliquer la demande 11' })).toBeNull();
  });

  it('says no reason while the rights are read, nor when they could not be', async () => {
    bff({ failing: '/api/previRecalage/droits' });
    await openScreen();
    await screen.findByText(RIGHTS_LOAD_FAILED, {}, LAZY_CHUNK);
    const button = screen.getByRole('button', { name: 'Nouvelle demande' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(NO_RIGHTS)).toBeNull();
  });

  it('says an incomplete form, then a wrong one', async () => {
    bff();
    const { user } = await openScreen();
    const button = screen.getByRole('button', { name: 'Nouvelle demande' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Nouvelle demande de recalage de stade',
    });
    // The sowing start offers the 1, 6, 11, 16, 21 and 26 of the window's months only.
    await user.click(within(dialog).getByRole('button', { name: 'Début semis' }));
    const first = await screen.findByRole('button', { name: 'mardi 1 septembre 2026' });
    const second = screen.getByRole('button', { name: 'mercredi 2 septembre 2026' });
    expect(second.hasAttribute('disabled') || second.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
    await user.click(first);
    expect(within(dialog).getByRole('button', { name: 'Début semis' }).textContent).toContain(
      '01/09/2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(FORM_INCOMPLETE);
    await user.click(within(dialog).getByRole('combobox', { name: 'Précocités épiaison' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Précocités montaison' }));
    await user.click(await screen.findByRole('option', { name: '4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await within(dialog).findByText(COMBINED_EARLINESS);
    expect(within(dialog).getByRole('radio', { name: 'Correction' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('sends a duplicate as a new request, out of perimeter once confirmed', async () => {
    const requests = bff();
    const { user } = await openScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Dupliquer la demande 11' }, LAZY_CHUNK),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Dupliquer la demande de recalage de stade',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(confirm.textContent).toContain('Hors périmètre\u202f: 41');
    await user.click(within(confirm).getByRole('button', { name: 'Oui' }));
    await screen.findByText(RECALAGE_SAVED.message);
    const sent = requests.find(
      (r) => r.method === 'POST' && r.url === '/api/previRecalage/demandes/stades',
    );
    expect(sent?.body).toMatchObject({
      selectedDate: ['2026-10-01', '2026-10-15'],
      selectedDepartement: ['28', '41'],
      selectedEspece: 17,
      selectedPrecoMontaison: [5, 6],
      typeStadeRecalage: 'epi1cm',
      valStadeRecalage: -3,
      horsPerimetreIR: true,
      typeDemandeRecalage: 'Nouvelle demande',
      refRecalageCorrige: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Dupliquer/ })).toBeNull());
  });

  it('asks about similar requests before sending a correction, and says a failed send', async () => {
    const requests = bff({ similar: [request(12, { demandeur: 'Marie Martin' })], created: false });
    const { user } = await openScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Modifier la demande 11' }, LAZY_CHUNK),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Modifier la demande de recalage de stade',
    });
    expect(within(dialog).getByRole('radio', { name: 'Correction' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Départements' }));
    // Loir-et-Cher (41) leaves: the request is inside the perimeter.
    await user.click(await screen.findByRole('option', { name: 'Loir-et-Cher (41)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    const similar = within(confirm).getByRole('list', { name: 'Demandes semblables' });
    expect(within(similar).getByText(/Marie Martin/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Oui' }));
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText(RECALAGE_SEND_FAILED)).toBeTruthy();
    const sent = requests.find(
      (r) => r.method === 'POST' && r.url === '/api/previRecalage/demandes/stades',
    );
    expect(sent?.body).toMatchObject({
      selectedDepartement: ['28'],
      horsPerimetreIR: false,
      typeDemandeRecalage: 'Correction',
      refRecalageCorrige: 11,
    });
  });

  it("lets a privileged user validate others' requests and says a failed integration", async () => {
    const requests = bff({ session: privileged, integration: 500 });
    const { user } = await openScreen();
    // What awaits validation is shown at first, others' requests included.
    await user.click(
      await screen.findByRole('button', { name: 'Valider la demande 12' }, LAZY_CHUNK),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/previRecalage/stades/validation')?.body).toEqual({
        id: 12,
        type: 'gestion',
      }),
    );
    expect(screen.getByRole('button', { name: 'Supprimer la demande 12' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Intégrer les recalages validés' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Oui' }));
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText(/a échoué \(code 500\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fichier recalage' })).toBeTruthy();
  });

  it('shows a list that could not be read', async () => {
    bff({ failing: '/api/previRecalage/demandes/stades' });
    await openScreen();
    expect(
      await screen.findByText("Les demandes de recalage de stade n'ont pas pu être chargées."),
    ).toBeTruthy();
  });

  it('compares production and requests in the analysis calendar', async () => {
    bff();
    const { user } = await openScreen();
    await within(stageTable()).findByText('Montaison en avance 11', {}, LAZY_CHUNK);
    await user.click(screen.getByRole('button', { name: 'Recalages en place' }));
    const calendar = await screen.findByRole('table', {
      name: 'Calendrier des recalages (montaison)',
    });
    const row = within(calendar).getByRole('row', { name: /^28/ });
    // Requests 11 and 12 both ask -3 days in the 28 for this period.
    expect(within(row).getByText('Prod. +2 / Dem. -3, -3')).toBeTruthy();
  });
});

describe('the recalage screen, views of the stage requests (issue 41)', () => {
  const views = [
    ...stageRequests,
    // Active and validated: not awaiting, but in 'Toutes'.
    request(14, {
      demandeur: 'Marie Martin',
      codeagent_demandeur: 'mmartin',
      commentaire: 'Demande validée 14',
      validation_gestion: true,
    }),
    // Refused (false) still awaits a validation.
    request(15, {
      demandeur: 'Paul Roux',
      codeagent_demandeur: 'proux',
      commentaire: 'Demande refusée 15',
      validation_gestion: false,
    }),
  ];
  const shownComments = () =>
    [
      'Montaison en avance 11',
      'Autre',
      'Ancienne demande',
      'Demande validée 14',
      'Demande refusée 15',
    ].filter((comment) => within(stageTable()).queryByText(comment) !== null);

  it("opens a validator's table on what awaits validation, with its count, and switches views", async () => {
    bff({ session: privileged, stages: views });
    const { user } = await openScreen();
    const choice = await screen.findByRole(
      'radiogroup',
      { name: 'Demandes affichées' },
      LAZY_CHUNK,
    );
    // 11, 12 and 15 await validation; 13 is archived, 14 validated.
    const toValidate = await within(choice).findByRole('radio', { name: 'À valider (3)' });
    expect(toValidate).toHaveProperty('checked', true);
    await within(stageTable()).findByText('Demande refusée 15');
    expect(shownComments()).toEqual(['Montaison en avance 11', 'Autre', 'Demande refusée 15']);
    expect(screen.queryByRole('switch', { name: 'Mes demandes' })).toBeNull();

    await user.click(within(choice).getByRole('radio', { name: 'Mes demandes' }));
    await waitFor(() => expect(shownComments()).toEqual(['Montaison en avance 11']));
    await user.click(within(choice).getByRole('radio', { name: 'Toutes' }));
    await waitFor(() =>
      expect(shownComments()).toEqual([
        'Montaison en avance 11',
        'Autre',
        'Demande validée 14',
        'Demande refusée 15',
      ]),
    );
    // The count stays in view whatever the view.
    expect(within(choice).getByRole('radio', { name: 'À valider (3)' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('counts none to validate as 0', async () => {
    bff({ session: privileged, stages: [request(14, { validation_gestion: true })] });
    await openScreen();
    const choice = await screen.findByRole(
      'radiogroup',
      { name: 'Demandes affichées' },
      LAZY_CHUNK,
    );
    await within(choice).findByRole('radio', { name: 'À valider (0)' });
  });

  it('gives no count of requests that could not be read', async () => {
    bff({ session: privileged, failing: '/api/previRecalage/demandes/stades' });
    await openScreen();
    await screen.findByText(
      "Les demandes de recalage de stade n'ont pas pu être chargées.",
      {},
      LAZY_CHUNK,
    );
    const choice = screen.getByRole('radiogroup', { name: 'Demandes affichées' });
    expect(within(choice).getByRole('radio', { name: 'À valider' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it("keeps the spec's 'Mes demandes' switch for a user who validates nothing", async () => {
    bff({ stages: views });
    await openScreen();
    await within(stageTable()).findByText('Montaison en avance 11', {}, LAZY_CHUNK);
    expect(screen.getByRole('switch', { name: 'Mes demandes' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radiogroup', { name: 'Demandes affichées' })).toBeNull();
    expect(screen.queryByText(/À valider/)).toBeNull();
  });

  it('keeps the switch on the disease tab, which has no validation, for a validator too', async () => {
    bff({ session: privileged });
    await openScreen('/stade/recalage?onglet=maladie');
    await screen.findByRole('table', { name: 'Demandes de recalage de maladie' }, LAZY_CHUNK);
    expect(screen.getByRole('switch', { name: 'Mes demandes' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radiogroup', { name: 'Demandes affichées' })).toBeNull();
  });
});

describe('the recalage screen, admin sections', () => {
  it('checks a recalage file and mails the reports after a confirmation', async () => {
    const requests = bff({ session: stagesAdmin });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Vérification fichier recalage' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(
      input,
      new File(['annee;espece\r\n2026;17\r\n'], 'r.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    await screen.findByText('Aucune erreur');
    expect(
      requests.find((r) => r.url === '/api/previRecalage/stades/validationfichier/csv')?.body,
    ).toEqual({ csv: 'annee;espece\r\n2026;17\r\n' });

    await user.click(screen.getByRole('button', { name: 'Recalages actifs des 7 derniers jours' }));
    await user.click(
      await screen.findByRole('button', { name: 'Envoyer les rapports par e-mail' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Oui' }));
    await screen.findByText('Les rapports ont été envoyés par e-mail.');
    // The report as the API wrote it, without its sender: the server sets it.
    expect(requests.find((r) => r.url === '/api/send-email')?.body).toEqual({
      subject: 'Rapport',
      body: 'Texte',
      recipients: ['a@demo.fr'],
    });
  });
});

describe('the recalage screen, disease tab', () => {
  it('opens from the address with the spec columns, and sends a duplicate', async () => {
    const requests = bff();
    const { user } = await openScreen('/stade/recalage?onglet=maladie');
    const table = await screen.findByRole(
      'table',
      { name: 'Demandes de recalage de maladie' },
      LAZY_CHUNK,
    );
    expect(screen.getByRole('tab', { name: 'Maladie' }).getAttribute('aria-selected')).toBe('true');
    for (const header of ['Début semis', 'Sols P.', 'Sols Arvalis', 'Note sensibilité']) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    await within(table).findByText('Septoriose');
    await user.click(screen.getByRole('button', { name: 'Dupliquer la demande 21' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Dupliquer la demande de recalage de maladie',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText(RECALAGE_SAVED.message);
    expect(
      requests.find((r) => r.method === 'POST' && r.url === '/api/previRecalage/demandes/maladies')
        ?.body,
    ).toMatchObject({
      selectedMaladie: 'septoriose',
      selectedNoteSensibilite: [4],
      valMaladieRecalage: 6,
      horsPerimetreIR: false,
      typeDemandeRecalage: 'Nouvelle demande',
    });
  });

  it('says a disease list and rights that could not be read, and reads them again on demand', async () => {
    const requests = bff({ failing: '/api/previRecalage/d' });
    const { user } = await openScreen('/stade/recalage?onglet=maladie');
    expect(await screen.findByText(DISEASE_LOAD_FAILED, {}, LAZY_CHUNK)).toBeTruthy();
    expect(screen.getByText(RIGHTS_LOAD_FAILED)).toBeTruthy();
    const asked = requests.filter((r) => r.url === '/api/previRecalage/demandes/maladies').length;
    const retries = screen.getAllByRole('button', { name: 'Réessayer' });
    expect(retries).toHaveLength(2);
    await user.click(retries[1] as HTMLElement);
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url === '/api/previRecalage/demandes/maladies').length,
      ).toBeGreaterThan(asked),
    );
  });
});

import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../test/open-screen';
import { setScreenWidth } from '../../test/screen-width';
import { externalSession } from '../../test/sessions';
import { bhPlot } from '../../test/water-balance-plots';
import { signedInBff } from '../../test/signed-in-bff';

const link = (id: number, nom: string, validation: number | null) => ({
  id_agri_cons: id,
  id_valid_cons_agri: id,
  id_conseiller: 42,
  date_debut: '2026-01-01',
  date_fin: '2026-12-31',
  service: 'MILDIOU',
  parcelles_inclues: ['all'],
  parcelles_exclues: [],
  validation_conseiller: validation,
  date_validation: validation === null ? null : '2026-03-02',
  nom_agri: nom,
  prenom_agri: 'Paul',
  raison_sociale: `EARL ${nom}`,
  code_agri_operateur: `AGRI${id}`,
  code_operateur: 'OP01',
  code_client: 'CLI01',
});

/** A blight plot row of the dashboard's call, of farmer `farmer`. */
const blightPlot = (
  id: number,
  name: string,
  farmer: string,
  conseil: BlightDashboardRow['conseil'],
) =>
  ({
    id,
    plot_name: name,
    scenario: null,
    farmer,
    nom_agri: 'AVRIL',
    prenom_agri: 'Paul',
    city: 'Arras',
    latitude: 50.29,
    longitude: 2.78,
    area: 4,
    variete: 'Bintje',
    seuiltrait: 12,
    levee30: '2026-05-02',
    stade: 'croissanceactive',
    risque: conseil === 'TRAIT' ? 50 : 10,
    risque_alt: null,
    risque_j_previ: 10,
    risque_jp1_previ: 10,
    statut: 'OK',
    conseil,
    parcelleprotegee: 0,
    l10poids_j_reel: 0,
    l10poids_j_previ: 0,
    l10poids_jp1_previ: 0,
    l10poids_jp2_previ: 0,
    nb_heure_last_meteo_data: 1,
    raison_sociale: 'EARL Avril',
    nom_integrateur: 'Coopérative du Nord',
    id_integrateur: 3,
    distributeur: null,
    country: 'france',
    departement: '62',
    externe: 1,
  }) satisfies BlightDashboardRow;

/** The external adviser 42 (MILDIOU) with one validated and one pending farmer. */
function externeBff(writeAnswer: unknown = 1) {
  const state = new Map([
    [1, link(1, 'Avril', 1)],
    [2, link(2, 'Bernard', null)],
    // Validated, but its last day is past: the adviser asks again.
    [3, { ...link(3, 'Dupuis', 1), date_fin: '2026-05-31' }],
  ]);
  const session = externalSession('v3', 1);
  const withServices = () => ({
    ...session,
    user: {
      ...session.user,
      externeInfos: {
        services: [{ service: 'MILDIOU', id_conseiller: 42 }],
        cgu: 'v3',
        id_conseiller: 42,
        non_valid: [...state.values()].filter((l) => l.validation_conseiller === null).length,
      },
    },
  });
  // The session is read again at each request: its count of pending links follows the changes.
  const requests = signedInBff({ session: withServices, platformDate: '2026-06-15' }, (request) => {
    if (request.url === '/api/conseillers/42/agriculteurs') {
      return { status: 200, body: { data: [...state.values()] } };
    }
    const validation = /^\/api\/conseillers\/validation\/(\d+)$/.exec(request.url);
    if (validation) {
      const found = state.get(Number(validation[1]));
      if (found && writeAnswer === 1) {
        found.validation_conseiller = request.method === 'PUT' ? 1 : null;
        found.date_validation = request.method === 'PUT' ? '2026-06-15' : null;
      }
      return { status: 200, body: { data: writeAnswer } };
    }
    if (request.url === '/bff/consent-requests') {
      const { agri } = request.body as { agri: string };
      return agri === 'INCONNU'
        ? {
            status: 404,
            body: { code: 404, message: 'Aucune adresse e-mail n’est enregistrée.' },
          }
        : { status: 200, body: { sent: true, expire: '2026-07-15' } };
    }
    if (request.url.startsWith('/api/maladiesPdt/situationMildiou')) {
      return {
        status: 200,
        body: {
          data: [
            blightPlot(11, 'Les Hauts', 'AGRI1', 'PASTRAIT'),
            blightPlot(12, 'La Mare', 'AGRI1', 'TRAIT'),
            blightPlot(13, 'Chez un autre', 'AGRI9', 'TRAIT'),
          ],
        },
      };
    }
    return undefined;
  });
  return requests;
}

async function openFarmers() {
  await openScreen('/gestion/agriculteurs', 'Mes conseillers');
  return screen.findByRole('table', { name: 'Agriculteurs du service Mildiou' });
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

beforeEach(() => setScreenWidth(1280));

describe("the external adviser's farmers", () => {
  it('lists the farmers not validated first, with their state and date', async () => {
    externeBff();
    const table = await openFarmers();
    await within(table).findByText('EARL Bernard');
    const rows = rowNames(table);
    expect(rows[0]).toContain('Bernard');
    expect(rows[0]).toContain('En attente');
    expect(rows[1]).toContain('Avril');
    expect(rows[1]).toContain('Validé');
    expect(rows[1]).toContain('02/03/2026');
    expect(screen.getByText('1 consentement en attente de validation.')).toBeTruthy();
  });

  it("validates a pending link, and the menu's count follows", async () => {
    const requests = externeBff();
    const user = userEvent.setup();
    const table = await openFarmers();
    expect(
      await screen.findByRole('button', { name: /Gestion \(1 consentement à valider\)/ }),
    ).toBeTruthy();
    await user.click(
      await within(table).findByRole('button', { name: 'Valider le consentement de Paul Bernard' }),
    );
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'PUT' && r.url === '/api/conseillers/validation/2'),
      ).toBe(true),
    );
    expect(await screen.findByText('Aucun consentement en attente de validation.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /consentement à valider/ })).toBeNull(),
    );
    expect(
      within(table).getByRole('button', { name: 'Retirer la validation de Paul Bernard' }),
    ).toBeTruthy();
  });

  it("says 'Un problème est survenu.' when a change is not done", async () => {
    externeBff(0);
    const user = userEvent.setup();
    const table = await openFarmers();
    await user.click(
      await within(table).findByRole('button', { name: 'Retirer la validation de Paul Avril' }),
    );
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText(/Un problème est survenu\./)).toBeTruthy();
  });
});

describe('asking for consent and reaching the plots (issue 41)', () => {
  it("asks a new farmer: the codes go to the BFF, the farmer's address is never asked", async () => {
    const requests = externeBff();
    const user = userEvent.setup();
    await openFarmers();
    await user.click(screen.getByRole('button', { name: 'Demander un consentement' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Demander le consentement d’un agriculteur',
    });
    expect(within(dialog).queryByLabelText(/e-mail/i)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code agriculteur' }), 'AGRI7 ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Opérateur' }), 'OP02');
    await user.type(within(dialog).getByRole('textbox', { name: 'Client' }), 'CLI03');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await screen.findByText(/son lien de consentement est valable jusqu'au 15\/07\/2026 inclus/),
    ).toBeTruthy();
    const sent = requests.filter((r) => r.url === '/bff/consent-requests');
    expect(sent.map((r) => r.body)).toEqual([
      { agri: 'AGRI7', operateur: 'OP02', client: 'CLI03', service: 'MILDIOU' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is missing before sending, and what the BFF answered after', async () => {
    const requests = externeBff();
    const user = userEvent.setup();
    await openFarmers();
    await user.click(screen.getByRole('button', { name: 'Demander un consentement' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Code agriculteur ne peut pas être vide')).toBeTruthy();
    expect(requests.some((r) => r.url === '/bff/consent-requests')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Code agriculteur' }), 'INCONNU');
    await user.type(within(dialog).getByRole('textbox', { name: 'Opérateur' }), 'OP01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Client' }), 'CLI01');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Aucune adresse e-mail n’est enregistrée.');
  });

  it('asks again a farmer whose consent ended, from their row, with their codes', async () => {
    const requests = externeBff();
    const user = userEvent.setup();
    const table = await openFarmers();
    expect(
      within(table).queryByRole('button', { name: 'Demander le consentement de Paul Avril' }),
    ).toBeNull();
    await user.click(
      await within(table).findByRole('button', { name: 'Demander le consentement de Paul Dupuis' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Code agriculteur' })).toHaveProperty(
      'readOnly',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/bff/consent-requests').map((r) => r.body)).toEqual([
        { agri: 'AGRI3', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' },
      ]),
    );
  });

  it("opens a consented farmer's plots, the plots to treat first, each leading to its detail", async () => {
    externeBff();
    const user = userEvent.setup();
    const table = await openFarmers();
    // Only the validated consent running today opens the plots.
    expect(
      within(table).queryByRole('button', { name: 'Voir les parcelles de Paul Bernard' }),
    ).toBeNull();
    expect(
      within(table).queryByRole('button', { name: 'Voir les parcelles de Paul Dupuis' }),
    ).toBeNull();
    await user.click(
      await within(table).findByRole('button', { name: 'Voir les parcelles de Paul Avril' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Parcelles de Paul Avril – Mildiou' });
    const plots = await within(dialog).findByRole('table', { name: 'Parcelles de Paul Avril' });
    const rows = await waitFor(() => {
      const found = rowNames(plots);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]).toContain('La Mare');
    expect(rows[0]).toContain('Traiter le 15/06/2026');
    expect(rows[1]).toContain('Les Hauts');
    expect(within(plots).queryByText(/Chez un autre/)).toBeNull();
    expect(
      within(plots).getByRole('link', { name: 'Voir le détail de la parcelle La Mare' }),
    ).toHaveProperty('href', expect.stringMatching(/\/mildiou\/parcelle\/12$/));
  });
});

/** An external adviser (43) subscribed to the water balance only, with one validated farmer. */
function waterBalanceAdviserBff() {
  const session = externalSession('v3', 0);
  const bhSession = {
    ...session,
    user: {
      ...session.user,
      externeInfos: {
        services: [{ service: 'BILANHYDRIQUE', id_conseiller: 43 }],
        cgu: 'v3',
        id_conseiller: 43,
        non_valid: 0,
      },
      droitsTPC: [
        { code: 'EXTERNE', lecture: true, ecriture: false },
        { code: 'BH', lecture: true, ecriture: false },
      ],
    },
    rights: ['EXTERNE', 'BH'],
  };
  return signedInBff({ session: bhSession, platformDate: '2026-06-15' }, (request) => {
    if (request.url === '/api/conseillers/43/agriculteurs') {
      return {
        status: 200,
        body: { data: [{ ...link(1, 'Avril', 1), id_conseiller: 43, service: 'BILANHYDRIQUE' }] },
      };
    }
    if (request.url === '/api/bhs') {
      return {
        status: 200,
        body: {
          data: [
            bhPlot({ id: 21, nom_parcelle: 'Le Pré', code_agri: 'AGRI1' }),
            bhPlot({ id: 22, nom_parcelle: 'Le Pivot', code_agri: 'AGRI1', deficitj3: 4 }),
            bhPlot({ id: 23, nom_parcelle: 'Chez un voisin', code_agri: 'AGRI9', deficitj: 2 }),
          ],
        },
      };
    }
    return undefined;
  });
}

describe("a water-balance adviser's consented farmer (issue 41)", () => {
  it('opens the water-balance plots the farmer shares, the plot to irrigate first', async () => {
    waterBalanceAdviserBff();
    const user = userEvent.setup();
    await openScreen('/gestion/agriculteurs', 'Mes conseillers');
    const table = await screen.findByRole('table', {
      name: 'Agriculteurs du service Bilan hydrique',
    });
    await user.click(
      await within(table).findByRole('button', { name: 'Voir les parcelles de Paul Avril' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Parcelles de Paul Avril – Bilan hydrique',
    });
    const plots = await within(dialog).findByRole('table', { name: 'Parcelles de Paul Avril' });
    const rows = await waitFor(() => {
      const found = rowNames(plots);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]).toContain('Le Pivot');
    expect(rows[0]).toMatch(/jours avant épuisement de la RFU\s*:\s*3/);
    expect(rows[1]).toContain('Le Pré');
    expect(within(plots).queryByText(/Chez un voisin/)).toBeNull();
    expect(
      within(plots).getByRole('link', { name: 'Voir le détail de la parcelle Le Pivot' }),
    ).toHaveProperty('href', expect.stringMatching(/\/bilanhydrique\/parcelle\/22$/));
  });
});

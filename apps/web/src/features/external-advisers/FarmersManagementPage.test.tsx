import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../test/open-screen';
import { setScreenWidth } from '../../test/screen-width';
import { externalSession } from '../../test/sessions';
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
});

/** The external adviser 42 (MILDIOU) with one validated and one pending farmer. */
function externeBff(writeAnswer: unknown = 1) {
  const state = new Map([
    [1, link(1, 'Avril', 1)],
    [2, link(2, 'Bernard', null)],
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

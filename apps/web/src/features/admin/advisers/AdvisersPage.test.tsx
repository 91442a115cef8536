import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

const ADVISER = {
  id_conseiller: 4,
  nom_conseiller: 'Martin',
  prenom_conseiller: 'Léa',
  mail: 'lea.martin@conseil-demo.fr',
  organisme: 'Chambre du Loiret',
  type_conseiller: 'AGRO',
  nb_agris: 3,
  nb_agris_valid: 1,
  nb_agris_refus: 1,
  nb_agris_attente: 1,
  abonnements: [
    { id_abo: 9, date_debut: '2026-01-01', date_fin: '2026-12-31', service: 'MILDIOU' },
  ],
};

function adminBff(deleteAnswer: unknown) {
  return signedInBff({ session: adminSession, platformDate: '2026-06-15' }, (request) => {
    if (request.url === '/api/conseillers' && request.method === 'GET') {
      return { status: 200, body: { data: [ADVISER] } };
    }
    if (request.url === '/api/conseillers/4' && request.method === 'DELETE') {
      return { status: 200, body: { data: deleteAnswer } };
    }
    if (request.url === '/api/bsv/regions') return { status: 200, body: { data: [] } };
    return undefined;
  });
}

const page = () => within(screen.getByRole('main'));

async function openAdvisers() {
  await openScreen('/administration/conseillers', 'Conseillers');
  return page().findByRole('table', { name: 'Liste des conseillers' });
}

beforeEach(() => setScreenWidth(1280));

describe('advisers administration', () => {
  it('lists each adviser with the farmers validated, refused and pending', async () => {
    adminBff(1);
    const table = await openAdvisers();
    const row = within(table).getByRole('row', { name: /Martin Léa/ });
    expect(within(row).getByText('Chambre du Loiret')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Nouveau conseiller' })).toBeTruthy();
    expect(page().getByRole('button', { name: 'Exporter' })).toBeTruthy();
  });

  it("says 'Un problème est survenu.' when a deletion does not answer 1", async () => {
    const requests = adminBff(0);
    const user = userEvent.setup();
    const table = await openAdvisers();
    await user.click(
      within(table).getByRole('button', { name: 'Supprimer le conseiller Léa Martin' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Oui' }));
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText(/Un problème est survenu\./)).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/conseillers/4')).toBe(
      true,
    );
  });

  it('opens the form of an adviser with its subscriptions and the current year by default', async () => {
    adminBff(1);
    const user = userEvent.setup();
    const table = await openAdvisers();
    await user.click(
      within(table).getByRole('button', { name: 'Modifier le conseiller Léa Martin' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Modifier le conseiller Léa Martin' });
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveProperty('value', 'Martin');
    const subscriptions = within(form).getByRole('table', { name: 'Abonnements' });
    expect(within(subscriptions).getByText('Mildiou')).toBeTruthy();
    expect(within(form).getByLabelText(/Date de début/)).toHaveProperty('value', '2026-01-01');
    expect(within(form).getByLabelText(/Date de fin/)).toHaveProperty('value', '2026-12-31');
  });
});

import type { BlightCasTypeRow } from '@agro/contracts/entities/blight';
import { CAS_TYPE_DAYS } from '@agro/contracts/entities/blight';
import type { SessionAnswer } from '../../../lib/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

const bsvSession: SessionAnswer = {
  user: { ...adminSession.user, login: 'bsv@demo.fr', email: 'bsv@demo.fr', droitsTPC: [] },
  rights: ['MILDIOU', 'BSV_MIL', 'BSV_MIL-ecriture', 'METEO'],
  recalagePrivileged: false,
};
const bulletinAdmin: SessionAnswer = {
  ...adminSession,
  rights: [...adminSession.rights, 'BSV_MIL', 'BSV_MIL-ecriture'],
};

function row(id: number, name: string, weightToday: number): BlightCasTypeRow {
  const days = Object.fromEntries(
    CAS_TYPE_DAYS.flatMap((day) => [
      [`l10poids_${day}`, day === 'j' ? weightToday : 1],
      [`l10spores_${day}`, 1],
      [`l10spospo_${day}`, 1],
      [`indexconta_${day}`, 3],
    ]),
  );
  return {
    id,
    plot_name: name,
    risque: 40,
    statut: 'OK',
    ...days,
    total_pluie_7j: 12.4,
    last_meteo_data: '2026-06-15T05:00:00.000Z',
    device_constructor: 'Sencrop',
    device_code: `SC${id}`,
  } as BlightCasTypeRow;
}

function bsvBff(session: SessionAnswer, rows: BlightCasTypeRow[]) {
  return signedInBff({ session: session, platformDate: '2026-06-15' }, (request) => {
    if (request.url === '/api/conseillers/bsv/infos') {
      return session === bsvSession
        ? {
            status: 200,
            body: {
              data: {
                id_conseiller: 7,
                nom_conseiller: 'Bulletin',
                prenom_conseiller: 'Bruno',
                mail: 'bsv@demo.fr',
                type_conseiller: 'BSV',
                region_bsv_mildiou: 'Hauts-de-France',
                departements: ['62', '80'],
                nb_cas_type: 2,
              },
            },
          }
        : { status: 404, body: { code: 404, message: 'Conseiller BSV introuvable' } };
    }
    if (request.url === '/api/bsv/castype') return { status: 200, body: { data: rows } };
    if (request.url === '/api/bsv/stations') return { status: 200, body: { data: [] } };
    if (request.url === '/api/maladiesPdt/plots/iot/constructor/list') {
      return { status: 200, body: { data: ['Sencrop'] } };
    }
    return undefined;
  });
}

const page = () => within(screen.getByRole('main'));

async function openSpace(session: SessionAnswer, rows: BlightCasTypeRow[]) {
  const requests = bsvBff(session, rows);
  await openScreen('/mildiou/bsv_mildiou', 'Mon espace BSV');
  return requests;
}

beforeEach(() => setScreenWidth(1280));

describe('bulletin space', () => {
  it("counts the adviser's cas-types against the quota, asks for their region only, and stops at the quota", async () => {
    const requests = await openSpace(bsvSession, [row(1, 'Arras', 2.5), row(2, 'Amiens', 2)]);
    expect(await page().findByRole('heading', { name: 'Mes cas-types (2 sur 2)' })).toBeTruthy();
    const quota = page()
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('Attention'));
    expect(quota).toBeDefined();
    expect(quota?.textContent).toContain(
      'Nombre maximal de cas-types atteint (2)\u202f: vous ne pouvez plus en créer de nouveaux.',
    );
    expect(page().getByRole('button', { name: 'Créer le cas-type' })).toHaveProperty(
      'disabled',
      true,
    );
    const asked = requests.find((request) => request.url === '/api/bsv/castype');
    expect(asked?.body).toEqual({ id_regions: ['Hauts-de-France'] });
    expect(requests.find((request) => request.url === '/api/bsv/stations')?.body).toEqual({
      departements: ['62', '80'],
    });
    expect(page().getByRole('button', { name: 'Export BSV' })).toBeTruthy();
  });

  it('says what a new cas-type needs, and that the name is required only once its field is left empty', async () => {
    const user = userEvent.setup();
    await openSpace(bsvSession, [row(1, 'Arras', 2.5)]);
    const form = within(await page().findByRole('form', { name: 'Créer un cas-type' }));
    expect(form.getByText('Nommez le cas-type et choisissez sa station.')).toBeTruthy();
    expect(form.queryByText('Le nom est obligatoire.')).toBeNull();
    await user.click(form.getByRole('textbox', { name: 'Nom du cas-type' }));
    await user.tab();
    expect(form.getByText('Le nom est obligatoire.')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Nom du cas-type' }), 'Arras nord');
    expect(
      form.getByText(
        'Choisissez une station sur la carte ou synchronisez une autre station vérifiée.',
      ),
    ).toBeTruthy();
  });

  it('shows an administrator a bare count of every region and no quota', async () => {
    const requests = await openSpace(bulletinAdmin, [row(1, 'Arras', 1)]);
    expect(await page().findByRole('heading', { name: 'Mes cas-types (1)' })).toBeTruthy();
    expect(page().queryByText(/Nombre maximal de cas-types atteint/)).toBeNull();
    expect(requests.find((request) => request.url === '/api/bsv/castype')?.body).toEqual({
      id_regions: null,
    });
  });
});

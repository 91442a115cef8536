import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

const BH = {
  detail_etat_calculs: [
    { statut_calcul_bh: 'ok', nb_parcelles: 30, pourcentage_parcelles: 75 },
    { statut_calcul_bh: 'ko', nb_parcelles: 6, pourcentage_parcelles: 15 },
    { statut_calcul_bh: 'en attente', nb_parcelles: 4, pourcentage_parcelles: 10 },
  ],
  liste_operateurs: [
    { nom_operateur: 'Agro Centre Loire', nb_parcelles: 25, pourcentage_parcelles: 62.5 },
    { nom_operateur: 'Coop Beauce', nb_parcelles: 15, pourcentage_parcelles: 37.5 },
  ],
  detail_culture: [
    { culture: 'MAIS_GRAIN', nb_parcelles: 28, surface: 310.25 },
    { culture: 'PDT', nb_parcelles: 12, surface: 95.5 },
  ],
};

const BLIGHT = {
  detail_etat_calculs: [
    { statut_msg: 'calcul à jour', nb_parcelles: 8, pourcentage_parcelles: 80 },
    {
      statut_msg: 'Aucune donnée météo pour la station',
      nb_parcelles: 2,
      pourcentage_parcelles: 20,
    },
  ],
  liste_operateurs: [{ name: 'Agro Centre Loire', nb_parcelles: 10, pourcentage_parcelles: 100 }],
};

function adminBff(failing: string | null = null) {
  return signedInBff({ session: adminSession }, (request) => {
    if (request.url === failing) return { status: 502, body: { code: 502, message: 'Panne' } };
    if (request.url === '/api/bhs/tableaudebord') return { status: 200, body: { data: BH } };
    if (request.url === '/api/maladiesPdt/tableaudebord') {
      return { status: 200, body: { data: BLIGHT } };
    }
    if (request.url === '/api/previCap/tableaudebord/plots/nbr') {
      return {
        status: 200,
        body: {
          data: [
            { codeespece: 'BTH', libelle_espece: 'Blé tendre', nbr_espece: 9, pourcentage: 60 },
            { codeespece: 'OH', libelle_espece: "Orge d'hiver", nbr_espece: 6, pourcentage: 40 },
          ],
        },
      };
    }
    return undefined;
  });
}

const page = () => within(screen.getByRole('main'));
const figure = (title: string) => page().getByRole('group', { name: title });

async function open(path: string, title: string) {
  await openScreen(path, title);
}

beforeEach(() => setScreenWidth(1280));

describe('administration dashboards', () => {
  it('water balance: the figures add up the tables, statuses and crops are named', async () => {
    adminBff();
    await open('/administration/tableaudebord/bh', 'Tableau de bord - Bilan hydrique');
    expect(await within(figure('Nombre de parcelles')).findByText('40')).toBeTruthy();
    expect(within(figure("Nombre d'intégrateurs")).getByText('2')).toBeTruthy();
    expect(within(figure('Surface totale')).getByText('405,75 ha')).toBeTruthy();
    const states = page().getByRole('table', { name: 'État des calculs' });
    expect(within(states).getByText('Calcul à jour')).toBeTruthy();
    expect(within(states).getByText('Calcul en erreur')).toBeTruthy();
    expect(within(states).getByText('75 %')).toBeTruthy();
    const crops = page().getByRole('table', { name: 'Cultures' });
    expect(within(crops).getByText('Maïs grain')).toBeTruthy();
    expect(within(crops).queryByText('MAIS_GRAIN')).toBeNull();
    expect(page().getByRole('img', { name: 'Parcelles par culture' })).toBeTruthy();
    expect(page().getByRole('button', { name: 'Export facturation' })).toBeTruthy();
  });

  it("blight: 'calcul à jour' and the other states, and the statuses export", async () => {
    adminBff();
    await open('/administration/tableaudebord/pdt', 'Tableau de bord - Pomme de terre');
    expect(await within(figure('Nombre de parcelles')).findByText('10')).toBeTruthy();
    const states = page().getByRole('table', { name: 'État des calculs' });
    expect(within(states).getByText('calcul à jour')).toBeTruthy();
    expect(within(states).getByText('Aucune donnée météo pour la station')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Export des statuts' })).toBeTruthy();
  });

  it('stages: the plots per species', async () => {
    adminBff();
    await open('/administration/tableaudebord/stade', 'Tableau de bord - Stades et maladies');
    expect(await within(figure('Nombre de parcelles')).findByText('15')).toBeTruthy();
    expect(within(figure("Nombre d'espèces")).getByText('2')).toBeTruthy();
    expect(
      within(page().getByRole('table', { name: 'Parcelles par espèce' })).getByText("Orge d'hiver"),
    ).toBeTruthy();
  });

  it('says a failed read and offers to try again', async () => {
    adminBff('/api/bhs/tableaudebord');
    await open('/administration/tableaudebord/bh', 'Tableau de bord - Bilan hydrique');
    expect(
      await page().findByText("Les chiffres du tableau de bord n'ont pas pu être chargés."),
    ).toBeTruthy();
    expect(page().getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

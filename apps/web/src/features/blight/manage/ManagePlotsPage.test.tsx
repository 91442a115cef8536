import type { BlightPlotSummary, BlightProduct } from '@agro/contracts/entities/blight';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { selectRows } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { adviserSession } from '../../../test/sessions';
import { perPlotPost, signedInBff } from '../../../test/signed-in-bff';

const plot = (id: number, name: string): BlightPlotSummary => ({
  id,
  name,
  farmer: 'AGRI0001',
  city: 'Arras',
  zipcode: '62000',
  variety: 'Bintje',
  area: 2,
  plantation: '2026-04-02',
  nomStation: 'Arras Nord',
  iot_id: 42,
  latitude: 50.3,
  longitude: 2.8,
  alternaria: false,
  nom_agri: 'Martin',
  prenom_agri: 'Paul',
  statut: 'OK',
});

const PRODUCTS: BlightProduct[] = [
  { id: 101, name: 'Mancozèbe 80 WG', type: 'contact', remanence: 5, resistancelessivage: 20 },
];

function manageBff(failOn: number | null = null) {
  const treatments = perPlotPost(/^\/api\/maladiesPdt\/plots\/(\d+)\/treatment$/, failOn, {
    success: { status: 200, body: { data: 1 } },
    refusal: {
      status: 400,
      body: { code: 400, message: 'Un traitement existe déjà à cette date.' },
    },
  });
  return signedInBff(
    { session: adviserSession, platformDate: '2026-06-15' },
    treatments,
    (request) => {
      if (request.url === '/api/maladiesPdt/plots/few_datas') {
        return {
          status: 200,
          body: { data: [plot(1, 'La Mare'), plot(2, 'Le Moulin'), plot(3, 'Les Hauts')] },
        };
      }
      if (request.url === '/api/maladiesPdt/plots/treatments/allProducts') {
        return { status: 200, body: { data: PRODUCTS } };
      }
      if (request.url === '/api/maladiesPdt/plots/liste/variete') {
        return { status: 200, body: { data: [{ variety: 'Bintje', variety_code: 'BIN' }] } };
      }
      if (request.url === '/api/maladiesPdt/plots/iot/constructor/list') {
        return { status: 200, body: { data: ['Sencrop'] } };
      }
      return undefined;
    },
  );
}

const page = () => within(screen.getByRole('main'));

async function openPlotManagement(failOn: number | null = null) {
  const requests = manageBff(failOn);
  const user = await openScreen('/mildiou/gestion_parcelles', 'Gérer mes parcelles', {
    timeout: 20_000,
  });
  await page().findByText('La Mare');
  return { requests, user };
}

const select = (user: UserEvent, names: string[]) => selectRows(user, 'Mes parcelles', names);

async function fillTreatment(user: UserEvent) {
  await user.click(page().getByRole('button', { name: 'Traitements' }));
  const form = page().getByRole('form', { name: 'Ajouter un traitement' });
  await user.type(within(form).getByLabelText(/Date du traitement/), '2026-06-14T08:00');
  await user.click(within(form).getByRole('combobox', { name: 'Produit 1' }));
  await user.click(await screen.findByRole('option', { name: 'Mancozèbe 80 WG' }));
  await user.type(within(form).getByRole('textbox', { name: 'Dose' }), '2,5');
  return form;
}

beforeEach(() => setScreenWidth(1280));

describe('plot management', () => {
  it('offers edit and delete on each plot only while fewer than two are selected', async () => {
    const { user } = await openPlotManagement();
    expect(page().getAllByRole('button', { name: /^Modifier la parcelle / })).toHaveLength(3);
    await select(user, ['La Mare']);
    expect(page().getAllByRole('button', { name: /^Supprimer la parcelle / })).toHaveLength(3);
    await select(user, ['Le Moulin']);
    expect(page().queryAllByRole('button', { name: /^Modifier la parcelle / })).toHaveLength(0);
    expect(page().queryAllByRole('button', { name: /^Supprimer la parcelle / })).toHaveLength(0);
    expect(page().getAllByRole('link', { name: /^Voir la parcelle / })).toHaveLength(3);
  });

  it('sends one treatment to each selected plot, with the product’s persistence, and says so', async () => {
    const { requests, user } = await openPlotManagement();
    await select(user, ['La Mare', 'Les Hauts']);
    const form = await fillTreatment(user);
    await user.click(within(form).getByRole('button', { name: 'Ajouter le traitement' }));
    expect(
      await screen.findByText('Action bien effectuée sur votre selection de parcelle'),
    ).toBeTruthy();
    expect(screen.getByText('Ajout de Traitement réussie.')).toBeTruthy();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.url)).toEqual([
      '/api/maladiesPdt/plots/1/treatment',
      '/api/maladiesPdt/plots/3/treatment',
    ]);
    expect(sent[0]?.body).toEqual({
      traitement_data: [
        {
          // 08:00 in Paris in June is 06:00 UTC.
          date: '2026-06-14T06:00:00.000Z',
          remanence: 5,
          id_produit: '101',
          typeproduit: 'contact',
          dose: 2.5,
          unite: 'kg/ha',
          resistancelessivage: 20,
          remanence_alt: 0,
          resistancelessivage_alt: 0,
        },
      ],
    });
  });

  it('names the plot that refused the treatment, with the spec’s error and the reason', async () => {
    const { user } = await openPlotManagement(3);
    await select(user, ['La Mare', 'Les Hauts']);
    const form = await fillTreatment(user);
    await user.click(within(form).getByRole('button', { name: 'Ajouter le traitement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'Erreur lors de Ajout de Traitement. Parcelle(s)\u202f: Les Hauts (3)\u202f: Un traitement existe déjà à cette date.',
      ),
    );
  });

  it('waits for a plot and a valid end before sending an irrigation', async () => {
    const { user } = await openPlotManagement();
    await user.click(page().getByRole('button', { name: 'Irrigations' }));
    const form = page().getByRole('form', { name: 'Ajouter une irrigation' });
    expect(
      within(form).getByText('Sélectionnez au moins une parcelle dans le tableau.'),
    ).toBeTruthy();
    await select(user, ['La Mare']);
    await user.type(within(form).getByLabelText(/^Début/), '2026-06-14T20:00');
    await user.type(within(form).getByLabelText(/^Fin/), '2026-06-14T20:59');
    await user.type(within(form).getByRole('textbox', { name: 'Quantité (mm)' }), '15');
    expect(
      within(form).getByText('La date de fin doit être au moins 1 heure après la date de début.'),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: "Ajouter l'irrigation" })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

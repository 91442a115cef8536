import type {
  BlightDailyIndex,
  BlightPlot,
  BlightPlotInfos,
  BlightProduct,
  BlightTreatmentPayload,
  BlightWeatherCorrections,
} from '@agro/contracts/entities/blight';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import type { SessionAnswer } from '../../../lib/session';
import { openScreen } from '../../../test/open-screen';
import { renderRoutes } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession, adviserSession, externalSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';
import { SCENARIO_QUESTION } from './AdminBlock';

// jsdom has no WebGL: the map is a list of its points (test/map-stand-in.tsx).
vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const PATH = '/mildiou/parcelle/7';

function basePlot(overrides: Partial<BlightPlot> = {}): BlightPlot {
  return {
    id: 7,
    name: 'La Mare',
    city: 'Arras',
    zipcode: '62000',
    variety: 'Bintje',
    variety_code: 'BINTJE',
    plantation: '2026-04-10',
    organism: 'INSTITUT',
    area: 4.5,
    fournisseurStation: 'Weenat',
    codeStationFournisseur: 'WN-0042',
    nomStation: 'Arras Nord',
    station: 42,
    region: 'Hauts-de-France',
    latitude: 50.29,
    longitude: 2.78,
    farmer: 'AGRI0001',
    phases: [
      { name: 'plantation', date: '2026-04-10' },
      { name: 'levee30', date: '2026-05-02' },
    ],
    harvest: null,
    treatments: [
      {
        treated_at: '2026-06-01T06:00:00.000Z',
        product_id: 3,
        product_name: 'Mancozèbe 80',
        product_type: 'Contact',
        product_dose: 2.1,
        dose_unit: 'kg/ha',
        standard_persistence: 7,
        modified_persistence: null,
        washout_resistance: 20,
      },
    ],
    irrigations: [],
    observations: [],
    device_iot: { constructor: 'Weenat', device_code: 'WN-0042' },
    iot_id: 42,
    alternaria: false,
    scenario: null,
    conseil: 'TRAITRETRO',
    date: '2026-06-15',
    datetrait: '2026-06-13',
    seuiltrait: 16,
    ...overrides,
  };
}

const infos: BlightPlotInfos = {
  nom_agri: 'MARTIN',
  prenom_agri: 'Claire',
  farmer: 'AGRI0001',
  raison_sociale: 'EARL Martin',
  nom_integrateur: 'Coopérative du Nord',
  distributeur: 'Négoce Artois',
  date_deb_previsions: '2026-06-16',
  statut_msg: 'Calcul à jour',
  statut_calcul: 'calculajour',
};

const day = (date: string, risque: number, protectedDay = false): BlightDailyIndex => ({
  date,
  l10spores: 1.5,
  indexconta: 20,
  l10poids: 2,
  l10spospo: 3,
  parcelleprotegee: protectedDay ? 1 : 0,
  risque,
  pluie: 0,
  resistance_lessivage: null,
  l10cumulpoidsconta: 14,
  conseil: 'PASTRAIT',
});

const daily = [day('2026-06-13', 50), day('2026-06-14', 40, true), day('2026-06-15', 50)];

interface State {
  corrections: BlightWeatherCorrections;
  climateFails?: boolean;
}

const PRODUCTS: BlightProduct[] = [
  { id: 101, name: 'Mancozèbe 80 WG', type: 'contact', remanence: 5, resistancelessivage: 20 },
  { id: 102, name: 'Fluazinam 500', type: 'contact', remanence: 7, resistancelessivage: 30 },
];

function plotBff(session: SessionAnswer, plot: BlightPlot, state: State) {
  return signedInBff({ session, platformDate: '2026-06-15' }, (request) => {
    const { url, method } = request;
    const base = '/api/maladiesPdt/plots/7';
    if (url === base) return { status: 200, body: { data: plot } };
    if (url === `${base}/getInfos`) return { status: 200, body: { data: infos } };
    if (url === `${base}/indices`) return { status: 200, body: { data: daily } };
    if (url === `${base}/indices/horaires`) return { status: 200, body: { data: [] } };
    if (url === `${base}/indicesAlternaria`) {
      return {
        status: 200,
        body: {
          data: [
            {
              date: '2026-06-14',
              alt_risk: 10,
              alt_cumpoidssup1: 2,
              alt_cumpdays: 310,
              alt_conseil: null,
              alt_prot: 1,
            },
            {
              date: '2026-06-15',
              alt_risk: 50,
              alt_cumpoidssup1: 3,
              alt_cumpdays: 322,
              alt_conseil: 'TRAIT',
              alt_prot: 0,
            },
          ],
        },
      };
    }
    if (url === `${base}/indicesAlternaria/horaires`) {
      const hour = (date: string, previ: boolean) => ({
        date,
        temperature: 18,
        hygrometrie: 90,
        pluie: 0,
        alt_risk: 50,
        iot_id: 42,
        previ,
      });
      return {
        status: 200,
        body: {
          data: [hour('2026-06-15T10:00:00.000Z', false), hour('2026-06-15T14:00:00.000Z', true)],
        },
      };
    }
    if (url === `${base}/meteoData/indices`) {
      return state.climateFails
        ? { status: 500, body: { code: 500, message: 'Erreur interne' } }
        : { status: 200, body: { data: [] } };
    }
    if (url === `${base}/dm/quotidiennes/nbValues`) {
      return {
        status: 200,
        body: {
          data: [
            { date: '2026-06-13', nb_temperature: 24, nb_hygrometrie: 24, nb_pluie: 24 },
            {
              date: '2026-06-14',
              nb_temperature: 10,
              nb_hygrometrie: 10,
              nb_pluie: 10,
              correction: true,
            },
          ],
        },
      };
    }
    if (url === `${base}/treatmentskipped`) {
      return {
        status: 200,
        body: { data: { plot_skip: [{ disease: 'lateblight', skipped_at: '2026-06-05' }] } },
      };
    }
    if (url === '/api/maladiesPdt/plots/treatments/allProducts') {
      return { status: 200, body: { data: PRODUCTS } };
    }
    // The model follows a write: the treatment is listed and the advice worked out again.
    if (url === `${base}/treatment` && method === 'POST') {
      const lines = (request.body as { traitement_data: BlightTreatmentPayload[] }).traitement_data;
      for (const line of lines) {
        const product = PRODUCTS.find((entry) => String(entry.id) === String(line.id_produit));
        plot.treatments.push({
          treated_at: line.date,
          product_id: Number(line.id_produit),
          product_name: product?.name ?? '',
          product_type: line.typeproduit,
          product_dose: line.dose,
          dose_unit: line.unite,
          standard_persistence: line.remanence,
          modified_persistence: null,
          washout_resistance: line.resistancelessivage,
        });
      }
      plot.conseil = 'PASTRAIT';
      return { status: 200, body: { data: lines.length } };
    }
    if (url === `${base}/observation` && method === 'POST') {
      plot.observations.push({ date_obs: (request.body as { date_obs: string }).date_obs });
      return { status: 200, body: { data: true } };
    }
    if (url === `${base}/replacements`) return { status: 200, body: { data: state.corrections } };
    if (url === `${base}/replacement` && method === 'POST') {
      const body = request.body as { replacement_data: { begin: string; end: string }[] };
      state.corrections.periods.push(...body.replacement_data);
      return { status: 200, body: { data: 1 } };
    }
    if (url.startsWith(`${base}/replacements/`) && method === 'DELETE') {
      state.corrections.periods = [];
      return { status: 200, body: { data: true } };
    }
    if (url === '/api/maladiesPdt/scenarioscode/7') {
      return {
        status: 200,
        body: {
          data: [
            { code: 'NULL', description: 'Aucun scénario' },
            { code: 'PRESSION_FORTE', description: 'Pression forte' },
          ],
        },
      };
    }
    if (url === '/api/maladiesPdt/scenarioscode/plot/7')
      return { status: 200, body: { data: true } };
    if (url === '/api/maladiesPdt/calcul/verif/plot/7') {
      return {
        status: 200,
        body: { data: { statut_calcul: 'calculajour', date_calcul: null, message: 'À jour' } },
      };
    }
    if (url === '/api/iot/station/42') {
      return {
        status: 200,
        body: { data: { p_dt_crea: '2025-02-01T10:00:00Z', lastmovedate: null } },
      };
    }
    return undefined;
  });
}

const page = () => within(screen.getByRole('main'));
const section = (name: string) => within(page().getByRole('region', { name }));

async function openPlot(
  session: SessionAnswer = adviserSession,
  plot: BlightPlot = basePlot(),
  state: State = { corrections: { periods: [], missing_days: [] } },
) {
  const requests = plotBff(session, plot, state);
  const user = await openScreen(PATH, 'La Mare (7)');
  return { requests, state, user };
}

const ADD_NAMES = ['Ajouter un traitement', 'Ajouter une irrigation', 'Ajouter une observation'];

beforeEach(() => setScreenWidth(1280));

describe('blight plot detail', () => {
  it('says the advice of its code with its dates, in red when it asks for a treatment', async () => {
    await openPlot();
    const advice = page().getByTestId('preconisation');
    expect(advice.textContent).toBe(
      'Un traitement était préconisé le 13/06/2026. Traiter le 15/06/2026 avec un pénétrant.',
    );
    expect(advice.className).toMatch(/red|mantine/);
    expect(
      await section('Parcelle').findByText('Calculs effectués dans les dernières heures'),
    ).toBeTruthy();
    expect(section('Parcelle').getByText('MARTIN Claire')).toBeTruthy();
  });

  it('marks protected days and corrected days on the calendars', async () => {
    await openPlot();
    const calendar = section('Calendrier mildiou');
    expect(
      await calendar.findByRole('gridcell', { name: /14 juin 2026.*Vigilance.*Parcelle protégée/ }),
    ).toBeTruthy();
    const planning = section('Planning de réception météo');
    expect(
      await planning.findByRole('gridcell', { name: /14 juin 2026.*Correction.*Météo corrigée/ }),
    ).toBeTruthy();
  });

  it('adds a weather correction period, says so and shows it in the table', async () => {
    const { user, requests } = await openPlot();
    const corrections = section('Corrections météo de la parcelle');
    expect(
      await corrections.findByText('Cette parcelle ne possède pas de corrections météos'),
    ).toBeTruthy();
    const save = corrections.getByRole('button', { name: 'Enregistrer' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(corrections.getByLabelText(/Date de début/), '2026-06-01');
    await user.type(corrections.getByLabelText(/Date de fin/), '2026-06-03');
    await user.click(save);
    expect(
      await screen.findByText('Ajout de remplacement de parcelle effectué avec succès !'),
    ).toBeTruthy();
    expect(await corrections.findByText('Du 01/06/2026 au 03/06/2026')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/replacement'));
    expect(post?.body).toEqual({ replacement_data: [{ begin: '2026-06-01', end: '2026-06-03' }] });
  });

  it('refuses a correction ending today: the end must be yesterday at the latest', async () => {
    const { user } = await openPlot();
    const corrections = section('Corrections météo de la parcelle');
    await user.type(corrections.getByLabelText(/Date de début/), '2026-06-10');
    await user.type(corrections.getByLabelText(/Date de fin/), '2026-06-15');
    expect(corrections.getByRole('alert').textContent).toBe(
      'La date de fin doit être comprise entre la date de début et hier.',
    );
    expect(corrections.getByRole('button', { name: 'Enregistrer' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('deletes a period after confirmation', async () => {
    const { user } = await openPlot(adviserSession, basePlot(), {
      corrections: {
        periods: [{ begin: '2026-06-01', end: '2026-06-03' }],
        missing_days: ['2026-05-20'],
      },
    });
    const corrections = section('Corrections météo de la parcelle');
    expect(await corrections.findByText('20/05/2026')).toBeTruthy();
    await user.click(
      corrections.getByRole('button', { name: 'Supprimer la période Du 01/06/2026 au 03/06/2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Suppression d'un ajout météo" });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Suppression effectuée avec succès !')).toBeTruthy();
    // The 'Jours manquants' row has no actions.
    await waitFor(() => expect(corrections.queryByText('Du 01/06/2026 au 03/06/2026')).toBeNull());
    expect(corrections.queryAllByRole('button', { name: /Modifier la période/ })).toHaveLength(0);
  });

  it('offers no add button to a reader without the write right', async () => {
    await openPlot(externalSession('2026-01-01'));
    const interventions = section('Interventions et observations');
    expect(interventions.getByText('Aucune observation')).toBeTruthy();
    for (const name of ADD_NAMES) {
      expect(interventions.queryByRole('button', { name })).toBeNull();
    }
  });

  it('lets an adviser with the write right add a treatment to a plot not theirs, in local time', async () => {
    const { requests, user } = await openPlot();
    const interventions = section('Interventions et observations');
    for (const name of ADD_NAMES) expect(interventions.getByRole('button', { name })).toBeTruthy();
    await user.click(interventions.getByRole('button', { name: 'Ajouter un traitement' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Ajouter un traitement - La Mare (7)' }),
    );
    await user.type(
      dialog.getByLabelText(/^Date du traitement \(heure locale\)/),
      '2026-06-15T08:30',
    );
    await user.click(dialog.getByRole('combobox', { name: 'Produit 1' }));
    await user.click(await screen.findByRole('option', { name: 'Fluazinam 500' }));
    await user.type(dialog.getByRole('textbox', { name: 'Dose' }), '0,4');
    await user.click(dialog.getByRole('button', { name: 'Ajouter le traitement' }));

    expect(await screen.findByText('Ajout de Traitement réussie.')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.url.endsWith('/plots/7/treatment'));
    expect(sent?.body).toEqual({
      traitement_data: [
        expect.objectContaining({ date: '2026-06-15T06:30:00.000Z', id_produit: '102', dose: 0.4 }),
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const treatments = within(interventions.getByRole('table', { name: 'Traitements' }));
    expect(await treatments.findByText('15/06/2026 06:30 (08:30 heure locale)')).toBeTruthy();
    expect(
      await page().findByText("Aucune intervention n'est à réaliser", {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('lets an adviser with the write right add an observation from the plot', async () => {
    const { requests, user } = await openPlot();
    const interventions = section('Interventions et observations');
    await user.click(interventions.getByRole('button', { name: 'Ajouter une observation' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Ajouter une observation - La Mare (7)' }),
    );
    await user.type(dialog.getByLabelText(/^Date d'observation/), '2026-06-14');
    await user.click(dialog.getByRole('button', { name: "Ajouter l'observation" }));
    expect(await screen.findByText('Ajout de Observation réussie.')).toBeTruthy();
    expect(
      requests.find((r) => r.method === 'POST' && r.url.endsWith('/plots/7/observation'))?.body,
    ).toEqual({ date_obs: '2026-06-14' });
    expect(
      await within(
        interventions.getByRole('list', { name: "Dates d'observation de mildiou" }),
      ).findByText('14/06/2026'),
    ).toBeTruthy();
  });

  it('dates a treatment in UTC as the spec says, with the Paris time it was typed in', async () => {
    await openPlot();
    const treatments = within(
      section('Interventions et observations').getByRole('table', { name: 'Traitements' }),
    );
    expect(treatments.getByRole('columnheader', { name: /Date UTC/ })).toBeTruthy();
    expect(treatments.getByText('01/06/2026 06:00 (08:00 heure locale)')).toBeTruthy();
  });

  it('hides the operator code from an EXTERNE reader, and the admin block', async () => {
    await openPlot(externalSession('2026-01-01'));
    const station = section('Station météo');
    expect(station.queryByText('Code station opérateur')).toBeNull();
    expect(station.getByRole('link', { name: /Arras Nord/ })).toBeTruthy();
    expect(page().queryByRole('region', { name: 'Calculs (Admin)' })).toBeNull();
  });

  it('asks before forcing a scenario, Oui / Non', async () => {
    // The demo admin also holds MILDIOU, as the simulator's admin@demo.fr.
    const { user, requests } = await openPlot({
      ...adminSession,
      rights: [...adminSession.rights, 'MILDIOU', 'METEO'],
    });
    const admin = section('Calculs (Admin)');
    await user.click(admin.getByRole('button', { name: 'Scénario' }));
    await user.click(await admin.findByLabelText('Scénario forcé'));
    await user.click(
      await screen.findByRole('option', { name: 'PRESSION_FORTE - Pression forte' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(SCENARIO_QUESTION, {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Non' }));
    expect(requests.some((r) => r.url.includes('scenarioscode/plot'))).toBe(false);
    await user.click(admin.getByLabelText('Scénario forcé'));
    await user.click(
      await screen.findByRole('option', { name: 'PRESSION_FORTE - Pression forte' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui' }),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.url.includes('scenarioscode/plot'))?.body).toEqual({
        code_scenario: 'PRESSION_FORTE',
        id_plot: '7',
      }),
    );
  });

  it('shows the alternariose section for a plot that has it: calendar, days, hours and station', async () => {
    const { user } = await openPlot(adviserSession, basePlot({ alternaria: true }));
    const alternaria = section('Alternariose');
    expect(await alternaria.findByRole('gridcell', { name: /15 juin 2026.*Risque/ })).toBeTruthy();
    expect(
      alternaria.getByRole('gridcell', { name: /14 juin 2026.*Parcelle protégée/ }),
    ).toBeTruthy();
    const days = alternaria.getByRole('table', { name: 'Alternariose, données journalières' });
    expect(within(days).getByText('Sensible')).toBeTruthy();
    await user.click(alternaria.getByRole('tab', { name: 'Données horaires' }));
    const hours = await alternaria.findByRole('table', { name: 'Alternariose, données horaires' });
    expect(within(hours).getByText('Données prévisionnelles')).toBeTruthy();
    expect(within(hours).getByText('Données mesurées')).toBeTruthy();
    expect(
      within(hours)
        .getAllByRole('link', { name: 'Voir la station (nouvel onglet)' })[0]
        ?.getAttribute('href'),
    ).toBe('/meteo/station/42');
  });

  it('has no alternariose section for a plot without it', async () => {
    await openPlot();
    expect(page().queryByRole('region', { name: 'Alternariose' })).toBeNull();
  });

  it('says when the climate data could not be loaded (the old page only logged it)', async () => {
    await openPlot(adviserSession, basePlot(), {
      corrections: { periods: [], missing_days: [] },
      climateFails: true,
    });
    expect(
      await section('Données climatiques').findByText(
        "Les données climatiques de la parcelle n'ont pas pu être chargées.",
      ),
    ).toBeTruthy();
  });

  it('says so when the plot is not the user’s', async () => {
    signedInBff({ session: adviserSession }, () => ({
      status: 404,
      body: { code: 404, message: 'Parcelle introuvable' },
    }));
    renderRoutes(buildRoutes(), PATH);
    expect(
      await screen.findByText(
        "Cette parcelle n'existe pas ou vous n'avez pas accès à son suivi mildiou.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

import {
  blightListSummary,
  blightMapPlace,
  blightPlotId,
} from '@agro/contracts/bff/blight-dashboard';
import { blightPlotColumnsOn } from '@agro/contracts/columns/blight';
import type { BlightDashboardRow, BlightFilterLists } from '@agro/contracts/entities/blight';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionAnswer } from '../../../lib/session';
import { openScreen } from '../../../test/open-screen';
import { pagedListApi } from '../../../test/paged-list-bff';
import { chooseOption } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { conseillerSession, externalSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';

// jsdom has no WebGL: the map is a list of its points (test/map-stand-in.tsx).
vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));

const PATH = '/mildiou/tableaudebord';

function plot(overrides: Partial<BlightDashboardRow>): BlightDashboardRow {
  return {
    id: 1,
    plot_name: 'Les Hauts',
    scenario: null,
    farmer: 'AGRI0001',
    nom_agri: 'MARTIN',
    prenom_agri: 'Claire',
    city: 'Arras',
    latitude: 50.29,
    longitude: 2.78,
    area: 4,
    variete: 'Bintje',
    seuiltrait: 12,
    levee30: '2026-05-02',
    stade: 'croissanceactive',
    risque: 10,
    risque_alt: null,
    risque_j_previ: 10,
    risque_jp1_previ: 10,
    statut: 'OK',
    conseil: 'PASTRAIT',
    parcelleprotegee: 1,
    l10poids_j_reel: 0,
    l10poids_j_previ: 0,
    l10poids_jp1_previ: 0,
    l10poids_jp2_previ: 0,
    nb_heure_last_meteo_data: 1,
    raison_sociale: 'EARL Martin',
    nom_integrateur: 'Coopérative du Nord',
    id_integrateur: 3,
    distributeur: 'Négoce Artois',
    country: 'france',
    departement: '62',
    externe: 0,
    ...overrides,
  };
}

const plots: BlightDashboardRow[] = [
  plot({ id: 1 }),
  plot({
    id: 2,
    plot_name: 'La Mare',
    risque: 50,
    risque_j_previ: 50,
    risque_jp1_previ: 40,
    conseil: 'TRAIT',
    parcelleprotegee: 0,
    l10poids_j_reel: 3.25,
  }),
  // Same place as plot 1: moved apart on the map.
  plot({
    id: 3,
    plot_name: 'Le Moulin',
    farmer: 'AGRI0002',
    nom_agri: 'DURAND',
    prenom_agri: 'Paul',
    risque: 40,
    risque_j_previ: 50,
    risque_jp1_previ: 50,
    conseil: 'PASCONSEILPREVI',
    statut: 'donneesmanquantes',
    nb_heure_last_meteo_data: 9,
    departement: '80',
  }),
  plot({
    id: 4,
    plot_name: 'Grand Champ',
    farmer: 'AGRI0003',
    nom_agri: 'PETIT',
    prenom_agri: 'Émile',
    latitude: 50.85,
    longitude: 4.35,
    risque: 50,
    risque_j_previ: 50,
    risque_jp1_previ: 50,
    conseil: 'TRAITCURATIF',
    country: 'belgique',
    departement: null,
    nom_integrateur: 'Agri Belgica',
    id_integrateur: 8,
    distributeur: null,
  }),
];

const lists: BlightFilterLists = {
  country: ['belgique', 'france'],
  departement: ['62', '80'],
  agri: [
    { farmer: 'AGRI0001', nom_agri: 'MARTIN', prenom_agri: 'Claire' },
    { farmer: 'AGRI0002', nom_agri: 'DURAND', prenom_agri: 'Paul' },
    { farmer: 'AGRI0003', nom_agri: 'PETIT', prenom_agri: 'Émile' },
  ],
  integrateur: [
    { id_integrateur: 3, nom_integrateur: 'Coopérative du Nord' },
    { id_integrateur: 8, nom_integrateur: 'Agri Belgica' },
  ],
  distributeur: ['Négoce Artois'],
  risque: [10, 40, 50],
  conseil: ['PASTRAIT', 'TRAIT', 'PASCONSEILPREVI', 'TRAITCURATIF'],
};

// The BFF's list of the adviser's plots, paged, counted and mapped by its own rules (issue 43).
const plotList = pagedListApi('mildiou', () => plots, {
  columns: blightPlotColumnsOn('2026-06-15'),
  summary: blightListSummary,
  mapPlace: blightMapPlace,
  rowId: blightPlotId,
});

function blightBff(session: SessionAnswer) {
  return signedInBff({ session, platformDate: '2026-06-15' }, plotList, (request) => {
    if (request.url === '/api/maladiesPdt/listes') return { status: 200, body: { data: lists } };
    return undefined;
  });
}

const page = () => within(screen.getByRole('main'));

async function openDashboard(session: SessionAnswer = conseillerSession) {
  const requests = blightBff(session);
  const user = await openScreen(PATH, 'Tableau de bord mildiou');
  await within(list()).findByText('La Mare (2)');
  return { requests, user };
}

const card = (title: string) =>
  page().getByRole('group', { name: title }).textContent?.replace(title, '').trim() ?? '';
const list = () => page().getByRole('table', { name: 'Liste des parcelles' });
const summaryCells = () =>
  within(page().getByRole('table', { name: 'Synthèse des risques' }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);
/** The plot ids of the list's rows, in their order ('La Mare (2)' gives 2). */
const rowIds = () =>
  within(list())
    .getAllByRole('row')
    .slice(1)
    .map((row) => /\((\d+)\)/.exec(row.textContent ?? '')?.[1])
    .map(Number);
const adviceOf = (name: string) => {
  const cells = within(within(list()).getByText(name).closest('tr') as HTMLElement).getAllByRole(
    'cell',
  );
  const index = within(list())
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith('Préconisation'));
  return cells[index]?.textContent;
};
const cardButton = (title: string) =>
  page().getByRole('button', { name: new RegExp(`^${title} `) });
const markers = async () =>
  within(page().getByRole('list', { name: 'Carte des parcelles' }))
    .findAllByRole('listitem')
    .then((items) => items.map((item) => item.dataset['colour']));

beforeEach(() => setScreenWidth(1280));

describe('blight dashboard', () => {
  it('counts farmers, plots, plots to treat and in error, and sums the risks per day', async () => {
    const { requests } = await openDashboard();
    expect(card("Nombre d'agriculteurs")).toBe('3');
    expect(card('Nombre de parcelles')).toBe('4');
    expect(card('Parcelles à traiter')).toBe('2');
    expect(card('Parcelles en erreur')).toBe('1');
    expect(summaryCells()).toEqual([
      ['4', '4', '4'],
      ['2', '3', '2'],
      ['50\u202f%', '75\u202f%', '50\u202f%'],
    ]);
    // A page of the BFF's list, sorted by urgency, and its map's layer: never the whole list.
    const asked = requests.map((request) => request.url);
    expect(asked).toContain('/bff/lists/mildiou?page=1&pageSize=15&sort=conseil&order=asc');
    expect(asked).toContain('/bff/lists/mildiou/map');
    expect(asked.filter((url) => url.startsWith('/api/maladiesPdt/situationMildiou'))).toEqual([]);
  });

  it('colours the markers by the tab’s day, grey when the weather is older than 6 hours', async () => {
    const { user } = await openDashboard();
    expect(await markers()).toEqual(['green', 'red', 'grey', 'red']);
    await user.click(page().getByRole('radio', { name: 'J+1' }));
    expect(await markers()).toEqual(['green', 'orange', 'grey', 'red']);
    const popup = within(page().getByRole('list', { name: 'Carte des parcelles' })).getAllByRole(
      'listitem',
    )[1];
    // The popup reads its plot from the BFF when it opens.
    await waitFor(() => expect(popup?.textContent).toContain('Résistance variétale\u202f: 12'));
    expect(
      within(popup as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/mildiou/parcelle/2');
  });

  it('narrows everything to a risk, and a foreign country clears and disables the departments', async () => {
    const { user } = await openDashboard();
    await chooseOption(user, 'Risque', 'Risque de contamination');
    expect(card('Nombre de parcelles')).toBe('2');
    expect(within(list()).queryByText('Les Hauts (1)')).toBeNull();
    await user.click(page().getByRole('button', { name: 'Effacer les filtres' }));

    await chooseOption(user, 'Département', '62');
    expect(card('Nombre de parcelles')).toBe('2');
    await chooseOption(user, 'Pays', 'belgique');
    expect(card('Nombre de parcelles')).toBe('1');
    expect(page().getByLabelText('Département', { selector: 'input' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the desktop columns, and the network filters to users who are not external', async () => {
    await openDashboard();
    const headers = within(list())
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter((text) => text !== '');
    expect(headers).toEqual(
      expect.arrayContaining([
        'Agriculteur',
        'Parcelle',
        'Protection',
        'Risque',
        'Société',
        'Éditeur',
        'Risque alternariose',
        'Stade',
        'Préconisation',
      ]),
    );
    expect(headers).not.toContain('Département');
    expect(page().getByLabelText('Intégrateur', { selector: 'input' })).toBeTruthy();
  });

  it('offers an external adviser no integrator or distributor filter', async () => {
    await openDashboard(externalSession('v3'));
    expect(page().queryByLabelText('Intégrateur', { selector: 'input' })).toBeNull();
    expect(page().queryByLabelText('Distributeur', { selector: 'input' })).toBeNull();
    expect(page().getByLabelText('Agriculteur', { selector: 'input' })).toBeTruthy();
  });
});

describe('blight dashboard column help', () => {
  it('explains each column behind an info button of its header, without sorting it', async () => {
    const { user } = await openDashboard();
    const help = within(list()).getByRole('button', {
      name: /^La préconisation du jour et sa date\u202f; en rouge, un traitement est à faire\./,
    });
    const before = within(list()).getAllByRole('row')[1]?.textContent;
    await user.click(help);
    expect(within(list()).getAllByRole('row')[1]?.textContent).toBe(before);
    expect(
      within(list()).getByRole('button', {
        name: "L'agriculteur qui cultive la parcelle.",
      }),
    ).toBeTruthy();
  });
});

describe('blight dashboard, the decision first (issue 41)', () => {
  it('opens sorted by urgency, the plots to treat first by risk, and sorts by any header', async () => {
    const { user } = await openDashboard();
    // 2 and 4 to treat at contamination risk, then 3 (vigilance), then 1 (no risk).
    expect(rowIds()).toEqual([2, 4, 3, 1]);
    const advice = within(list())
      .getAllByRole('columnheader')
      .find((th) => th.textContent?.startsWith('Préconisation'));
    expect(advice?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(list()).getByRole('button', { name: 'Trier par Parcelle croissant' }));
    expect(rowIds()).toEqual([4, 2, 3, 1]);
  });

  it('says the advice with its day, as the plot detail does', async () => {
    await openDashboard();
    expect(adviceOf('La Mare (2)')).toBe('Traiter le 15/06/2026');
    expect(adviceOf('Grand Champ (4)')).toBe(
      'Une stratégie curative est conseillée sur la parcelle.',
    );
    expect(adviceOf('Les Hauts (1)')).toBe("Aucune intervention n'est à réaliser");
    expect(adviceOf('Le Moulin (3)')).toBe('Pas de conseil sur des données prévisionnelles');
  });

  it('filters the list from each card, pressed, named in a notice that clears it', async () => {
    const { user } = await openDashboard();
    expect(cardButton('Parcelles à traiter').getAttribute('aria-pressed')).toBe('false');
    expect(cardButton('Nombre de parcelles').getAttribute('aria-pressed')).toBe('true');

    await user.click(cardButton('Parcelles à traiter'));
    expect(cardButton('Parcelles à traiter').getAttribute('aria-pressed')).toBe('true');
    expect(cardButton('Nombre de parcelles').getAttribute('aria-pressed')).toBe('false');
    expect(rowIds()).toEqual([2, 4]);
    expect(page().getByText('Filtre actif : Parcelles à traiter')).toBeTruthy();
    // The bar says it too: its 'À traiter' filter is the card's.
    expect(page().getByRole('button', { name: /Effacer les filtres/ })).toHaveProperty(
      'disabled',
      false,
    );

    await user.click(page().getByRole('button', { name: 'Retirer le filtre' }));
    expect(rowIds()).toEqual([2, 4, 3, 1]);
    expect(cardButton('Parcelles à traiter').getAttribute('aria-pressed')).toBe('false');
    expect(page().queryByText(/^Filtre actif/)).toBeNull();

    await user.click(cardButton('Parcelles en erreur'));
    expect(rowIds()).toEqual([3]);
    expect(card('Nombre de parcelles')).toBe('1');
    expect(page().getByText('Filtre actif : Parcelles en erreur')).toBeTruthy();
    // A card counting every plot shows them all again.
    await user.click(cardButton("Nombre d'agriculteurs"));
    expect(rowIds()).toEqual([2, 4, 3, 1]);
    expect(cardButton('Parcelles en erreur').getAttribute('aria-pressed')).toBe('false');
  });

  it('has a clear "À traiter" filter, the card pressed with it', async () => {
    const { user } = await openDashboard();
    await chooseOption(user, 'À traiter', 'Oui');
    expect(rowIds()).toEqual([2, 4]);
    expect(cardButton('Parcelles à traiter').getAttribute('aria-pressed')).toBe('true');
    await user.click(page().getByRole('button', { name: 'Effacer les filtres' }));
    await chooseOption(user, 'À traiter', 'Non');
    expect(rowIds()).toEqual([3, 1]);
    expect(cardButton('Parcelles à traiter').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('blight dashboard, paged by the BFF (issue 43)', () => {
  it('opens on the view of its address, and says the age of a list the BFF answered old', async () => {
    const old = pagedListApi('mildiou', () => plots, {
      columns: blightPlotColumnsOn('2026-06-15'),
      summary: blightListSummary,
      mapPlace: blightMapPlace,
      rowId: blightPlotId,
      stale: true,
    });
    const requests = signedInBff(
      { session: conseillerSession, platformDate: '2026-06-15' },
      old,
      (request) =>
        request.url === '/api/maladiesPdt/listes'
          ? { status: 200, body: { data: lists } }
          : undefined,
    );
    await openScreen(`${PATH}?liste.filter.risque=Vigilance`, 'Tableau de bord mildiou');
    await within(list()).findByText('Le Moulin (3)');
    expect(rowIds()).toEqual([3]);
    expect(card('Nombre de parcelles')).toBe('1');
    expect(await markers()).toEqual(['grey']);
    expect(requests.map((request) => request.url)).toContain(
      '/bff/lists/mildiou/map?filter.risque=Vigilance',
    );
    expect(
      screen
        .getAllByRole('alert')
        .some(
          (alert) =>
            alert.textContent ===
            'Données anciennesDonnées du 15/06/2026 à 07:12\u202f: le service des modèles ne répond pas.',
        ),
    ).toBe(true);
  });

  it('says when the map could not be read, the table still shown', async () => {
    signedInBff(
      { session: conseillerSession, platformDate: '2026-06-15' },
      (request) =>
        request.url.startsWith('/bff/lists/mildiou/map')
          ? { status: 502, body: { code: 502, message: 'Service indisponible' } }
          : undefined,
      plotList,
      (request) =>
        request.url === '/api/maladiesPdt/listes'
          ? { status: 200, body: { data: lists } }
          : undefined,
    );
    await openScreen(PATH, 'Tableau de bord mildiou');
    await within(list()).findByText('La Mare (2)');
    expect(await page().findByText("La carte des parcelles n'a pas pu être chargée.")).toBeTruthy();
  });
});

import type { BhBalanceRow, BhPlot, BhRainInfo } from '@agro/contracts/entities/water-balance';
import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-defaults';
import { formatDateFr } from '@agro/domain/dates';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import type { MapViewProps } from '../../../components/MapView';
import type { MapPoint } from '../../../components/map-style';
import { addDays } from '../../../lib/format';
import { adviserSession } from '../../../test/sessions';
import { fakeBff, renderRoutes, type FakeAnswer, type RecordedRequest } from '../../../test/render';
import { findScreenTitle } from '../../../test/screens';
import { BALANCE_ROW_BACKGROUNDS } from './plot-data';

// jsdom has no WebGL: the map is a stand-in showing what the page asked of it (MapView has its
// own tests with MapLibre's stand-in).
vi.mock('../../../components/MapView', () => ({
  MapView: (props: MapViewProps<MapPoint>) => (
    <div
      role="img"
      aria-label={props.label}
      data-zoom={props.zoom}
      data-center={`${props.center?.latitude},${props.center?.longitude}`}
      data-colour={props.colorScale?.colors[String(props.points[0]?.colorValue)]}
    />
  ),
}));

// The platform runs as of one day in June (PLATFORM_DATE, given by /bff/config), so the page's
// 'today' and campaign do not depend on the month the tests run in.
const today = '2026-06-15';
const year = 2026;
const day = (offset: number) => addDays(today, offset);

/** Days −6 to +7: three real days, four frequency days up to today, seven forecast days. */
function balanceRows(): BhBalanceRow[] {
  return Array.from({ length: 14 }, (_, index) => {
    const offset = index - 6;
    const type = offset > 0 ? 'previ' : offset > -3 ? 'freq' : undefined;
    return {
      Date: day(offset),
      Pluie: offset === -6 ? 12.5 : 0,
      Irrigation: offset === -5 ? 30 : 0,
      'Deficit en eau du sol': offset > 3 ? 2.4 : 0,
      RFU: 40 - index,
      RU: 100 - index,
      'Drainage profil': 0,
      ETP: 4.2,
      ...(type === undefined ? {} : { type }),
    };
  });
}

function samplePlot(overrides: Partial<BhPlot> = {}): BhPlot {
  return {
    id: 100001,
    id_info_plot: 5001,
    nom_parcelle: 'Les Aulnes',
    code_parcelle: 'P-01',
    nom_agri: 'MARTIN',
    prenom_agri: 'Hélène',
    code_agri: 'A001',
    id_agri: 11,
    nom_operateur: 'Coopérative Terres du Nord',
    id_operateur: 3,
    nom_grpt: 'Distri Ouest',
    id_grpt: 4,
    departement: '40',
    culture: 'MAIS_DOUX',
    statut_calcul_bh: 'ok',
    date_semis: `${year}-04-20`,
    stade_actuel: 'LEVEE',
    nom_sol: 'Limon argileux',
    code_sol: 'LA2',
    ru_max: 120,
    rfu_max: 80,
    date_calcul_bh: `${today}T05:00:00.000Z`,
    surface_irrig: 12.5,
    station: { id_iot: 7, nom_constructeur: 'Sencrop', code: '40123' },
    latitude: 43.89,
    longitude: -0.5,
    epuisement_rfu: 45.2,
    somme_irrig: 55,
    deficitj: 0,
    deficitj1: 0,
    deficitj2: 0,
    deficitj3: 0,
    deficitj4: 2.4,
    deficitj5: 2.4,
    deficitj6: 2.4,
    deficitj7: 2.4,
    warnings: ["Quota d'irrigation atteint"],
    precedent: 'Blé tendre',
    irrig_precedent: 1,
    p_dt_crea: null,
    code_postal: '40000',
    nom_integrateur: 'Coopérative Terres du Nord',
    // Received out of order: the page lists them by date.
    stades_calc: [
      { code: '4F', date: day(5) },
      { code: 'SEMIS', date: day(-20) },
      { code: '6_8F', date: day(15) },
      { code: 'LEVEE', date: day(-10) },
    ],
    stades_obs: ['LEVEE'],
    caracteristiques_generales: {
      cipan: {
        espece: 'Moutarde blanche',
        implantation: `${year - 1}-09-01`,
        levee: `${year - 1}-09-12`,
        destruction: null,
        developpement: 'Bon',
      },
      duree_tour_eau: 7,
      dose_irrig: 30,
      quota: 150.5,
      materiel_irrig: 'Enrouleur',
    },
    caracteristiques_culture: { variete: 'Golden Bantam', supersweet: true },
    irrigation: [
      { date: `${year}-07-01`, dose: 30 },
      { date: `${year}-06-20`, dose: 25 },
    ],
    bilan_hydrique: balanceRows(),
    ...overrides,
  };
}

const rains: BhRainInfo = {
  pluies: [
    { date: `${year}-06-01`, type: 'manual', pluie: 4 },
    { date: `${year}-06-02`, type: 'station', pluie: 0 },
    { date: `${year}-06-03`, type: 'other', pluie: 1.5 },
    { date: `${year}-06-04`, type: 'other', pluie: 0 },
  ],
  info: { findesdonneesreelles: `${year}-06-03` },
};

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { code: 404, message: 'Parcelle introuvable' },
};

function bff(
  plot: BhPlot | null = samplePlot(),
  rainAnswer?: FakeAnswer,
  platformDate: string = today,
): RecordedRequest[] {
  return fakeBff((request) => {
    if (request.url === '/bff/session') return { status: 200, body: adviserSession };
    if (request.url === '/bff/config') {
      return {
        status: 200,
        body: {
          ...DEFAULT_PLATFORM_CONFIG,
          productName: 'Agro Démo',
          instituteKeyword: 'arvalis',
          platformDate,
        },
      };
    }
    if (plot !== null && request.url === `/api/bhs/${plot.id}`) {
      return { status: 200, body: { data: [plot] } };
    }
    if (request.url.startsWith('/bff/exports/')) {
      return { status: 200, body: 'PK' };
    }
    if (plot !== null && request.url === `/api/bhs/${plot.id}/pluies`) {
      return rainAnswer ?? { status: 200, body: { data: rains } };
    }
    return NOT_FOUND;
  });
}

async function openPlot(id: number | string = 100001) {
  const user = userEvent.setup();
  renderRoutes(buildRoutes(), `/bilanhydrique/parcelle/${id}`);
  await findScreenTitle('Les Aulnes');
  return user;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The value a card gives for a label (its description list's `dd`). */
function field(region: HTMLElement, label: string): string {
  const terms = within(region).getAllByText(label, { selector: 'dt' });
  return terms[0]?.nextElementSibling?.textContent ?? '';
}

/** Checks the value the card gives for each label, naming the label that differs. */
function expectFields(region: HTMLElement, values: Readonly<Record<string, string>>): void {
  for (const [label, value] of Object.entries(values))
    expect(field(region, label), label).toBe(value);
}

const bodyRows = (table: HTMLElement) =>
  within(table.querySelector('tbody') as HTMLElement).getAllByRole('row');

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('water balance plot detail', () => {
  it("shows the plot's cards with its values, '-' for what is missing", async () => {
    bff();
    await openPlot();

    const plotCard = section('Parcelle');
    expectFields(plotCard, {
      Agriculteur: 'MARTIN Hélène',
      Intégrateur: 'Coopérative Terres du Nord',
      Distributeur: 'Distri Ouest',
      Parcelle: 'Les Aulnes',
      'Code postal': '40000',
      Station: 'Sencrop - 40123',
      'Culture précédente': 'Blé tendre',
      'Précédent irrigué': 'Oui',
      Espèce: 'Moutarde blanche',
      Implantation: `01/09/${year - 1}`,
      Levée: `12/09/${year - 1}`,
      Destruction: '-',
      Développement: 'Bon',
    });

    const irrigation = section('Irrigation');
    expectFields(irrigation, {
      "Durée du tour d'eau": '7\u00a0jours',
      "Dose d'irrigation": '30\u00a0mm',
      Quota: '150,5\u00a0mm',
      "Matériel d'irrigation": 'Enrouleur',
    });

    const soil = section('Sol');
    expectFields(soil, {
      'Code du sol': 'LA2',
      'Nom du sol': 'Limon argileux',
      'RU max': '120\u00a0mm',
      'RFU max': '80\u00a0mm',
    });

    const crop = section('Culture');
    expectFields(crop, {
      Culture: 'Maïs doux',
      'Date de semis': `20/04/${year}`,
      Variété: 'Golden Bantam',
      Supersweet: 'Oui',
    });

    // Zoom 9, centred on the plot, in its crop's colour (sweet maize: blue3).
    const map = within(section('Carte')).getByRole('img', {
      name: 'Carte de la parcelle Les Aulnes',
    });
    expect(map.dataset.zoom).toBe('9');
    expect(map.dataset.center).toBe('43.89,-0.5');
    expect(map.dataset.colour).toBe('#3949ab');

    const irrigations = within(section('Irrigations')).getByRole('table', {
      name: 'Irrigations de la parcelle',
    });
    expect(bodyRows(irrigations).map((row) => row.textContent)).toEqual([
      `20/06/${year}25`,
      `01/07/${year}30`,
    ]);
    expect(
      within(irrigations).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent,
    ).toBe('55');

    expect(screen.getByText('Calcul à jour')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Avertissements du calcul' })).getByText(
        "Quota d'irrigation atteint",
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href'),
    ).toBe('/bilanhydrique/tableaudebord');
    expect(screen.getByRole('button', { name: 'Commentaires de la parcelle' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Les Aulnes - Bilan hydrique - Agro Démo'));
  });

  it('shows the characteristics of the crop: precocity, days to flowering and size for seed maize', async () => {
    bff(
      samplePlot({
        culture: 'MAIS_SEMENCE',
        caracteristiques_culture: {
          precocite: 'Demi-précoce',
          nb_jour_semis_flor: 72,
          gabarit: null,
        },
        irrig_precedent: false,
      }),
    );
    await openPlot();
    const crop = section('Culture');
    expectFields(crop, {
      Culture: 'Maïs semence',
      Précocité: 'Demi-précoce',
      'Nombre de jours semis-floraison': '72',
      Gabarit: '-',
    });
    expect(within(crop).queryByText('Variété')).toBeNull();
    expect(within(crop).queryByText('Supersweet')).toBeNull();
    expect(field(section('Parcelle'), 'Précédent irrigué')).toBe('Non');
  });

  it('dates potatoes by their planting, not their sowing', async () => {
    bff(samplePlot({ culture: 'PDT', caracteristiques_culture: { variete: 'Charlotte' } }));
    await openPlot();
    const crop = section('Culture');
    expectFields(crop, {
      Culture: 'Pomme de terre',
      'Date de plantation': `20/04/${year}`,
    });
    expect(within(crop).queryByText('Date de semis')).toBeNull();
  });

  it('shows variety and precocity for soya, and nothing more', async () => {
    bff(
      samplePlot({
        culture: 'SOJA',
        caracteristiques_culture: { variete: 'Isidor', precocite: '000' },
      }),
    );
    await openPlot();
    const crop = section('Culture');
    expect(field(crop, 'Culture')).toBe('Soja');
    expect(
      within(crop)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Culture', 'Date de semis', 'Variété', 'Précocité']);
    expectFields(crop, {
      Variété: 'Isidor',
      Précocité: '000',
    });
  });

  it('lists the stages by date with their names, marks the current and next ones and the observed', async () => {
    bff();
    await openPlot();
    const stages = section('Stades');
    const items = within(within(stages).getAllByRole('list')[0] as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      `Semis${formatDateFr(day(-20))}`,
      `Stade observéLevéeStade actuel${formatDateFr(day(-10))}`,
      `4 feuillesProchain stade${formatDateFr(day(5))}`,
      `6-8 feuilles${formatDateFr(day(15))}`,
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items.filter((item) => item.getAttribute('aria-current') !== null)).toHaveLength(1);
    // The eye is on the observed stage only, named for screen readers.
    expect(
      within(items[1] as HTMLElement).getByRole('img', { name: 'Stade observé' }),
    ).toBeTruthy();
    expect(within(stages).getAllByRole('img', { name: 'Stade observé' })).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Légende des stades' })).getByText('Stade observé'),
    ).toBeTruthy();
  });

  it("takes today from the platform's day: the current and next stages follow it", async () => {
    // Five days later, the plot has reached 4 leaves: it is the current stage, 6-8 leaves next.
    bff(samplePlot(), undefined, day(5));
    await openPlot();
    const list = within(section('Stades')).getAllByRole('list')[0] as HTMLElement;
    const stages = within(list).getAllByRole('listitem');
    const current = stages.find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe(`4 feuillesStade actuel${formatDateFr(day(5))}`);
    expect(stages.find((item) => item.textContent?.includes('Prochain stade'))?.textContent).toBe(
      `6-8 feuillesProchain stade${formatDateFr(day(15))}`,
    );
  });

  it('shows the daily table 10 days a page, newest first, forecast rows orange and frequency rows grey', async () => {
    bff();
    await openPlot();
    const table = screen.getByRole('table', { name: 'Bilan hydrique journalier' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(10);
    expect(screen.getByText('1-10 sur 14')).toBeTruthy();
    const cells = (row: HTMLElement | undefined) =>
      [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    // Day +7, a forecast: orange, said in words in the last column.
    expect(cells(rows[0])).toEqual([
      formatDateFr(day(7)),
      '0\u00a0mm',
      '0\u00a0mm',
      '2,4\u00a0mm',
      '27\u00a0mm',
      '87\u00a0mm',
      '0\u00a0mm',
      '4,2\u00a0mm',
      'Prévisions',
    ]);
    expect(rows[0]?.style.backgroundColor).toBe(hexToRgb(BALANCE_ROW_BACKGROUNDS.forecast));
    // Today, a frequency row: grey.
    expect(cells(rows[7])[0]).toBe(formatDateFr(today));
    expect(cells(rows[7]).at(-1)).toBe('Fréquentielles');
    expect(rows[7]?.style.backgroundColor).toBe(hexToRgb(BALANCE_ROW_BACKGROUNDS.frequency));
    expect(
      within(table).getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort'),
    ).toBe('descending');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    const last = bodyRows(screen.getByRole('table', { name: 'Bilan hydrique journalier' }));
    expect(last).toHaveLength(4);
    // The oldest day is real data: no colour.
    expect(cells(last[3])[0]).toBe(formatDateFr(day(-6)));
    expect(cells(last[3])[1]).toBe('12,5\u00a0mm');
    expect(cells(last[3]).at(-1)).toBe('Réelles');
    expect(last[3]?.style.backgroundColor).toBe('');
  });

  it('exports the daily table, saved under a file name without a slash when the BFF gives none', async () => {
    const requests = bff();
    const createObjectURL = vi.fn(() => 'blob:bilan');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const user = await openPlot();
      await user.click(screen.getByRole('button', { name: 'Exporter' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
      expect(requests.map((request) => request.url)).toContain(
        '/bff/exports/bilan-hydrique-parcelle/100001.xlsx',
      );
      expect(saved).toEqual(['bilan-hydrique-parcelle_100001.xlsx']);
    } finally {
      click.mockRestore();
    }
  });

  it('disables the export of a plot without daily rows, saying why, and asks the BFF nothing', async () => {
    for (const bilan_hydrique of [[], null]) {
      const requests = bff(samplePlot({ bilan_hydrique }));
      const user = await openPlot();
      const table = section('Bilan hydrique journalier');
      const button = within(table).getByRole('button', { name: 'Exporter' });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe(
        'Aucune donnée à exporter\u202f: la parcelle n’a pas de bilan hydrique journalier.',
      );
      // Still focusable, so its tooltip tells a keyboard user why.
      act(() => button.focus());
      expect(await screen.findByRole('tooltip')).toHaveProperty(
        'textContent',
        'Aucune donnée à exporter\u202f: la parcelle n’a pas de bilan hydrique journalier.',
      );
      await user.click(button);
      expect(requests.some((request) => request.url.startsWith('/bff/exports/'))).toBe(false);
      cleanup();
    }
  });

  it('keeps the export enabled for a plot with daily rows', async () => {
    bff();
    await openPlot();
    const button = within(section('Bilan hydrique journalier')).getByRole('button', {
      name: 'Exporter',
    });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });

  it('colours each day of the reception calendar by the origin of its rain, with a legend', async () => {
    bff();
    await openPlot();
    const grid = await screen.findByRole('grid', {
      name: `Origine des données de pluie, campagne ${year}`,
    });
    expect(
      within(grid).getByRole('gridcell', { name: /1 juin \d{4}\u202f: Données envoyées$/ }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: /2 juin \d{4}\u202f: Données de station$/ }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: /3 juin \d{4}\u202f: Données Arvalis$/ }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', {
        name: /4 juin \d{4}\u202f: Données Arvalis prévisionnelles$/,
      }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: /^\S+ 5 juin \d{4}\u202f: Pas de donnée$/ }),
    ).toBeTruthy();
    const legend = within(section('Réception des données météo'))
      .getAllByRole('list')
      .at(-1) as HTMLElement;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Données envoyées',
      'Données de station',
      'Données Arvalis',
      'Données Arvalis prévisionnelles',
      'Pas de donnée',
    ]);
  });

  it('says when the rain could not be loaded, and tries again', async () => {
    const requests = bff(samplePlot(), { status: 500, body: { code: 500, message: 'Erreur' } });
    const user = await openPlot();
    const card = section('Réception des données météo');
    expect((await within(card).findByRole('alert')).textContent).toBe(
      "Les données de réception météo n'ont pas pu être chargées. Veuillez réessayer plus tard.",
    );
    // The page stays usable: no error dialog over it.
    expect(screen.queryByRole('dialog')).toBeNull();
    const rainCalls = () => requests.filter((request) => request.url.endsWith('/pluies')).length;
    expect(rainCalls()).toBe(1);
    await user.click(within(card).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(rainCalls()).toBe(2));
  });

  it('says so when the plot is outside the balance', async () => {
    bff(samplePlot({ bilan_hydrique: null, statut_calcul_bh: 'en attente' }));
    await openPlot();
    expect(within(section('Graphique du bilan hydrique')).getByText(/hors bilan/)).toBeTruthy();
    expect(screen.getByText('Calcul en attente')).toBeTruthy();
    expect(screen.getByText('Aucune donnée à afficher')).toBeTruthy();
  });

  it('says in the page that a plot the user may not see cannot be found', async () => {
    const requests = bff(null);
    renderRoutes(buildRoutes(), '/bilanhydrique/parcelle/999');
    expect(await findScreenTitle('Parcelle introuvable')).toBeTruthy();
    expect(
      screen.getByText(
        "Cette parcelle n'existe pas ou vous n'avez pas accès à son bilan hydrique.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeTruthy();
    // No error dialog on top, and no rain asked for a plot that is not there.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((request) => request.url.endsWith('/pluies'))).toBe(false);
  });

  it('offers to try again when the server fails', async () => {
    fakeBff((request) => {
      if (request.url === '/bff/session') return { status: 200, body: adviserSession };
      if (request.url === '/bff/config') return { status: 200, body: { productName: 'Agro Démo' } };
      return { status: 500, body: { code: 500, message: 'Le service est indisponible.' } };
    });
    renderRoutes(buildRoutes(), '/bilanhydrique/parcelle/100001');
    expect(await screen.findByText("La parcelle n'a pas pu être chargée")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

import { describe, expect, it } from 'vitest';
import { chnPlotResult, type ChnListRow, type ChnPlotResult } from '../entities/ferti.ts';
import {
  chnErrorColumns,
  chnExportColumns,
  chnHistoryColumns,
  chnHistoryRows,
  chnExportWidth,
  chnListColumns,
  chnListColumnsOn,
  chnListRowOf,
  CHN_ESSENTIAL_COLUMNS,
  CHN_TO_APPLY_KEY,
  chnRowFilter,
  chnViewParameters,
  readChnView,
  type ChnView,
} from './chn.ts';
import { EMPTY_TABLE_QUERY } from './table-query.ts';

const RESULT: ChnPlotResult = chnPlotResult.parse({
  uuid_plot: 1057,
  code_airbus: 'AB001057',
  nom_parcelle: 'Les Grands Champs',
  client: 'Coop Beauce',
  zam: 'ZAM 28-2',
  ingenieur_regional: 'Rémi Fertilisation',
  exploitation: 'EARL Durand',
  lieudit: 'Le Moulin',
  departement: '28',
  latitude: 48.4,
  longitude: 1.5,
  codeespece: 'BTH',
  crop_management: 'Blé panifiable',
  variete: 'Chevignon',
  semis_date: '2025-10-20',
  date_dernier_apport: '2026-03-25',
  dose_dernier_apport: 70,
  flag: { date: '2026-04-02', stade_repere: 'epi1cm', indicateurs: ['LAI'] },
  flag_valide: false,
  livraison_conseil: [
    {
      date_apport_prevu: '2026-02-20',
      conseil_jm9: null,
      conseil_jm2: { dose: 50, date: '2026-02-18' },
    },
    {
      date_apport_prevu: '2026-03-25',
      conseil_jm9: { dose: 70, date: '2026-03-16' },
      conseil_jm2: null,
    },
    {
      date_apport_prevu: '2026-04-30',
      conseil_jm9: { dose: 40, date: '2026-04-21' },
      conseil_jm2: null,
    },
  ],
  calcul_end_timestamp: '2026-04-13T11:00:00.000Z',
  dernier_azoteaerienabsorbe_avant_assimilation: 90,
  dernier_azoteaerienabsorbe_apres_assimilation: 112.5,
  dernier_biomasseaerienne_avant_assimilation: 4.2,
  dernier_biomasseaerienne_apres_assimilation: 4.6,
  Preco_declenchement: true,
  dose_preconisee: 40,
  delta_n: 22.5,
  spluie_depuis_dernier_apport: 18.4,
  date_debut_prochaine_periode_favorable: '2026-04-15',
  date_fin_prochaine_periode_favorable: '2026-04-18',
  date_epuisement_n_sol: '2026-04-25',
  qn_sol_prochaine_periode_favorable: 12.5,
  date_franchissement_inn_min: '2026-04-28',
  date_derniere_image_utilisee: { acquisition_date: '2026-04-10' },
  warnings: [],
  errors: null,
});

const cells = (row: ReturnType<typeof chnListRowOf>) =>
  Object.fromEntries(chnListColumns.map((c) => [c.header, c.value(row)]));

describe('the CHN follow-up row', () => {
  it('derives the error mark and the inputs around today', () => {
    const row = chnListRowOf(RESULT, new Set(['1057']), '2026-04-13');
    expect(row.is_error).toBe(true);
    expect(row.conseil_previous?.date_apport_prevu).toBe('2026-03-25');
    expect(row.conseil_next?.date_apport_prevu).toBe('2026-04-30');
    expect(chnListRowOf(RESULT, new Set(['1']), '2026-04-13').is_error).toBe(false);
  });

  it('says each column as the screen and the export show it', () => {
    const row = chnListRowOf(RESULT, new Set(), '2026-04-13');
    expect(cells(row)).toMatchObject({
      'Code parcelle': '1057',
      'Drapeau de validation':
        'Parcelle détectée comme problématique le 02/04/2026 (stade repère epi1cm)',
      Erreur: 'Non',
      'Date de semis': '20/10/2025',
      'Apport précédent': '25/03/2026',
      'Apport suivant': '30/04/2026',
      'Dose préconisée (kgN/ha)': 40,
      'Dose conseillée de l’apport suivant (kgN/ha)': 40,
      'Apport prévu\u202f?': 'Oui',
      'Delta N (assimilé - non assimilé)': '(+) 22,5',
      'Date de calcul': '13/04/2026',
      "Date d'acquisition": '10/04/2026',
      'Quantité N sol (kgN/ha)': 12.5,
      'Pluie depuis dernier apport (mm)': 18.4,
    });
    const deltaN = chnListColumns.find((c) => c.key === 'delta_n');
    expect(deltaN?.sortValue?.(row)).toBe(22.5);
  });

  it('has unique keys and headers', () => {
    expect(new Set(chnListColumns.map((c) => c.key)).size).toBe(chnListColumns.length);
    expect(new Set(chnListColumns.map((c) => c.header)).size).toBe(chnListColumns.length);
  });
});

describe('what the follow-up keeps', () => {
  const row = (id: number, airbus: string, delta: number | null, flagged: boolean) =>
    chnListRowOf(
      {
        ...RESULT,
        uuid_plot: id,
        code_airbus: airbus,
        delta_n: delta,
        flag: flagged ? RESULT.flag : null,
      },
      new Set(),
      '2026-04-13',
    );
  const rows = [
    row(1, 'AB000001', 5, false),
    row(2, 'AB000002', -20, true),
    row(3, 'AB000003', 30, false),
    row(4, 'AB000004', null, true),
  ];
  const all: ChnView = { date: null, threshold: 20, outsideOnly: false, flaggedOnly: false };
  const kept = (view: ChnView, search = '') =>
    rows
      .filter(chnRowFilter(view, { ...EMPTY_TABLE_QUERY, search }, '2026-04-13'))
      .map((r) => r.uuid_plot);

  it('keeps every plot until a switch is on', () => {
    expect(kept(all)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the plots outside the green band, and the flagged ones', () => {
    expect(kept({ ...all, outsideOnly: true })).toEqual([2, 3]);
    expect(kept({ ...all, outsideOnly: true, threshold: 32 })).toEqual([]);
    expect(kept({ ...all, flaggedOnly: true })).toEqual([2, 4]);
    expect(kept({ ...all, outsideOnly: true, flaggedOnly: true })).toEqual([2]);
  });

  it('finds a typed list of airbus codes and ids, with spaces or commas', () => {
    expect(kept(all, 'AB000001, ab000003 4')).toEqual([1, 3, 4]);
    expect(kept(all, 'AB000002')).toEqual([2]);
    // Words still find the rows holding them all.
    expect(kept(all, 'Chevignon Beauce')).toEqual([1, 2, 3, 4]);
  });

  it('reads the same view back from its query string', () => {
    const view: ChnView = {
      date: '2026-04-06',
      threshold: 24,
      outsideOnly: true,
      flaggedOnly: true,
    };
    expect(readChnView(chnViewParameters(view))).toEqual(view);
    expect(readChnView({ date_calcul: 'DERNIER CALCUL', seuil: '1e9' })).toEqual({
      date: null,
      threshold: 100,
      outsideOnly: false,
      flaggedOnly: false,
    });
  });

  it('gives the export a column group per intervention and planned input', () => {
    const width = chnExportWidth(rows);
    expect(width).toEqual({ interventions: 0, plannedInputs: 3 });
    const headers = chnExportColumns(width, '2026-04-13').map((c) => c.header);
    // Every column of the table, whichever set the screen shows, then the groups.
    expect(headers.slice(0, chnListColumns.length + 1)).toEqual(
      chnListColumnsOn('2026-04-13').map((c) => c.header),
    );
    expect(headers.slice(chnListColumns.length + 1)).toEqual([
      'Date apport prévu 1',
      'Conseil J-9 apport 1 (kgN/ha)',
      'Conseil J-2 apport 1 (kgN/ha)',
      'Date apport prévu 2',
      'Conseil J-9 apport 2 (kgN/ha)',
      'Conseil J-2 apport 2 (kgN/ha)',
      'Date apport prévu 3',
      'Conseil J-9 apport 3 (kgN/ha)',
      'Conseil J-2 apport 3 (kgN/ha)',
    ]);
    const withInputs = {
      ...(rows[0] as ChnListRow),
      interventions: [{ nom: 'Apport organique', date: '2026-02-01', dose: 30, produit: 'Fumier' }],
    };
    const columns = chnExportColumns(chnExportWidth([withInputs]), '2026-04-13');
    expect(
      columns
        .map((c) => c.value(withInputs))
        .slice(chnListColumns.length + 1, chnListColumns.length + 5),
    ).toEqual(['Apport organique', '01/02/2026', 30, 'Fumier']);
  });
});

describe('the correction history and the errors table', () => {
  it('lists detections and corrections, latest first', () => {
    const row = chnListRowOf(
      {
        ...RESULT,
        corrections: [{ levier: 'Frein externe LAI', date: '2026-04-05' }],
      },
      new Set(),
      '2026-04-13',
    );
    expect(
      chnHistoryRows([row]).map((line) => chnHistoryColumns.map((c) => c.value(line))),
    ).toEqual([
      ['05/04/2026', 'Correction (Frein externe LAI)', 'Les Grands Champs - AB001057', null],
      ['02/04/2026', 'Détection (stade repère epi1cm)', 'Les Grands Champs - AB001057', null],
    ]);
    expect(chnHistoryRows([{ ...row, flag: null, corrections: [] }])).toEqual([]);
  });

  it('says the errors of a failed plot in its last column', () => {
    const errorRow = { uuid_plot: 5, errors: ['Météo manquante', 'Image absente'] };
    expect(chnErrorColumns.at(-1)?.value(errorRow)).toBe('Météo manquante\u202f; Image absente');
    expect(chnErrorColumns.find((c) => c.key === 'variete')?.value(errorRow)).toBeNull();
  });
});

describe("the follow-up's 'À apporter maintenant' column (issue 41)", () => {
  const during = (today: string) => chnListRowOf(RESULT, new Set(), today);
  const column = (today: string) => {
    const found = chnListColumnsOn(today).find((c) => c.key === CHN_TO_APPLY_KEY);
    if (!found) throw new Error('no column');
    return found;
  };

  it('says Oui from the first to the last day of the favourable period, Non outside it', () => {
    // RESULT's period: 15/04 to 18/04/2026.
    expect(column('2026-04-14').value(during('2026-04-14'))).toBe('Non');
    expect(column('2026-04-15').value(during('2026-04-15'))).toBe('Oui');
    expect(column('2026-04-18').value(during('2026-04-18'))).toBe('Oui');
    expect(column('2026-04-19').value(during('2026-04-19'))).toBe('Non');
  });

  it('stands before the dose, and the filter on it keeps the plots of the open window', () => {
    const keys = chnListColumnsOn('2026-04-16').map((c) => c.key);
    expect(keys.indexOf(CHN_TO_APPLY_KEY)).toBe(keys.indexOf('dose') - 1);
    const open = during('2026-04-16');
    const closed = {
      ...open,
      uuid_plot: 2,
      date_debut_prochaine_periode_favorable: '2026-05-01',
      date_fin_prochaine_periode_favorable: '2026-05-05',
    };
    const view: ChnView = { date: null, threshold: 20, outsideOnly: false, flaggedOnly: false };
    const keep = (values: string[]) =>
      [open, closed]
        .filter(chnRowFilter(view, { search: '', filters: { a_apporter: values } }, '2026-04-16'))
        .map((r) => r.uuid_plot);
    expect(keep(['Oui'])).toEqual([1057]);
    expect(keep(['Non'])).toEqual([2]);
    // Repeated or odd values never keep more than the rows given.
    expect(keep(['Oui', 'Non', 'Oui'])).toEqual([1057, 2]);
    expect(keep(['oui; DROP', ''])).toEqual([]);
  });

  it('sorts the open windows first', () => {
    const sortValue = column('2026-04-16').sortValue;
    const open = during('2026-04-16');
    const later = { ...open, date_debut_prochaine_periode_favorable: '2026-04-20' };
    expect(sortValue?.(open) as number).toBeLessThan(sortValue?.(later) as number);
  });

  it('names essential columns the table has, the decision ones first', () => {
    const keys = new Set(chnListColumnsOn('2026-04-16').map((c) => c.key));
    for (const key of CHN_ESSENTIAL_COLUMNS) expect(keys.has(key)).toBe(true);
    expect(CHN_ESSENTIAL_COLUMNS.slice(0, 5)).toEqual([
      'parcelle',
      CHN_TO_APPLY_KEY,
      'dose',
      'debut_periode',
      'fin_periode',
    ]);
  });
});

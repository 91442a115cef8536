import { describe, expect, it } from 'vitest';
import type { CapPlot, MaizeStagePlot } from '../entities/stages.ts';
import {
  capListColumns,
  capViewFilter,
  CAP_ESSENTIAL_COLUMNS,
  CAP_FILTER_KEYS,
  capViewParameters,
  CAP_DEFAULT_FILTERS,
  EMPTY_CAP_VIEW,
  ownPlotColumns,
  readCapView,
  windowKey,
} from './cap.ts';
import { maizeColumns } from './stages.ts';
import { tableRowFilter } from './table-query.ts';

const plot = {
  id_plot: 600001,
  code_parcelle_os: 'CAP-00001',
  castype: 1,
  codeespece: 17,
  date_semis: '2025-10-12',
  variete: 'Rubisko',
  var_origine: 'Chevignon',
  septo_datealerte: '2026-04-10',
  septo_datet1: '2026-04-20',
  stade_epi1cm: '2026-03-20',
  etat_calcul: 'ko',
} as unknown as CapPlot;

describe('the client plot list', () => {
  it('says the type, the species, the changed variety and the window of the day', () => {
    const columns = capListColumns('2026-04-15');
    const value = (key: string) => columns.find((c) => c.key === key)?.value(plot);
    expect(value('type')).toBe('Cas type');
    expect(value('espece')).toBe('Blé tendre');
    expect(value('variete_origine')).toBe('Chevignon');
    expect(value(windowKey('septoriose'))).toBe('++');
    expect(value(windowKey('helminthosporiose'))).toBeNull();
    expect(value('etat')).toBe('Calcul en erreur');
    expect(
      capListColumns('2026-04-21')
        .find((c) => c.key === windowKey('septoriose'))
        ?.value(plot),
    ).toBe('+++');
    expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
  });

  it('starts with both types and reads its view back from the export query', () => {
    expect(CAP_DEFAULT_FILTERS.type).toEqual(['Parcelle réelle', 'Cas type']);
    const view = { sowingFrom: '2025-10-01', sowingTo: '2025-10-31', varietyChanged: true };
    expect(readCapView(capViewParameters(view))).toEqual(view);
    expect(readCapView({ semis_debut: '01/10/2025', variete_modifiee: 'oui' })).toEqual(
      EMPTY_CAP_VIEW,
    );
    expect(capViewParameters(EMPTY_CAP_VIEW)).toEqual({});
    expect(capViewFilter(view)(plot)).toBe(true);
    expect(capViewFilter({ ...view, sowingTo: '2025-10-11' })(plot)).toBe(false);
    expect(capViewFilter(view)({ ...plot, var_origine: null })).toBe(false);
  });

  it('lists own plots without the window indicators', () => {
    expect(ownPlotColumns.some((c) => c.key.startsWith('fenetre_'))).toBe(false);
    expect(ownPlotColumns[0]?.header).toBe('Code parcelle');
  });
});

describe('the maize tables', () => {
  it("carry the spec's stages: H50 to H32 for grain, H32 alone for fodder", () => {
    const headers = (kind: 'grain' | 'fourrage') => maizeColumns[kind].map((c) => c.header);
    expect(headers('grain')).toEqual([
      'Code client',
      'Code agriculteur',
      'Code parcelle',
      'Département',
      'Variété',
      'Date de semis',
      'Levée',
      '4 feuilles',
      '6 feuilles',
      '8 feuilles',
      '10 feuilles',
      'Floraison femelle',
      'SLAG',
      'H50',
      'H45',
      'H35',
      'H32',
      'Stades modifiés',
      'État du calcul',
    ]);
    expect(headers('fourrage').filter((h) => /^H\d/.test(h))).toEqual(['H32']);
    const row = {
      stade_h32: '2026-09-01',
      nb_stades_obs: null,
      etat_calcul: 'ok',
    } as MaizeStagePlot;
    expect(maizeColumns.grain.find((c) => c.key === 'stade_h32')?.value(row)).toBe('01/09/2026');
    expect(maizeColumns.grain.find((c) => c.key === 'modifies')?.value(row)).toBe(0);
  });
});

describe("the client plot list's disease risk (issue 41)", () => {
  const columns = capListColumns('2026-06-15');
  const at = (key: string) => columns.find((c) => c.key === key);
  const wheat: CapPlot = {
    ...plot,
    septo_risque: 20,
    rouillebrune_risque: 30,
    risque_fusa: 'élevé',
  };
  const barley = { ...plot, codeespece: 27, helmintho_risque: 10 } as unknown as CapPlot;
  const none = { ...plot, codeespece: 27 } as unknown as CapPlot;

  it('says the highest risk in words and the diseases at it, sorted by level', () => {
    expect(at('risque')?.value(wheat)).toBe('Risque fort');
    expect(at('risque_maladies')?.value(wheat)).toBe('Fusariose, Rouille brune');
    expect(at('risque')?.value(barley)).toBe('Risque faible');
    expect(at('risque')?.value(none)).toBe('Non évalué');
    expect(at('risque_maladies')?.value(none)).toBeNull();
    const level = (row: CapPlot) => at('risque')?.sortValue?.(row) as number;
    expect(level(none)).toBeLessThan(level(barley));
    expect(level(barley)).toBeLessThan(level(wheat));
  });

  it('filters on it as the export does, and is among the essential columns up front', () => {
    expect(CAP_FILTER_KEYS).toContain('risque');
    const keep = (values: string[]) =>
      [wheat, barley, none]
        .filter(tableRowFilter(columns, { search: '', filters: { risque: values } }))
        .map((row) => at('risque')?.value(row));
    expect(keep(['Risque fort', 'Non évalué'])).toEqual(['Risque fort', 'Non évalué']);
    expect(keep(['+++'])).toEqual([]);
    expect(CAP_ESSENTIAL_COLUMNS.slice(0, 3)).toEqual(['parcelle', 'risque', 'risque_maladies']);
    const keys = new Set(columns.map((c) => c.key));
    for (const key of CAP_ESSENTIAL_COLUMNS) expect(keys.has(key)).toBe(true);
  });
});

import { capListColumns } from '@agro/contracts/columns/cap';
import type { CapPlot } from '@agro/contracts/entities/stages';
import { describe, expect, it } from 'vitest';
import { capFilterDefinitions, stageShareRows } from './cap-model';

const plot = (over: Partial<CapPlot>) =>
  ({
    id_plot: 1,
    code_parcelle_os: 'CAP-1',
    castype: 0,
    codeespece: 17,
    date_semis: '2025-10-10',
    variete: 'Rubisko',
    var_origine: null,
    code_dept: '28',
    nom_user: 'Coop',
    ...over,
  }) as CapPlot;

describe('the client plot list model', () => {
  it("offers each filter its column's values, departments in number order", () => {
    const rows = [
      plot({ code_dept: '9' }),
      plot({ code_dept: '28', codeespece: 27, castype: 1 }),
      plot({ code_dept: '10' }),
    ];
    const definitions = capFilterDefinitions(capListColumns('2026-06-15'), rows);
    expect(definitions.map((d) => d.label)).toEqual([
      'Espèce',
      'Variété',
      'Département',
      'Client',
      'Type',
      'Risque maladie',
    ]);
    expect(definitions[2]?.options).toEqual(['9', '10', '28']);
    expect(definitions[0]?.options).toEqual(['Blé tendre', "Orge d'hiver"]);
    expect(definitions[4]?.options).toEqual(['Cas type', 'Parcelle réelle']);
    // Issue 41: the disease risk's words, the plots without a followed disease included.
    expect(definitions[5]?.options).toEqual(['Non évalué']);
  });

  it('charts the share of the plots shown that reached the stage', () => {
    const rows = [plot({ stade_epi1cm: '2026-03-10' }), plot({ stade_epi1cm: null })];
    expect(stageShareRows(rows, 'stade_epi1cm')).toEqual([{ date: '2026-03-10', part: 50 }]);
  });
});

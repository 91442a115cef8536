import type { PlotDetail } from '@agro/contracts/entities/stages';
import { describe, expect, it } from 'vitest';
import { chartRows, observedStagesOf, stagesOf, treatmentsOf } from './plot-model';

const plot = {
  id_plot: 600001,
  date_semis: '2025-10-20',
  stade_levee: '2025-11-02',
  stade_epi1cm: '2026-03-20',
  stade_1n: '2026-04-01',
  stade_2n: null,
  stade_maturite: '2025-11-05',
  traitements:
    '[{"maladie":"Septoriose","traitements":[{"date":"2026-04-20","dose":0.75,"produit":"Revystar XL"}]},{"oops":1}]',
  stades_obs: [{ code_arvalis: '30', date: '2026-03-20' }, { date: 'x' }],
} as unknown as PlotDetail;

describe('the stage plot detail model', () => {
  it('reads treatments and observed stages sent as JSON text or parsed, skipping odd entries', () => {
    expect(treatmentsOf(plot)).toEqual([
      {
        maladie: 'Septoriose',
        traitements: [{ date: '2026-04-20', dose: 0.75, produit: 'Revystar XL' }],
      },
    ]);
    expect(observedStagesOf(plot)).toEqual([{ code: '30', date: '2026-03-20' }]);
    expect(treatmentsOf({ ...plot, traitements: '{not json' })).toEqual([]);
  });

  it('marks the current and the next stage of the day', () => {
    const stages = stagesOf(plot, '2026-03-25');
    expect(stages.map((s) => [s.short, s.current, s.next])).toEqual([
      ['Lev', false, false],
      ['E1C', true, false],
      ['1N', false, true],
      ['Mat', false, false],
    ]);
  });

  it('runs the chart from sowing to maturity, with the weather of the days it has', () => {
    const rows = chartRows(plot, [{ DateDebut: '2025-10-21', TMini: 4, TMaxi: 15, Pluie: 2 }]);
    expect(rows[0]).toEqual({ date: '2025-10-20', tmin: null, tmax: null, pluie: null });
    expect(rows[1]).toEqual({ date: '2025-10-21', tmin: 4, tmax: 15, pluie: 2 });
    expect(rows.at(-1)?.date).toBe('2025-11-05');
  });
});

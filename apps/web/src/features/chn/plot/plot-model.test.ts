import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { describe, expect, it } from 'vitest';
import { COMPARISON_SUFFIX, favourableDays, inputDays, kineticsRows } from './plot-model';

const day = (date: string, lai: number) => ({
  date,
  lai,
  laipotentiel: lai + 1,
  inn: 0.9,
  azoteaerienabsorbe: 40,
  deltaqn_opt_inf: null,
  deltaqn_opt_plante: null,
  sn_sol_disponible: 30,
  apportsmineraux: 0,
  ruracinaire: 100,
  rfuracinaire: 60,
  etatreserveracinaire: 50,
  pluie: 2,
  irrigation: 0,
  favorable: 1 as const,
});

const daily: ChnDailyResults = {
  daily: [day('2025-10-19', 0), day('2025-10-20', 0.1), day('2025-10-21', 0.2)],
  daily_avant_assimilation: [
    { date: '2025-10-18', azoteaerienabsorbe_avant_assimilation: 1 },
    { date: '2025-10-21', azoteaerienabsorbe_avant_assimilation: 38 },
  ],
  satellite: { dates: ['2025-10-15', '2025-10-22'], values: [0.05, 0.3] },
};

describe('the kinetics rows', () => {
  it('start on the sowing date and gather the daily, before-assimilation and satellite figures', () => {
    const rows = kineticsRows(daily, null, '2025-10-20');
    expect(rows.map((row) => row.date)).toEqual(['2025-10-20', '2025-10-21', '2025-10-22']);
    expect(rows[1]).toMatchObject({ lai: 0.2, azote_avant: 38 });
    expect(rows[2]).toEqual({ date: '2025-10-22', lai_satellite: 0.3 });
  });

  it("put the comparison date's figures beside the main ones", () => {
    const earlier: ChnDailyResults = { ...daily, daily: [day('2025-10-20', 0.05)] };
    const rows = kineticsRows(daily, earlier, '2025-10-20');
    expect(rows[0]).toMatchObject({ lai: 0.1, [`lai${COMPARISON_SUFFIX}`]: 0.05 });
  });
});

describe('the calendars', () => {
  it('give each day its favourable flag', () => {
    expect(favourableDays(daily)[0]).toEqual({ date: '2025-10-19', value: 1 });
  });

  it('code planned inputs 5 and mark the realised ones, irrigations left out', () => {
    const result = {
      livraison_conseil: [
        { date_apport_prevu: '2026-03-01', conseil_jm9: null, conseil_jm2: null },
      ],
      interventions: [
        { nom: 'Apport minéral', date: '2026-02-10', dose: 40, produit: 'Ammonitrate' },
        { nom: 'Irrigation', date: '2026-05-10', dose: 25, produit: null },
      ],
    } as unknown as ChnPlotResult;
    const days = inputDays(result, 2026);
    expect(days.find((d) => d.date === '2026-03-01')).toMatchObject({ value: 5, realised: false });
    expect(days.find((d) => d.date === '2026-02-10')).toMatchObject({ value: -1, realised: true });
    expect(days.find((d) => d.date === '2026-05-10')?.realised).toBe(false);
  });
});

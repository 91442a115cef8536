// Issue 41, finding 9: in June the barley plots said 'Non évalué' for both their diseases, list
// and detail alike, the model following them only to heading. They are followed to maturity: a
// barley plot calculated today and not yet ripe has both risks, the same in list, detail and
// forecast; a ripe plot's are not evaluated any more.
import type { CapPlot, PlotDetail, RiskForecast } from '@agro/contracts/entities/stages';
import { CEREAL_DISEASES } from '@agro/domain/stages';
import { describe, expect, it } from 'vitest';
import { ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();
const TODAY = '2026-06-15';

describe('barley disease risks in June', () => {
  it('are evaluated until maturity, the same in the list, the detail and the forecast', async () => {
    const token = await tokenOf(app, 'admin');
    const rows = (
      await ok<{ data: CapPlot[] }>(app, {
        method: 'GET',
        path: 'previCap/plots',
        query: { type: 'clients' },
        token,
      })
    ).data;
    const barley = rows.filter((row) => String(row.codeespece) === '27');
    const growing = barley.filter(
      (row) =>
        row.date_calcul?.startsWith(TODAY) &&
        row.stade_debuttallage &&
        row.stade_debuttallage <= TODAY &&
        (row.stade_maturite ?? '9999') >= TODAY,
    );
    expect(growing.length).toBeGreaterThan(3);
    for (const row of growing) {
      expect([10, 20, 30]).toContain(row.helmintho_risque);
      expect([10, 20, 30]).toContain(row.rhyncho_risque);
    }
    const [first] = growing as [CapPlot];
    const detail = (
      await ok<{ data: PlotDetail }>(app, {
        method: 'GET',
        path: 'previCap/plots/{id}',
        params: { id: first.id_plot },
        token,
      })
    ).data;
    expect(detail.helmintho_risque).toBe(first.helmintho_risque);
    expect(detail.rhyncho_risque).toBe(first.rhyncho_risque);
    const forecast = (
      await ok<{ data: RiskForecast }>(app, {
        method: 'GET',
        path: 'previCap/resultats/plots/{id}/show/{date}',
        params: { id: first.id_plot, date: TODAY },
        token,
      })
    ).data;
    const today = (name: string) =>
      forecast.find((d) => d.maladie === name)?.previ.find((p) => p.date === TODAY)?.risque;
    expect(today(CEREAL_DISEASES.helminthosporiose)).toBe(first.helmintho_risque);
    expect(today(CEREAL_DISEASES.rhynchosporiose)).toBe(first.rhyncho_risque);

    // Ripe before today: nothing to evaluate any more.
    for (const row of barley.filter((r) => (r.stade_maturite ?? '9999') < TODAY)) {
      expect(row.helmintho_risque ?? null).toBeNull();
    }
  });
});

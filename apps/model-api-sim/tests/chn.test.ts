// The simulated CHN model and its calls (spec 2 §7 CHN): figures that hang together, calculation
// dates, failed calculations, the regional engineer's scope, and the administrators' actions that
// later answers follow.
import { LATEST_CALCULATION, resultDateParam } from '@agro/domain/chn';
import { describe, expect, it } from 'vitest';
import type { ChnPlotResult, ChnDailyResults } from '@agro/contracts/entities/ferti';
import { criticalNPercent } from '../src/world/chn/model.ts';
import { buildSimulator } from '../src/server.ts';
import { DEMO_PASSWORD } from '../src/world/personas.ts';
import { call, ok, personaLogin, TEST_SECRET, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type Rows = { data: ChnPlotResult[] };

async function results(token: string, date?: string): Promise<ChnPlotResult[]> {
  return (
    await ok<Rows>(app, {
      method: 'GET',
      path: 'chns/results',
      token,
      ...(date ? { query: { date_calcul: date } } : {}),
    })
  ).data;
}

async function dates(token: string): Promise<string[]> {
  const answer = await ok<{ data: { date_calcul: string }[] }>(app, {
    method: 'GET',
    path: 'chns/dates_calcul',
    token,
  });
  return answer.data.map((d) => d.date_calcul);
}

describe('CHN results', () => {
  it('lists weekly calculation dates of the campaign, the latest first, today included', async () => {
    const list = await dates(await tokenOf(app, 'ferti'));
    expect(list[0]).toBe('2026-06-15');
    expect(list.at(-1)).toBe('2026-02-02');
    expect(list.every((d, i) => i === 0 || d < (list[i - 1] as string))).toBe(true);
    expect(resultDateParam(LATEST_CALCULATION, 2026)).toBeUndefined();
  });

  it('gives each plot figures that hang together', async () => {
    const rows = await results(await tokenOf(app, 'admin'));
    const computed = rows.filter((r) => r.errors === null);
    expect(computed.length).toBeGreaterThan(20);
    for (const row of computed) {
      const after = row.dernier_azoteaerienabsorbe_apres_assimilation as number;
      const before = row.dernier_azoteaerienabsorbe_avant_assimilation as number;
      expect(row.delta_n).toBeCloseTo(after - before, 0);
      expect(row.dose_preconisee).toBeGreaterThanOrEqual(0);
      expect(row.dose_preconisee).toBeLessThanOrEqual(120);
      expect((row.dose_preconisee as number) % 10).toBe(0);
      const biomass = row.dernier_biomasseaerienne_apres_assimilation as number;
      const critical = criticalNPercent(biomass) * biomass * 10;
      expect(row.dernier_inn as number).toBeGreaterThan(0.2);
      // INN is absorbed nitrogen over the crop's critical need (bounded 0.3 to 1.3), to rounding.
      const inn = Math.min(1.3, Math.max(0.3, after / critical));
      expect(Math.abs((row.dernier_inn as number) - inn)).toBeLessThan(0.03);
      const stages = [row.epi1cm_date, row.unnoeud_date, row.deuxnoeuds_date, row.dfp_date].filter(
        (d): d is string => typeof d === 'string',
      );
      expect([...stages].sort()).toEqual(stages);
      if (row.date_debut_prochaine_periode_favorable) {
        expect(
          (row.date_fin_prochaine_periode_favorable ?? '') >=
            row.date_debut_prochaine_periode_favorable,
        ).toBe(true);
      }
      expect((row.semis_date ?? '') < '2026-01-01').toBe(true);
    }
    // Delta N spreads both ways, so a threshold keeps some plots and not others.
    expect(computed.some((r) => (r.delta_n as number) > 20)).toBe(true);
    expect(computed.some((r) => Math.abs(r.delta_n as number) < 20)).toBe(true);
  });

  it('answers an earlier calculation date with that day’s figures', async () => {
    const token = await tokenOf(app, 'admin');
    const latest = await results(token);
    const earlier = await results(token, '2026-04-06');
    const plot = latest.find((r) => r.errors === null);
    const then = earlier.find((r) => r.uuid_plot === plot?.uuid_plot);
    expect(then?.calcul_end_timestamp?.slice(0, 10)).toBe('2026-04-06');
    expect(then?.dernier_biomasseaerienne_apres_assimilation).toBeLessThan(
      plot?.dernier_biomasseaerienne_apres_assimilation as number,
    );
    const refused = await call(app, {
      method: 'GET',
      path: 'chns/results',
      query: { date_calcul: '2026-04-07' },
      token,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('shows the last correct calculation of a plot whose latest failed, and lists it in errors', async () => {
    const token = await tokenOf(app, 'admin');
    const errors = (
      await ok<{ data: { uuid_plot: number; errors: string[] }[] }>(app, {
        method: 'GET',
        path: 'chns/results/errors',
        token,
      })
    ).data;
    expect(errors.length).toBeGreaterThan(0);
    const failed = errors[0] as { uuid_plot: number; errors: string[] };
    expect(failed.errors[0]).toBeTruthy();
    const row = (await results(token)).find((r) => r.uuid_plot === failed.uuid_plot);
    expect(row?.calcul_end_timestamp?.slice(0, 10)).toBe('2026-06-08');
    const plotDates = await ok<{ data: { date_calcul: string }[] }>(app, {
      method: 'GET',
      path: 'chns/{plotId}/dates_calcul',
      params: { plotId: failed.uuid_plot },
      token,
    });
    expect(plotDates.data[0]?.date_calcul).toBe('2026-06-08');
  });

  it("plots a daily series from sowing that agrees with the plot's row", async () => {
    const token = await tokenOf(app, 'admin');
    const row = (await results(token)).find((r) => r.errors === null) as ChnPlotResult;
    const daily = (
      await ok<{ data: ChnDailyResults }>(app, {
        method: 'GET',
        path: 'chns/{plotId}/results_daily',
        params: { plotId: row.uuid_plot },
        token,
      })
    ).data;
    expect(daily.daily[0]?.date).toBe(row.semis_date);
    const last = daily.daily.at(-1);
    expect(last?.date).toBe('2026-06-15');
    expect(last?.azoteaerienabsorbe).toBe(row.dernier_azoteaerienabsorbe_apres_assimilation);
    expect(last?.inn).toBe(row.dernier_inn);
    expect(daily.satellite.dates.length).toBe(daily.satellite.values.length);
    expect(daily.daily.every((d) => d.favorable === 0 || d.favorable === 1)).toBe(true);
    // Inputs show in the series on the days the row lists them.
    for (const input of row.interventions ?? []) {
      if (input.nom !== 'Apport minéral') continue;
      expect(daily.daily.find((d) => d.date === input.date)?.apportsmineraux).toBe(input.dose);
    }
  });
});

describe('who sees which CHN plot', () => {
  it("gives the regional engineer their region's plots only, 404 for another's", async () => {
    const ferti = await tokenOf(app, 'ferti');
    const mine = await results(ferti);
    const all = await results(await tokenOf(app, 'admin'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((r) => r.ingenieur_regional === 'Rémi Fertilisation')).toBe(true);
    const other = all.find((r) => r.ingenieur_regional !== 'Rémi Fertilisation') as ChnPlotResult;
    for (const path of [
      'chns/{plotId}/results',
      'chns/{plotId}/results_daily',
      'chns/{plotId}/rapports',
    ]) {
      const res = await call(app, {
        method: 'GET',
        path,
        params: { plotId: other.uuid_plot },
        token: ferti,
      });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe("administrators' actions", () => {
  it('forces a value, then false, and the rows follow; an unseen plot refuses the whole action', async () => {
    const admin = await tokenOf(app, 'admin');
    const [a, b] = (await results(admin)).filter((r) => r.errors === null);
    const plots = [a?.uuid_plot, b?.uuid_plot] as number[];
    await ok(app, {
      method: 'POST',
      path: 'chns/force_preco_valeur',
      body: { plots, valeur: 70 },
      token: admin,
    });
    let rows = (await results(admin)).filter((r) => plots.includes(r.uuid_plot as number));
    expect(rows.map((r) => [r.dose_preconisee, r.Preco_declenchement])).toEqual([
      [70, true],
      [70, true],
    ]);
    await ok(app, {
      method: 'POST',
      path: 'chns/force_preco_false',
      body: { plots },
      token: admin,
    });
    rows = (await results(admin)).filter((r) => plots.includes(r.uuid_plot as number));
    expect(rows.map((r) => r.Preco_declenchement)).toEqual([false, false]);
    const refused = await call(app, {
      method: 'POST',
      path: 'chns/force_preco_false',
      body: { plots: [999_999] },
      token: admin,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('empties and recalculates masks, shifts the last planned input, and lists plots to calculate', async () => {
    const admin = await tokenOf(app, 'admin');
    const row = (await results(admin)).find((r) => r.errors === null) as ChnPlotResult;
    const plots = [row.uuid_plot];
    const one = async () =>
      (
        await ok<Rows>(app, {
          method: 'GET',
          path: 'chns/{plotId}/results',
          params: { plotId: row.uuid_plot },
          token: admin,
        })
      ).data[0] as ChnPlotResult;
    const model = (await one()).masque_correctif_calcul;
    await ok(app, {
      method: 'POST',
      path: 'chns/force_masque_vide',
      body: { plots },
      token: admin,
    });
    expect((await one()).masque_correctif_calcul).toBe('');
    await ok(app, {
      method: 'POST',
      path: 'chns/force_recalcul_masque',
      body: { plots },
      token: admin,
    });
    expect((await one()).masque_correctif_calcul).toBe(model);
    const lastPlanned = row.livraison_conseil?.at(-1)?.date_apport_prevu as string;
    await ok(app, {
      method: 'POST',
      path: 'chns/modif_date_dernier_apport_prevu',
      body: { plots, nb_jours: 5 },
      token: admin,
    });
    const shifted = (await one()).livraison_conseil?.at(-1)?.date_apport_prevu as string;
    expect(Date.parse(shifted) - Date.parse(lastPlanned)).toBe(5 * 86_400_000);
    await ok(app, {
      method: 'POST',
      path: 'chns/demandes_recalcul',
      body: { plots },
      token: admin,
    });
    const toCalculate = await ok<{ data: { uuid_plot: number }[] }>(app, {
      method: 'GET',
      path: 'chns/plots/statut',
      query: { statut: 'to_calculate' },
      token: admin,
    });
    expect(toCalculate.data.map((p) => p.uuid_plot)).toContain(row.uuid_plot);
  });

  it('refuses the actions to the regional engineer (ADMIN only)', async () => {
    const ferti = await tokenOf(app, 'ferti');
    const res = await call(app, {
      method: 'POST',
      path: 'chns/force_preco_false',
      body: { plots: [1] },
      token: ferti,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('CHN out of season', () => {
  it('in November, answers the finished campaign: its dates up to 30 June, figures of the last', async () => {
    const autumn = buildSimulator({
      now: () => new Date('2026-11-25T08:00:00Z'),
      config: { seed: 'tests', scale: 40, testHooks: true, jwtSecret: TEST_SECRET },
    });
    await autumn.ready();
    try {
      const login = await autumn.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: personaLogin('admin'), password: DEMO_PASSWORD },
      });
      const token = (login.json() as { token: string }).token;
      const list = await ok<{ data: { date_calcul: string }[] }>(autumn, {
        method: 'GET',
        path: 'chns/dates_calcul',
        token,
      });
      expect(list.data[0]?.date_calcul).toBe('2026-06-29');
      const rows = await ok<Rows>(autumn, { method: 'GET', path: 'chns/results', token });
      const row = rows.data.find((r) => r.errors === null);
      expect(row?.calcul_end_timestamp?.slice(0, 10)).toBe('2026-06-29');
      expect(row?.floraison_date).toBeTruthy();
    } finally {
      await autumn.close();
    }
  });
});

describe('the CHN list', () => {
  it('leaves the detail-only fields to the plot call', async () => {
    const token = await tokenOf(app, 'admin');
    const [row] = await results(token);
    expect(row).not.toHaveProperty('sol_mesures');
    expect(row).not.toHaveProperty('tab_historique');
    expect(row).toHaveProperty('livraison_conseil');
    const detail = (
      await ok<Rows>(app, {
        method: 'GET',
        path: 'chns/{plotId}/results',
        params: { plotId: row?.uuid_plot as number },
        token,
      })
    ).data[0];
    expect(detail?.sol_mesures?.length).toBeGreaterThan(0);
    expect(detail?.dose_preconisee).toBe(row?.dose_preconisee);
  });
});

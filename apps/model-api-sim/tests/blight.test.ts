// The blight calls (spec 3 §7.1) as a caller sees them: who sees which plot, the dashboard's row
// agreeing with the plot's days, the operator's code hidden from external readers, and weather
// corrections and scenarios that the reads and the model follow.
import type {
  BlightDailyIndex,
  BlightDashboardRow,
  BlightPlot,
  BlightReceptionDay,
  BlightWeatherCorrections,
} from '@agro/contracts/entities/blight';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();
let conseiller = '';
let admin = '';
let externe = '';
beforeAll(async () => {
  await app.ready();
  [conseiller, admin, externe] = await Promise.all([
    tokenOf(app, 'conseiller'),
    tokenOf(app, 'admin'),
    tokenOf(app, 'externe'),
  ]);
});

const get = <T>(path: string, token: string, params: Record<string, string | number> = {}) =>
  ok<{ data: T }>(app, { method: 'GET', path, params, token }).then((answer) => answer.data);

const situation = (token: string) =>
  ok<{ data: BlightDashboardRow[] }>(app, {
    method: 'GET',
    path: 'maladiesPdt/situationMildiou',
    query: { campagne: 2026 },
    token,
  }).then((answer) => answer.data);

/** A plot of the adviser whose station reports, for the corrections. */
async function adviserPlot(): Promise<BlightDashboardRow> {
  const rows = await situation(conseiller);
  const row = rows.find((r) => r.statut === 'OK' && r.levee30 !== null);
  if (!row) throw new Error('no calculated plot of the adviser');
  return row;
}

describe('who sees which plot', () => {
  it("gives the adviser their integrators' plots, the admin every plot, and 404 beyond", async () => {
    const [mine, all] = await Promise.all([situation(conseiller), situation(admin)]);
    expect(mine.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(mine.length);
    const seen = new Set(mine.map((row) => row.id));
    const other = all.find((row) => !seen.has(row.id));
    if (!other) throw new Error('every plot is the adviser’s');
    for (const path of [
      'maladiesPdt/plots/{id}',
      'maladiesPdt/plots/{id}/indices',
      'maladiesPdt/plots/{id}/replacements',
    ]) {
      const res = await call(app, {
        method: 'GET',
        path,
        params: { id: other.id },
        token: conseiller,
      });
      expect(res.statusCode).toBe(404);
    }
    // Writing to it is refused the same way.
    const write = await call(app, {
      method: 'POST',
      path: 'maladiesPdt/plots/{id}/replacement',
      params: { id: other.id },
      body: { replacement_data: [{ begin: '2026-06-01', end: '2026-06-02' }] },
      token: conseiller,
    });
    expect(write.statusCode).toBe(404);
  });

  it('answers no plot for another campaign', async () => {
    const rows = await ok<{ data: unknown[] }>(app, {
      method: 'GET',
      path: 'maladiesPdt/situationMildiou',
      query: { campagne: 2025 },
      token: admin,
    });
    expect(rows.data).toEqual([]);
  });

  it("hides the operator's station code from an external reader", async () => {
    const [row] = await situation(externe);
    if (!row) throw new Error('the external adviser sees no plot');
    expect(row.externe).toBe(1);
    const seenByExterne = await get<BlightPlot>('maladiesPdt/plots/{id}', externe, { id: row.id });
    const seenByAdmin = await get<BlightPlot>('maladiesPdt/plots/{id}', admin, { id: row.id });
    expect(seenByExterne.codeStationFournisseur).toBeNull();
    expect(seenByExterne.device_iot?.device_code).toBe('');
    expect(seenByAdmin.codeStationFournisseur).not.toBeNull();
  });
});

describe('a plot', () => {
  it("tells today's figures the same on the dashboard, the plot and its days", async () => {
    const row = await adviserPlot();
    const [plot, days] = await Promise.all([
      get<BlightPlot>('maladiesPdt/plots/{id}', conseiller, { id: row.id }),
      get<BlightDailyIndex[]>('maladiesPdt/plots/{id}/indices', conseiller, { id: row.id }),
    ]);
    const today = days.find((day) => day.date === '2026-06-15');
    expect(today?.risque).toBe(row.risque);
    expect(today?.conseil).toBe(row.conseil);
    expect(plot.conseil).toBe(row.conseil);
    expect(today?.l10poids).toBe(row.l10poids_j_reel);
    expect(plot.seuiltrait).toBe(row.seuiltrait);
    // The season from 1 March, then 5 days of forecasts at most.
    expect(days[0]?.date).toBe('2026-03-01');
    expect(days.at(-1)?.date.localeCompare('2026-06-20')).toBeLessThanOrEqual(0);
  });

  it('lets the admin set a scenario, which moves the threshold, and remove it with NULL', async () => {
    const row = await adviserPlot();
    const set = (code: string) =>
      ok(app, {
        method: 'POST',
        path: 'maladiesPdt/scenarioscode/plot/{id}',
        params: { id: row.id },
        body: { code_scenario: code, id_plot: row.id },
        token: admin,
      });
    await set('FOYER_PROCHE');
    const lowered = await get<BlightPlot>('maladiesPdt/plots/{id}', conseiller, { id: row.id });
    expect(lowered.scenario).toBe('FOYER_PROCHE');
    expect(lowered.seuiltrait).toBeLessThan(row.seuiltrait as number);
    const onDashboard = (await situation(conseiller)).find((r) => r.id === row.id);
    expect(onDashboard?.seuiltrait).toBe(lowered.seuiltrait);
    await set('NULL');
    const back = await get<BlightPlot>('maladiesPdt/plots/{id}', conseiller, { id: row.id });
    expect(back.scenario).toBeNull();
    const unknown = await call(app, {
      method: 'POST',
      path: 'maladiesPdt/scenarioscode/plot/{id}',
      params: { id: row.id },
      body: { code_scenario: 'INVENTE', id_plot: row.id },
      token: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('weather corrections', () => {
  const replacements = (id: number | string) =>
    get<BlightWeatherCorrections>('maladiesPdt/plots/{id}/replacements', conseiller, { id });
  const post = (id: number | string, begin: string, end: string) =>
    call(app, {
      method: 'POST',
      path: 'maladiesPdt/plots/{id}/replacement',
      params: { id },
      body: { replacement_data: [{ begin, end }] },
      token: conseiller,
    });

  it('adds, edits and deletes a period, which the reception and the indices follow', async () => {
    const { id } = await adviserPlot();
    const before = await get<BlightDailyIndex[]>('maladiesPdt/plots/{id}/indices', conseiller, {
      id,
    });
    expect((await post(id, '2026-06-08', '2026-06-10')).statusCode).toBe(200);
    expect((await replacements(id)).periods).toEqual([{ begin: '2026-06-08', end: '2026-06-10' }]);

    const reception = await get<BlightReceptionDay[]>(
      'maladiesPdt/plots/{id}/dm/quotidiennes/nbValues',
      conseiller,
      { id },
    );
    const corrected = reception.filter((day) => day.correction).map((day) => day.date);
    expect(corrected).toEqual(['2026-06-08', '2026-06-09', '2026-06-10']);
    const after = await get<BlightDailyIndex[]>('maladiesPdt/plots/{id}/indices', conseiller, {
      id,
    });
    const on = (days: BlightDailyIndex[], date: string) => days.find((d) => d.date === date);
    expect(on(after, '2026-06-07')).toEqual(on(before, '2026-06-07'));
    expect(
      ['2026-06-08', '2026-06-09', '2026-06-10'].map((date) => on(after, date)?.indexconta),
    ).not.toEqual(
      ['2026-06-08', '2026-06-09', '2026-06-10'].map((date) => on(before, date)?.indexconta),
    );

    await ok(app, {
      method: 'PUT',
      path: 'maladiesPdt/plots/{id}/replacement',
      params: { id },
      body: {
        replacement_data: [
          { select_begin_replacement_meteo: '2026-06-08', begin: '2026-06-09', end: '2026-06-12' },
        ],
      },
      token: conseiller,
    });
    expect((await replacements(id)).periods).toEqual([{ begin: '2026-06-09', end: '2026-06-12' }]);

    await ok(app, {
      method: 'DELETE',
      path: 'maladiesPdt/plots/{id}/replacements/{beginDate}',
      params: { id, beginDate: '2026-06-09' },
      token: conseiller,
    });
    expect((await replacements(id)).periods).toEqual([]);
    const restored = await get<BlightDailyIndex[]>('maladiesPdt/plots/{id}/indices', conseiller, {
      id,
    });
    expect(restored).toEqual(before);
  });

  it('refuses a period out of bounds or over another, and an unknown one', async () => {
    const { id } = await adviserPlot();
    // Today is not yet over; the start cannot be before 1 March of the previous campaign.
    expect((await post(id, '2026-06-15', '2026-06-15')).statusCode).toBe(400);
    expect((await post(id, '2025-02-28', '2025-03-02')).statusCode).toBe(400);
    expect((await post(id, '2026-06-10', '2026-06-09')).statusCode).toBe(400);
    expect((await post(id, '2026-06-01', '2026-06-05')).statusCode).toBe(200);
    const overlapping = await post(id, '2026-06-05', '2026-06-06');
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({ message: expect.stringContaining('chevauche') });
    const unknown = await call(app, {
      method: 'DELETE',
      path: 'maladiesPdt/plots/{id}/replacements/{beginDate}',
      params: { id, beginDate: '2026-05-01' },
      token: conseiller,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('finds the days with missing weather and fills them', async () => {
    const rows = await situation(admin);
    const gappy = rows.find((row) => row.statut === 'donneesmanquantes');
    if (!gappy) throw new Error('no plot with weather gaps');
    const missing = await get<string[]>('maladiesPdt/plots/{id}/replacementMissing', admin, {
      id: gappy.id,
    });
    expect(missing.length).toBeGreaterThan(0);
    const filled = await ok<{ data: number }>(app, {
      method: 'POST',
      path: 'maladiesPdt/plots/{id}/gapMeteos/{x}',
      params: { id: gappy.id, x: 1 },
      body: {},
      token: admin,
    });
    expect(filled.data).toBe(missing.length);
    const corrections = await get<BlightWeatherCorrections>(
      'maladiesPdt/plots/{id}/replacements',
      admin,
      { id: gappy.id },
    );
    expect(corrections.missing_days).toEqual(missing);
    expect(
      await get<string[]>('maladiesPdt/plots/{id}/replacementMissing', admin, { id: gappy.id }),
    ).toEqual([]);
  });
});

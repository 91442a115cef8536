// The simulated stage and disease models and their calls (spec 4 §7 stage and cereal service):
// stages in the crop's order and moved by observations, the diseases of each species, forecasts
// within the known weather, the last computations, the own-plot import and delete with their
// owner's rule, the disease graphs, the weather of a place, the crop-monitoring fetch, the
// refused personas, and the season's start.
import type {
  CapPlot,
  ComputationRecord,
  GraphAnswer,
  ImportResult,
  MaizeStagePlot,
  PlotDetail,
  RiskForecast,
  WeatherRow,
} from '@agro/contracts/entities/stages';
import { CEREAL_DISEASES, diseasesOfSpecies } from '@agro/domain/stages';
import { describe, expect, it } from 'vitest';
import { buildSimulator } from '../src/server.ts';
import { call, ok, TEST_NOW, TEST_SECRET, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type List<T> = { data: T[] };

const capList = async (token: string, type: string, notes?: boolean) =>
  (
    await ok<List<CapPlot>>(app, {
      method: 'GET',
      path: 'previCap/plots',
      query: notes === undefined ? { type } : { type, notes: String(notes) },
      token,
    })
  ).data;

const detailOf = async (token: string, id: number | string) =>
  (
    await ok<{ data: PlotDetail }>(app, {
      method: 'GET',
      path: 'previCap/plots/{id}',
      params: { id },
      token,
    })
  ).data;

const CEREAL_ORDER = [
  'stade_levee',
  'stade_debuttallage',
  'stade_epi1cm',
  'stade_1n',
  'stade_2n',
  'stade_dfp',
  'stade_meiose',
  'stade_epiaison',
  'stade_floraison',
  'stade_maturite',
  'stade_recolte',
] as const;

const MAIZE_ORDER = [
  'stade_levee',
  'stade_4f',
  'stade_6f',
  'stade_8f',
  'stade_10f',
  'stade_ff',
  'stade_slag',
] as const;

const importRows = (token: string, csv: Record<string, string>[]) =>
  ok<{ data: ImportResult }>(app, {
    method: 'POST',
    path: 'previCap/plots/add',
    token,
    body: { csv, equipe: false },
  });

describe('maize plots', () => {
  it('grain plots carry every stage in order, fodder plots H32 alone', async () => {
    const token = await tokenOf(app, 'conseiller');
    const grain = (
      await ok<List<MaizeStagePlot>>(app, { method: 'GET', path: 'previMais/grain/plots', token })
    ).data;
    const fodder = (
      await ok<List<MaizeStagePlot>>(app, {
        method: 'GET',
        path: 'previMais/fourrage/plots',
        token,
      })
    ).data;
    expect(grain.length).toBeGreaterThan(40);
    expect(fodder.length).toBeGreaterThan(10);
    const ids = new Set(grain.map((row) => row.id_plot));
    expect(fodder.some((row) => ids.has(row.id_plot))).toBe(false);
    for (const row of grain.filter((r) => r.etat_calcul === 'ok')) {
      const dates = MAIZE_ORDER.map((key) => row[key]).filter((d): d is string => !!d);
      expect(dates.length).toBeGreaterThanOrEqual(4);
      expect([...dates].sort()).toEqual(dates);
      expect((row.date_semis ?? '') < (row.stade_levee ?? '')).toBe(true);
      expect(row.stade_h50 && row.stade_h32 && row.stade_h50 < row.stade_h32).toBeTruthy();
      expect(row.code_client).toMatch(/^CLI/);
    }
    for (const row of fodder) {
      expect(row.stade_h50 ?? null).toBeNull();
      expect(row.stade_h45 ?? null).toBeNull();
      expect(row.stade_h35 ?? null).toBeNull();
    }
    expect(grain.some((row) => (row.nb_stades_obs ?? 0) > 0)).toBe(true);
  });
});

describe('cereal plots', () => {
  it('list client plots with stages in order, the observed epi 1 cm moving the later stages', async () => {
    const token = await tokenOf(app, 'conseiller');
    const rows = await capList(token, 'clients');
    expect(rows.length).toBeGreaterThan(80);
    expect(new Set(rows.map((r) => String(r.codeespece)))).toEqual(
      new Set(['17', '40', '27', '19']),
    );
    expect(new Set(rows.map((r) => r.castype))).toEqual(new Set([0, 1]));
    for (const row of rows) {
      const dates = CEREAL_ORDER.map((key) => row[key]).filter((d): d is string => !!d);
      expect([...dates].sort()).toEqual(dates);
      expect(row.date_semis < (row.stade_levee ?? '9999')).toBe(true);
      if (row.e1cm_observe) expect(row.stade_epi1cm).toBe(row.e1cm_observe);
      else expect(row.stade_epi1cm).toBe(row.stade_epi1cm_prevu);
      // Without the detailed notes, the variety scores stay out.
      expect(row.note_septo ?? null).toBeNull();
    }
    expect(rows.some((r) => r.e1cm_observe && r.e1cm_observe !== r.stade_epi1cm_prevu)).toBe(true);
    const e1c = await capList(token, 'clients_e1c');
    expect(e1c.length).toBe(rows.filter((r) => r.e1cm_observe).length);
  });

  it('give barley its two diseases and the other cereals their five, dated within the known weather', async () => {
    const token = await tokenOf(app, 'conseiller');
    const rows = await capList(token, 'clients');
    const barley = rows.filter((r) => String(r.codeespece) === '27');
    const wheat = rows.filter((r) => String(r.codeespece) === '17');
    for (const row of barley) {
      expect(row.septo_datealerte ?? null).toBeNull();
      expect(row.risque_fusa ?? null).toBeNull();
    }
    expect(barley.some((r) => r.helmintho_date1 || r.rhyncho_date1)).toBe(true);
    for (const row of wheat) {
      expect(row.helmintho_date1 ?? null).toBeNull();
      for (const date of [row.septo_datealerte, row.rouillebrune_datealerte, row.fusa_datealerte]) {
        if (date) expect(date <= (row.date_fin_previsions ?? '')).toBe(true);
      }
      if (row.septo_datet1) expect(row.septo_datet1 >= (row.stade_2n ?? '')).toBe(true);
    }
    expect(wheat.some((r) => r.septo_datealerte)).toBe(true);
    expect(wheat.some((r) => r.risque_fusa)).toBe(true);
  });

  it('show one plot with its treatments before the calculation and its observed stages', async () => {
    const token = await tokenOf(app, 'conseiller');
    const row = (await capList(token, 'clients')).find(
      (r) => String(r.codeespece) === '17' && r.e1cm_observe && r.etat_calcul === 'ok',
    ) as CapPlot;
    const detail = await detailOf(token, row.id_plot);
    expect(detail.stade_epi1cm).toBe(row.stade_epi1cm);
    expect(detail.stades_obs).toEqual([{ code_arvalis: '30', date: row.e1cm_observe }]);
    const treatments = Array.isArray(detail.traitements) ? detail.traitements : [];
    const labels = diseasesOfSpecies('17').map((d) => CEREAL_DISEASES[d]);
    for (const entry of treatments) {
      expect(labels).toContain(entry.maladie);
      for (const t of entry.traitements) expect(t.date <= '2026-06-15').toBe(true);
    }
    expect(
      (
        await call(app, {
          method: 'GET',
          path: 'previCap/plots/{id}',
          params: { id: 999_999 },
          token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("follow the QN cereal plots too: QN's previlis_id opens the same plot's stages", async () => {
    const admin = await tokenOf(app, 'admin');
    type QnRow = { uuid_plot: number; previlis_id?: number | null; date_semis: string };
    const rows = (
      await ok<{ data: QnRow[] }>(app, { method: 'GET', path: 'qn/results', token: admin })
    ).data;
    let qn: QnRow | undefined;
    for (const row of rows.slice(0, 10)) {
      const [one] = (
        await ok<{ data: QnRow[] }>(app, {
          method: 'GET',
          path: 'qn/{plotId}/results',
          params: { plotId: row.uuid_plot },
          token: admin,
        })
      ).data;
      if (one?.previlis_id) {
        qn = one;
        break;
      }
    }
    expect(qn).toBeDefined();
    const detail = await detailOf(await tokenOf(app, 'conseiller'), qn?.previlis_id as number);
    expect(detail.date_semis).toBe(qn?.date_semis);
    expect(['17', '40', '27', '19']).toContain(String(detail.codeespece));
  });

  it('list the last 20 computations, newest first, one a day', async () => {
    const token = await tokenOf(app, 'conseiller');
    const row = (await capList(token, 'clients')).find((r) => r.etat_calcul === 'ok') as CapPlot;
    const computations = (
      await ok<List<ComputationRecord>>(app, {
        method: 'GET',
        path: 'previCap/plots/calculs/{id}',
        params: { id: row.id_plot },
        token,
      })
    ).data;
    expect(computations).toHaveLength(20);
    expect(computations[0]?.date_calcul).toBe(row.date_calcul);
    const days = computations.map((c) => c.date_calcul.slice(0, 10));
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(computations.map((c) => c.id_sortie)).size).toBe(20);
  });

  it("forecast each disease's risk for up to 8 days, never past the known weather", async () => {
    const token = await tokenOf(app, 'conseiller');
    const row = (await capList(token, 'clients')).find(
      (r) => String(r.codeespece) === '17' && r.etat_calcul === 'ok',
    ) as CapPlot;
    const forecast = async (date: string) =>
      (
        await ok<{ data: RiskForecast }>(app, {
          method: 'GET',
          path: 'previCap/resultats/plots/{id}/show/{date}',
          params: { id: row.id_plot, date },
          token,
        })
      ).data;
    const past = await forecast('2026-05-01');
    expect(past.map((d) => d.maladie)).toEqual(
      diseasesOfSpecies('17').map((d) => CEREAL_DISEASES[d]),
    );
    for (const disease of past) expect(disease.previ).toHaveLength(8);
    const near = await forecast('2026-06-15');
    for (const disease of near) {
      expect(disease.previ.length).toBeLessThanOrEqual(8);
      for (const day of disease.previ)
        expect(day.date <= (row.date_fin_previsions ?? '')).toBe(true);
      for (const day of disease.previ) expect([10, 20, 30, null]).toContain(day.risque);
    }
    const bad = await call(app, {
      method: 'GET',
      path: 'previCap/resultats/plots/{id}/show/{date}',
      params: { id: row.id_plot, date: '15-06-2026' },
      token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keep the detailed notes for administrators', async () => {
    const admin = await tokenOf(app, 'admin');
    const detailed = await capList(admin, 'clients', true);
    expect(detailed.every((r) => typeof r.note_septo === 'number')).toBe(true);
    const adviser = await tokenOf(app, 'conseiller');
    const refused = await call(app, {
      method: 'GET',
      path: 'previCap/plots',
      query: { type: 'clients', notes: 'true' },
      token: adviser,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('own plots', () => {
  const row = (code: string, extra: Record<string, string> = {}) => ({
    code_parcelle: code,
    castype: '0',
    culture: "blé tendre d'hiver",
    code_station: '',
    code_insee: '28085',
    latitude: '',
    longitude: '',
    precedent: 'colza',
    date_semis: '15/10/2025',
    date_mesure: '',
    mesure_epi: '',
    ...extra,
  });

  it("are imported under the importer's login, modified by their code, and measured", async () => {
    const token = await tokenOf(app, 'conseiller');
    const before = await capList(token, 'arvalis');
    const first = (
      await importRows(token, [
        row('P01'),
        row('P02', { date_semis: '31/02/2025' }),
        row('P03', { culture: 'orge d’hiver', date_mesure: '20/03/2026', mesure_epi: '10' }),
        row('P03'),
        row('P04', { code_insee: '', latitude: '60', longitude: '2' }),
      ])
    ).data;
    expect(first).toMatchObject({ ajout: 2, modif: 0, mesure: 1, maj_mesure: 0 });
    expect(first.erreur.nombre).toBe(3);
    expect(first.erreur.liste[0]).toMatch(/^Ligne 3 \(P02\)/);
    const after = await capList(token, 'arvalis');
    expect(after.length).toBe(before.length + 2);
    const p03 = after.find((r) => r.code_parcelle_os === 'conseiller@demo.fr_P03') as CapPlot;
    expect(String(p03.codeespece)).toBe('27');
    expect(p03.e1cm_observe).toBe('2026-03-20');
    expect(p03.stade_epi1cm).toBe('2026-03-20');

    const second = (
      await importRows(token, [
        row('conseiller@demo.fr_P01', { culture: 'triticale' }),
        row('P03', { culture: '', date_semis: '', date_mesure: '20/03/2026', mesure_epi: '8' }),
      ])
    ).data;
    expect(second).toMatchObject({ ajout: 0, modif: 1, mesure: 0, maj_mesure: 1 });
    const p01 = (await capList(token, 'arvalis')).find(
      (r) => r.code_parcelle_os === 'conseiller@demo.fr_P01',
    ) as CapPlot;
    expect(String(p01.codeespece)).toBe('19');
  });

  it('are deleted by their owner only', async () => {
    const token = await tokenOf(app, 'conseiller');
    await importRows(token, [row('D01')]);
    const others = (await capList(token, 'arvalis')).find((r) =>
      r.code_parcelle_os.startsWith('jdupont_'),
    ) as CapPlot;
    const remove = (id: string) =>
      call(app, { method: 'DELETE', path: 'previCap/plots/{id}', params: { id }, token });
    expect((await remove(others.code_parcelle_os)).statusCode).toBe(403);
    expect((await remove('CAP-00001')).statusCode).toBe(403);
    expect((await remove('nothing_here')).statusCode).toBe(404);
    const deleted = await remove('conseiller@demo.fr_D01');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: 1 });
    const codes = (await capList(token, 'arvalis')).map((r) => r.code_parcelle_os);
    expect(codes).not.toContain('conseiller@demo.fr_D01');
    expect(codes).toContain(others.code_parcelle_os);
  });

  it("are the staff member's own by the login without the institute's prefix", async () => {
    const staff = await tokenOf(app, 'staff');
    const mine = (await capList(staff, 'arvalis')).find((r) =>
      r.code_parcelle_os.startsWith('jdupont_'),
    ) as CapPlot;
    const res = await call(app, {
      method: 'DELETE',
      path: 'previCap/plots/{id}',
      params: { id: mine.code_parcelle_os },
      token: staff,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('graphs, weather and references', () => {
  it('draw a disease graph at the plot station for the asked year, with its epi 1 cm', async () => {
    const token = await tokenOf(app, 'conseiller');
    const plot = (await capList(token, 'arvalis'))[0] as CapPlot;
    const graph = async (year: number, station: string | null = plot.code_station) =>
      call(app, {
        method: 'POST',
        path: 'previCap/generate_graph_agrobox_rouille_brune',
        token,
        body: {
          data_to_xml: {
            variete: plot.variete,
            id_plot: plot.id_plot,
            code_parcelle_os: plot.code_parcelle_os,
            latitude: plot.y,
            longitude: plot.x,
            code_espece: 17,
            codesol: null,
            date_semis: plot.date_semis,
            maladie: 'rouille_brune',
            code_station: station,
            annee_haute: 2007,
            annee_basse: 2003,
            annee_demandee: year,
            annee_prec_demandee: year - 1,
          },
        },
      });
    const high = (await graph(2007)).json().data as GraphAnswer;
    expect(high.date.length).toBe(high.surface.length);
    expect(high.e1c?.slice(0, 4)).toBe('2007');
    expect(high.NomStation).toBeTruthy();
    const values = high.surface.filter((v): v is number => v !== null);
    expect(values.every((v, i) => i === 0 || v >= (values[i - 1] ?? 0))).toBe(true);
    const current = (await graph(2026)).json().data as GraphAnswer;
    expect(current.e1c?.slice(0, 4)).toBe('2026');
    // Days past the forecast are unknown.
    expect(current.surface.at(-1)).toBeNull();
    expect((await graph(2026, '')).statusCode).toBe(400);
  });

  it('give the weather of the plot station: raw, cumulated and frequential', async () => {
    const token = await tokenOf(app, 'conseiller');
    const plot = (await capList(token, 'clients'))[0] as CapPlot;
    const rows = (
      await ok<List<WeatherRow>>(app, {
        method: 'POST',
        path: 'meteo/localisation',
        token,
        body: {
          latitude: plot.y,
          longitude: plot.x,
          code_station: plot.code_station,
          date_debut: plot.date_semis,
          date_fin: '2026-06-30',
          parametres: {
            mixte: { brut: ['TMini', 'TMaxi', 'Pluie'], cumul: ['TMoy'], types: ['Observé'] },
            frequentiel: { cumul: ['TMoy'] },
          },
        },
      })
    ).data;
    expect(rows[0]?.DateDebut).toBe(plot.date_semis);
    expect(rows.at(-1)?.DateDebut).toBe('2026-06-30');
    const measured = rows.filter((r) => r.TMaxi != null);
    expect(measured.every((r) => (r.TMini ?? 0) <= (r.TMaxi ?? 0))).toBe(true);
    // Observed only: nothing after today.
    expect(measured.every((r) => r.DateDebut < '2026-06-15')).toBe(true);
    expect(rows.every((r) => typeof r.freq_cumul_TMoy === 'number')).toBe(true);
    const cumul = rows.map((r) => r.cumul_TMoy).filter((v): v is number => typeof v === 'number');
    expect(cumul.every((v, i) => i === 0 || v >= (cumul[i - 1] ?? 0))).toBe(true);
  });

  it('name stations, list varieties and previous crops', async () => {
    const token = await tokenOf(app, 'conseiller');
    const plot = (await capList(token, 'clients'))[0] as CapPlot;
    const name = await ok<{ data: { NomStation: string } | null }>(app, {
      method: 'GET',
      path: 'previCap/stations/{code}/nom',
      params: { code: plot.code_station ?? '' },
      token,
    });
    expect(name.data?.NomStation).toBeTruthy();
    const unknown = await ok<{ data: unknown }>(app, {
      method: 'GET',
      path: 'previCap/stations/{code}/nom',
      params: { code: 'ZZZZ' },
      token,
    });
    expect(unknown.data).toBeNull();
    const barley = await ok<List<{ variete: string; type_espece: string }>>(app, {
      method: 'GET',
      path: 'previCap/liste/variete',
      query: { culture: '27' },
      token,
    });
    expect(barley.data.length).toBeGreaterThan(2);
    expect(barley.data.every((v) => v.type_espece === '27')).toBe(true);
    const crops = await ok<List<{ codeaee: string }>>(app, {
      method: 'GET',
      path: 'previCap/list/precedent',
      token,
    });
    expect(crops.data.map((c) => c.codeaee)).toContain('mais grain');
  });

  it('fetch the crop-monitoring plots once into the client plots, then their observations', async () => {
    const admin = await tokenOf(app, 'admin');
    const before = await capList(admin, 'clients');
    const fetched = (
      await ok<List<CapPlot>>(app, {
        method: 'GET',
        path: 'vigicultures/valorisations/parcelles/add/previlis',
        token: admin,
      })
    ).data;
    expect(fetched.length).toBe(12);
    const after = await capList(admin, 'clients');
    expect(after.length).toBe(before.length + 12);
    const again = (
      await ok<List<CapPlot>>(app, {
        method: 'GET',
        path: 'vigicultures/valorisations/parcelles/add/previlis',
        token: admin,
      })
    ).data;
    expect(again).toEqual([]);
    const observed = (
      await ok<List<CapPlot>>(app, {
        method: 'GET',
        path: 'vigicultures/valorisations/observations/add/previlis',
        token: admin,
      })
    ).data;
    expect(observed.length).toBeGreaterThan(0);
    expect(observed.every((r) => r.e1cm_observe)).toBe(true);
    const adviser = await tokenOf(app, 'conseiller');
    const refused = await call(app, {
      method: 'GET',
      path: 'vigicultures/valorisations/parcelles/add/previlis',
      token: adviser,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('rights and seasons', () => {
  it('refuses the module to a persona without STADES', async () => {
    const token = await tokenOf(app, 'ferti');
    for (const path of ['previMais/grain/plots', 'previCap/plots?type=clients']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('before the maize is sown, maize plots wait without stages', async () => {
    const early = buildSimulator({
      now: () => new Date('2026-03-05T08:00:00Z'),
      config: { seed: 'tests', scale: 60, testHooks: true, jwtSecret: TEST_SECRET },
    });
    await early.ready();
    try {
      const token = await tokenOf(early, 'conseiller');
      const res = await early.inject({
        method: 'GET',
        url: '/api/previMais/grain/plots',
        headers: { authorization: `Bearer ${token}` },
      });
      const rows = (res.json() as List<MaizeStagePlot>).data;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.etat_calcul).toBe('en attente');
        expect(row.stade_levee ?? null).toBeNull();
      }
    } finally {
      await early.close();
    }
    expect(TEST_NOW.toISOString().slice(0, 10)).toBe('2026-06-15');
  });
});

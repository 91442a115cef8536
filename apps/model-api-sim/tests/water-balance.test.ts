// The water balance (spec 3 §2.10, §2.11, §3.3, §4, §7.3, §9): answers that parse with the
// catalogue, balance rows and summaries that agree, rain that matches the rows, who sees what,
// and a demo world showing every case to the water-balance personas.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import {
  BH_CROPS,
  type BhBalanceRow,
  type BhFilterSource,
  type BhPlot,
  type BhRainInfo,
} from '@agro/contracts/entities/water-balance';
import { BH_CROP_STAGES, BH_STAGE_NAMES } from '@agro/contracts/reference/bh-stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../src/server.ts';
import { generateWorld } from '../src/world/generate.ts';
import { DEMO_PASSWORD, type PersonaKey } from '../src/world/personas.ts';
import { bhVisibility } from '../src/world/water-balance/scope.ts';
import { isVisible } from '../src/world/shared/visibility.ts';
import { bhDetail, bhListRow } from '../src/world/water-balance/view.ts';
import type { World } from '../src/world/world.ts';
import { call, ok, startSimulator, TEST_NOW, tokenOf } from './helpers.ts';

const entry = (id: string) => {
  const found = catalogue.find((e) => e.id === id);
  if (!found) throw new Error(id);
  return found;
};

// The spec's rules (§4), written again here so the tests check the simulator against the spec.
const category = (epuisement: number | null): string =>
  epuisement === null
    ? 'Hors bilan'
    : epuisement > 70
      ? '>70%'
      : epuisement < 40
        ? '<40%'
        : '40-70%';
const CATEGORIES = ['Hors bilan', '>70%', '40-70%', '<40%'];
const deficitsOf = (plot: BhPlot): (number | null)[] => [
  plot.deficitj,
  plot.deficitj1,
  plot.deficitj2,
  plot.deficitj3,
  plot.deficitj4,
  plot.deficitj5,
  plot.deficitj6,
  plot.deficitj7,
];
const riskDay = (plot: BhPlot): number => {
  const day = deficitsOf(plot).findIndex((deficit) => (deficit ?? 0) >= 1);
  return day < 0 ? 100 : day;
};
const RISK_DAYS = [0, 1, 2, 3, 4, 5, 6, 7, 100];

const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const TODAY = '2026-06-15';
const JSON_FIELDS = [
  'stades_calc',
  'stades_obs',
  'caracteristiques_generales',
  'caracteristiques_culture',
  'irrigation',
  'bilan_hydrique',
] as const;

const app: Simulator = startSimulator();
const tokens = new Map<PersonaKey, string>();
const as = async (key: PersonaKey): Promise<string> => {
  const known = tokens.get(key);
  if (known) return known;
  const token = await tokenOf(app, key);
  tokens.set(key, token);
  return token;
};
const list = async (key: PersonaKey): Promise<BhPlot[]> =>
  (await ok<{ data: BhPlot[] }>(app, { method: 'GET', path: 'bhs', token: await as(key) })).data;
const detail = async (key: PersonaKey, id: number | string): Promise<BhPlot> => {
  const answer = await ok<{ data: BhPlot[] }>(app, {
    method: 'GET',
    path: 'bhs/{id}',
    params: { id },
    token: await as(key),
  });
  expect(entry('bhPlotGet').answer.safeParse(answer).success).toBe(true);
  expect(answer.data).toHaveLength(1);
  return answer.data[0] as BhPlot;
};
const rains = async (key: PersonaKey, id: number): Promise<BhRainInfo> => {
  const answer = await ok<{ data: BhRainInfo }>(app, {
    method: 'GET',
    path: 'bhs/{id}/pluies',
    params: { id },
    token: await as(key),
  });
  expect(entry('bhPlotRains').answer.safeParse(answer).success).toBe(true);
  return answer.data;
};

let adminPlots: BhPlot[] = [];
const details = new Map<number, BhPlot>();
const rainsOf = new Map<number, BhRainInfo>();

beforeAll(async () => {
  await app.ready();
  adminPlots = await list('admin');
  for (const plot of adminPlots) {
    details.set(Number(plot.id), await detail('admin', plot.id));
    rainsOf.set(Number(plot.id), await rains('admin', Number(plot.id)));
  }
});
afterAll(() => app.close());

const each = (test: (plot: BhPlot, rows: BhBalanceRow[] | null | undefined) => void) => {
  for (const plot of details.values()) test(plot, plot.bilan_hydrique);
};
const balanced = () => [...details.values()].filter((p) => p.epuisement_rfu !== null);

describe('water balance answers', () => {
  it('lists every plot of the module for an administrator, in the catalogue shape', async () => {
    const answer = await ok(app, { method: 'GET', path: 'bhs', token: await as('admin') });
    expect(entry('bhPlotsList').answer.safeParse(answer).success).toBe(true);
    expect(adminPlots).toHaveLength(app.world().plots.filter((p) => p.module === 'bh').length);
  });

  it('keeps the heavy JSON fields out of the list and puts them in the detail', () => {
    for (const plot of adminPlots) {
      for (const field of JSON_FIELDS) expect(plot).not.toHaveProperty(field);
      const full = details.get(Number(plot.id));
      for (const field of JSON_FIELDS) expect(full).toHaveProperty(field);
      expect({ ...full, ...Object.fromEntries(JSON_FIELDS.map((f) => [f, undefined])) }).toEqual({
        ...plot,
        ...Object.fromEntries(JSON_FIELDS.map((f) => [f, undefined])),
      });
    }
  });

  it('answers the filter sources of the plots the caller sees, once each', async () => {
    for (const key of ['admin', 'conseiller'] as const) {
      const answer = await ok<{ data: BhFilterSource[] }>(app, {
        method: 'GET',
        path: 'bhs/listes',
        token: await as(key),
      });
      expect(entry('bhFilterLists').answer.safeParse(answer).success).toBe(true);
      const keyOf = (row: BhFilterSource | BhPlot) =>
        JSON.stringify([
          row.culture,
          row.departement,
          row.code_agri,
          row.nom_agri,
          row.prenom_agri,
          row.id_operateur,
          row.nom_operateur,
          row.id_grpt,
          row.nom_grpt,
        ]);
      const sources = answer.data.map(keyOf);
      expect(new Set(sources).size).toBe(sources.length);
      expect(new Set(sources)).toEqual(new Set((await list(key)).map(keyOf)));
    }
  });
});

describe('water balance figures agree with each other', () => {
  it('has rows from sowing to 7 days after today, one a day, forecasts exactly after today', () => {
    for (const plot of balanced()) {
      const rows = plot.bilan_hydrique ?? [];
      expect(rows[0]?.Date).toBe(plot.date_semis);
      rows.forEach((row, index) => expect(row.Date).toBe(addDays(plot.date_semis ?? '', index)));
      expect(rows.at(-1)?.Date).toBe(addDays(TODAY, 7));
      expect(rows.filter((row) => row.type === 'previ').map((row) => row.Date)).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(TODAY, n)),
      );
    }
  });

  it('marks the days after the end of the real data up to today as frequential', () => {
    for (const plot of balanced()) {
      const end = rainsOf.get(Number(plot.id))?.info.findesdonneesreelles ?? '';
      for (const row of plot.bilan_hydrique ?? []) {
        if (row.Date > TODAY) continue;
        if (row.Date > end) expect(row.type, row.Date).toBe('freq');
        else expect(row, row.Date).not.toHaveProperty('type');
      }
    }
  });

  it("gives today's and the next 7 days' deficit as the rows show them", () => {
    for (const plot of balanced()) {
      const rows = (plot.bilan_hydrique ?? []).filter((row) => row.Date >= TODAY);
      expect(rows).toHaveLength(8);
      expect(deficitsOf(plot)).toEqual(rows.map((row) => row['Deficit en eau du sol']));
    }
  });

  it("measures RFU depletion from today's RFU row", () => {
    for (const plot of balanced()) {
      const today = plot.bilan_hydrique?.find((row) => row.Date === TODAY);
      const rfuMax = plot.rfu_max ?? 0;
      const expected = Math.round(((rfuMax - (today?.RFU ?? 0)) / rfuMax) * 1000) / 10;
      expect(plot.epuisement_rfu).toBe(expected);
      expect(plot.epuisement_rfu).toBeGreaterThanOrEqual(0);
      expect(plot.epuisement_rfu).toBeLessThanOrEqual(100);
      // Depleted today means no RFU left.
      if ((plot.deficitj ?? 0) >= 1) expect(plot.epuisement_rfu).toBe(100);
    }
  });

  it('keeps plots outside the balance without figures', () => {
    each((plot, rows) => {
      const outside = plot.epuisement_rfu === null;
      expect(outside).toBe(plot.statut_calcul_bh !== 'ok');
      expect(rows === null).toBe(outside);
      if (outside) expect(deficitsOf(plot).every((deficit) => deficit === null)).toBe(true);
      if (plot.station === null || (plot.date_semis ?? '') > TODAY) expect(outside).toBe(true);
    });
  });

  it('runs a soil bucket: reserves within the soil, drainage only when full, water conserved', () => {
    for (const plot of balanced()) {
      const ru = plot.ru_max ?? 0;
      const rfu = plot.rfu_max ?? 0;
      const rows = plot.bilan_hydrique ?? [];
      rows.forEach((row, index) => {
        const RU = row.RU ?? -1;
        expect(RU).toBeGreaterThanOrEqual(0);
        expect(RU).toBeLessThanOrEqual(ru);
        expect(Math.abs((row.RFU ?? 0) - Math.max(0, RU - (ru - rfu)))).toBeLessThanOrEqual(0.11);
        expect(
          Math.abs((row['Deficit en eau du sol'] ?? 0) - Math.max(0, ru - rfu - RU)),
        ).toBeLessThanOrEqual(0.11);
        if ((row['Drainage profil'] ?? 0) > 0) expect(RU).toBe(ru);
        const previous = rows[index - 1];
        if (!previous) return;
        const uptake =
          (previous.RU ?? 0) +
          (row.Pluie ?? 0) +
          (row.Irrigation ?? 0) -
          (row['Drainage profil'] ?? 0) -
          RU;
        expect(uptake, `${plot.id} ${row.Date}`).toBeGreaterThanOrEqual(-0.21);
        expect(uptake, `${plot.id} ${row.Date}`).toBeLessThanOrEqual(1.2 * (row.ETP ?? 0) + 0.21);
      });
    }
  });

  it('has the rain of the rain calls on every row up to today', () => {
    for (const plot of balanced()) {
      const info = rainsOf.get(Number(plot.id));
      const rows = (plot.bilan_hydrique ?? []).filter((row) => row.Date <= TODAY);
      expect(info?.pluies.map((r) => [r.date, r.pluie])).toEqual(
        rows.map((row) => [row.Date, row.Pluie]),
      );
    }
  });

  it('labels rain after the end of the real data as the institute’s, and shows every origin', () => {
    const origins = new Set<string>();
    for (const info of rainsOf.values()) {
      const end = info.info.findesdonneesreelles ?? '';
      for (const rain of info.pluies) {
        origins.add(rain.type);
        if (rain.date > end) expect(rain.type).toBe('other');
        expect(rain.date <= TODAY).toBe(true);
      }
    }
    expect([...origins].sort()).toEqual(['manual', 'other', 'station']);
  });

  it('sums irrigations that follow the plot’s dose, water turn and quota', () => {
    each((plot, rows) => {
      const irrigations = plot.irrigation ?? [];
      const general = plot.caracteristiques_generales;
      const sum = irrigations.reduce((total, i) => total + i.dose, 0);
      expect(plot.somme_irrig).toBe(sum);
      expect(sum).toBeLessThanOrEqual(general?.quota ?? 0);
      irrigations.forEach((irrigation, index) => {
        expect(irrigation.dose).toBe(general?.dose_irrig);
        expect(irrigation.date >= (plot.date_semis ?? '')).toBe(true);
        expect(irrigation.date <= TODAY).toBe(true);
        const previous = irrigations[index - 1];
        if (previous) {
          const gap =
            (Date.parse(irrigation.date) - Date.parse(previous.date)) / (24 * 3600 * 1000);
          expect(gap).toBeGreaterThanOrEqual(general?.duree_tour_eau ?? 0);
        }
      });
      if (rows) {
        expect(rows.reduce((total, row) => total + (row.Irrigation ?? 0), 0)).toBe(sum);
        expect(rows.filter((row) => (row.Irrigation ?? 0) > 0).map((row) => row.Date)).toEqual(
          irrigations.map((i) => i.date),
        );
      }
    });
  });

  it('dates the stages of each crop from sowing, the current one being the last one reached', () => {
    each((plot) => {
      const stages = plot.stades_calc ?? [];
      const crop = plot.culture as (typeof BH_CROPS)[number];
      expect(stages.map((s) => s.code)).toEqual(BH_CROP_STAGES[crop]);
      expect(stages[0]?.date).toBe(plot.date_semis);
      for (let i = 1; i < stages.length; i++) {
        expect((stages[i]?.date ?? '') > (stages[i - 1]?.date ?? '')).toBe(true);
      }
      const reached = stages.filter((s) => s.date <= TODAY).map((s) => s.code);
      expect(plot.stade_actuel).toBe(reached.at(-1) ?? null);
      for (const code of plot.stades_obs ?? []) expect(reached).toContain(code);
      for (const { code } of stages) expect(BH_STAGE_NAMES[code]).toBeTruthy();
    });
  });

  it('shows the crop characteristics spec 3 §9 gives for each crop', () => {
    const withVariety = ['BT', 'BD', 'OP', 'MAIS_GRAIN', 'MAIS_FOURRAGE', 'PDT', 'EPINARD'];
    each((plot) => {
      const crop = plot.caracteristiques_culture ?? {};
      const shown = Object.keys(crop).sort();
      if ([...withVariety, 'HARICOT', 'SORGHO'].includes(plot.culture)) {
        expect(shown).toEqual(['variete']);
      } else if (plot.culture === 'SOJA') {
        expect(shown).toEqual(['precocite', 'variete']);
      } else if (plot.culture === 'MAIS_DOUX') {
        expect(shown).toEqual(['supersweet', 'variete']);
      } else {
        expect(plot.culture).toBe('MAIS_SEMENCE');
        expect(shown).toEqual(['gabarit', 'nb_jour_semis_flor', 'precocite']);
        const flowering = plot.stades_calc?.find((s) => s.code === 'FLO_F')?.date ?? '';
        expect(addDays(plot.date_semis ?? '', crop.nb_jour_semis_flor ?? 0)).toBe(flowering);
      }
    });
  });

  it('gives realistic soils: RU 65 to 240 mm, RFU two thirds of it', () => {
    each((plot) => {
      expect(plot.ru_max).toBeGreaterThanOrEqual(65);
      expect(plot.ru_max).toBeLessThanOrEqual(240);
      expect(plot.rfu_max).toBe(Math.round(((plot.ru_max ?? 0) * 2) / 3));
      expect(plot.code_sol).toMatch(/^[A-Z]{3}$/);
    });
  });
});

describe('who sees which water-balance plot', () => {
  it('refuses the calls without the BH right', async () => {
    for (const path of ['bhs', 'bhs/listes']) {
      const res = await call(app, { method: 'GET', path, token: await as('ferti') });
      expect(res.statusCode).toBe(403);
    }
  });

  it('shows the adviser the plots of the integrators followed, and the institute’s staff all', async () => {
    const world = app.world();
    const conseiller = world.users.find((u) => u.login === 'conseiller@demo.fr');
    const followed = new Set(conseiller?.operateurIds);
    const plots = await list('conseiller');
    expect(plots.length).toBeGreaterThan(0);
    expect(plots.length).toBeLessThan(adminPlots.length);
    for (const plot of adminPlots) {
      if (followed.has(Number(plot.id_operateur))) {
        expect(plots.map((p) => p.id)).toContain(plot.id);
      }
    }
    expect((await list('staff')).map((p) => p.id)).toEqual(adminPlots.map((p) => p.id));
  });

  it('answers 404 for an unknown plot, a plot of another module and a plot not shared', async () => {
    const token = await as('conseiller');
    const seen = new Set((await list('conseiller')).map((p) => p.id));
    const hidden = adminPlots.find((p) => !seen.has(p.id));
    const other = app.world().plots.find((p) => p.module === 'mildiou');
    for (const id of ['999999', 'abc', String(other?.id), String(hidden?.id)]) {
      for (const path of ['bhs/{id}', 'bhs/{id}/pluies']) {
        const res = await call(app, { method: 'GET', path, params: { id }, token });
        expect(res.statusCode, `${path} ${id}`).toBe(404);
      }
    }
    const res = await call(app, {
      method: 'GET',
      path: 'bhs/{id}',
      params: { id: String(hidden?.id) },
      token: await as('admin'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('opens the plots a farmer shares through a validated water-balance consent', async () => {
    const world = app.world();
    const adviser = world.users.find((u) => u.login === 'conseiller@demo.fr');
    const seen = new Set((await list('conseiller')).map((p) => Number(p.id)));
    const farmerPlots = (farmerId: number) =>
      world.plots.filter((p) => p.module === 'bh' && p.farmerId === farmerId).map((p) => p.id);
    const farmer = world.farmers.find(
      (f) => farmerPlots(f.id).length >= 2 && farmerPlots(f.id).every((id) => !seen.has(id)),
    );
    if (!adviser?.adviserId || !farmer) throw new Error('no farmer outside the adviser’s view');
    const [first = 0, second = 0] = farmerPlots(farmer.id);
    const link = {
      id_agri_cons: 999_001,
      id_valid_cons_agri: 999_001,
      adviserId: adviser.adviserId,
      farmerId: farmer.id,
      date_debut: '2026-01-01',
      date_fin: '2026-12-31',
      service: 'BILANHYDRIQUE',
      parcelles_inclues: [first] as (string | number)[],
      parcelles_exclues: [] as (string | number)[],
      validation: null as number | null,
      date_validation: null,
    };
    world.links.set(link.id_agri_cons, link);
    try {
      const status = async (id: number) =>
        (
          await call(app, {
            method: 'GET',
            path: 'bhs/{id}',
            params: { id },
            token: await as('conseiller'),
          })
        ).statusCode;
      // Pending: nothing shared yet.
      expect(await status(first)).toBe(404);
      link.validation = 1;
      expect(await status(first)).toBe(200);
      expect(await status(second)).toBe(404);
      link.parcelles_inclues = ['all'];
      link.parcelles_exclues = [first];
      expect(await status(first)).toBe(404);
      expect(await status(second)).toBe(200);
    } finally {
      world.links.delete(link.id_agri_cons);
    }
  });

  it("gives an external adviser subscribed to the water balance the plots of their farmers' consents", async () => {
    const world = app.world();
    const today = world.today;
    const subscribed = new Set(
      [...world.subscriptions.values()]
        .filter((sub) => sub.service === 'BILANHYDRIQUE')
        .map((sub) => sub.adviserId),
    );
    const running = (adviserId: number) =>
      [...world.links.values()].filter(
        (l) =>
          l.adviserId === adviserId &&
          l.service === 'BILANHYDRIQUE' &&
          l.validation === 1 &&
          l.date_debut <= today &&
          today <= l.date_fin,
      );
    const account = world.users.find(
      (u) =>
        u.externe &&
        u.adviserId !== null &&
        subscribed.has(u.adviserId) &&
        running(u.adviserId).length > 0,
    );
    if (!account?.adviserId) throw new Error('no external water-balance adviser with a consent');
    expect(account.droitsTPC.map((d) => d.code)).toContain('BH');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: account.login, password: DEMO_PASSWORD },
    });
    const token = (login.json() as { token: string }).token;
    const answer = await ok<{ data: BhPlot[] }>(app, { method: 'GET', path: 'bhs', token });
    const farmers = new Set(running(account.adviserId).map((l) => l.farmerId));
    const shared = world.plots
      .filter((p) => p.module === 'bh' && farmers.has(p.farmerId))
      .map((p) => Number(p.id));
    expect(shared.length).toBeGreaterThan(0);
    expect(answer.data.map((p) => Number(p.id)).sort((a, b) => a - b)).toEqual(
      shared.sort((a, b) => a - b),
    );
  });

  it('gives a generated external adviser the read right of each service they subscribe to, only', () => {
    const world = app.world();
    for (const account of world.users.filter(
      (u) => u.externe && u.login.endsWith('@conseil-demo.fr'),
    )) {
      const services = new Set(
        [...world.subscriptions.values()]
          .filter((sub) => sub.adviserId === account.adviserId)
          .map((sub) => sub.service),
      );
      const codes = account.droitsTPC.map((d) => d.code);
      expect(codes.includes('BH'), account.login).toBe(services.has('BILANHYDRIQUE'));
      expect(codes.includes('MILDIOU'), account.login).toBe(services.has('MILDIOU'));
      expect(account.droitsTPC.every((d) => d.ecriture !== true)).toBe(true);
    }
  });
});

describe('water balance determinism', () => {
  it('gives the same answers for the same seed and day', async () => {
    const again = startSimulator();
    await again.ready();
    const token = await tokenOf(again, 'admin');
    const answer = await ok<{ data: BhPlot[] }>(again, { method: 'GET', path: 'bhs', token });
    expect(answer.data).toEqual(adminPlots);
    const id = balanced()[0]?.id ?? 0;
    const one = await ok<{ data: BhPlot[] }>(again, {
      method: 'GET',
      path: 'bhs/{id}',
      params: { id },
      token,
    });
    expect(one.data[0]).toEqual(details.get(Number(id)));
    await again.close();
  });

  it('computes the same rows when asked again (rows are rebuilt, not stored)', () => {
    const world = app.world();
    const record = world.bh.records.find((r) => r.balance !== null);
    if (!record) throw new Error('no balanced plot');
    const first = bhDetail(world, record);
    expect(bhDetail(world, record)).toEqual(first);
    expect(bhListRow(world, record).epuisement_rfu).toBe(first.epuisement_rfu);
  });
});

/** What a persona sees of the demo world on a given day. */
function demoView(now: Date, login: string): BhPlot[] {
  const world: World = generateWorld({
    seed: 'demo',
    scale: 300,
    now,
    instituteKeyword: 'institut',
  });
  const account = world.users.find((u) => u.login === login);
  if (!account) throw new Error(login);
  const visibility = bhVisibility(world, account, 'institut');
  return world.bh.records
    .filter((record) => isVisible(visibility, world.plotsById.get(record.plotId) as never))
    .map((record) => bhListRow(world, record));
}

describe('the demo world shows every case to the water-balance personas', () => {
  // Mid-season, winter and the start of the campaign, when few crops are sown.
  const days = [TEST_NOW, new Date('2026-11-21T08:00:00Z'), new Date('2026-03-05T08:00:00Z')];
  for (const now of days) {
    it(`on ${now.toISOString().slice(0, 10)}`, () => {
      for (const login of ['conseiller@demo.fr', 'admin@demo.fr', 'INSTITUT\\jdupont']) {
        const plots = demoView(now, login);
        expect(plots.length, login).toBeGreaterThanOrEqual(200);
        expect(new Set(plots.map((p) => p.culture)), login).toEqual(new Set(BH_CROPS));
        for (const wanted of CATEGORIES) {
          const count = plots.filter((p) => category(p.epuisement_rfu) === wanted).length;
          expect(count, `${login} ${wanted}`).toBeGreaterThanOrEqual(2);
        }
        const inBalance = plots.filter((p) => p.epuisement_rfu !== null);
        for (const wanted of RISK_DAYS) {
          const count = inBalance.filter((p) => riskDay(p) === wanted).length;
          expect(count, `${login} risk ${wanted}`).toBeGreaterThanOrEqual(2);
        }
        const statuses = new Set(plots.map((p) => p.statut_calcul_bh));
        expect([...statuses].sort(), login).toEqual(['en attente', 'ko', 'ok']);
      }
    });
  }
});

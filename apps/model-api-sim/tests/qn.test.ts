// The simulated QN model and its calls (spec 2 §7 QN): plots shared with CHN, figures that hang
// together, the regional engineer's scope, the correction requests and what a validated one
// changes, the rasters, and the season's start and end.
import type { QnCorrectionRequest, QnPlot } from '@agro/contracts/entities/ferti';
import { QN_DETAIL_STAGE_ORDER, QN_STAGE_LABELS, qnStageOn } from '@agro/domain/qn';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSimulator } from '../src/server.ts';
import { engineerOf } from '../src/world/chn/records.ts';
import { DEMO_PASSWORD } from '../src/world/personas.ts';
import { call, ok, personaLogin, TEST_SECRET, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type Rows = { data: QnPlot[] };

const list = async (token: string) =>
  (await ok<Rows>(app, { method: 'GET', path: 'qn/results', token })).data;
const detail = async (token: string, plotId: number) =>
  (await ok<Rows>(app, { method: 'GET', path: 'qn/{plotId}/results', params: { plotId }, token }))
    .data[0] as QnPlot;
const requests = async (token: string) =>
  (await ok<{ data: QnCorrectionRequest[] }>(app, { method: 'GET', path: 'qn/corrections', token }))
    .data;

/** Plots of the regional engineer with a computed dose and no request yet. */
async function freshPlots(token: string, count: number): Promise<QnPlot[]> {
  const asked = new Set((await requests(token)).flatMap((r) => r.parcelles.map(Number)));
  const rows = (await list(token)).filter(
    (row) =>
      row.statut === 'Calculé' && row.preco_livree !== null && !asked.has(Number(row.uuid_plot)),
  );
  expect(rows.length).toBeGreaterThanOrEqual(count);
  return rows.slice(0, count);
}

describe('QN plots', () => {
  it('are the CHN cereal plots: the same client, ZAM, variety, outlet, sowing and species', async () => {
    const admin = await tokenOf(app, 'admin');
    const qn = await list(admin);
    const chn = (
      await ok<{ data: Record<string, unknown>[] }>(app, {
        method: 'GET',
        path: 'chns/results',
        token: admin,
      })
    ).data;
    const chnById = new Map(chn.map((row) => [Number(row.uuid_plot), row]));
    expect(qn.length).toBeGreaterThan(80);
    // Rapeseed is followed by CHN, not by QN.
    expect(chn.some((row) => row.codeespece === 'CZH')).toBe(true);
    expect(qn.some((row) => row.codeespece === 'CZH')).toBe(false);
    for (const row of qn) {
      const same = chnById.get(Number(row.uuid_plot));
      expect(same).toBeDefined();
      expect([
        row.client,
        row.zam,
        row.variete,
        row.crop_management,
        row.date_semis,
        row.codeespece,
      ]).toEqual([
        same?.client,
        same?.zam,
        same?.variete,
        same?.crop_management,
        same?.semis_date,
        same?.codeespece,
      ]);
    }
  });

  it("show the regional engineer his region's plots only, and refuse the others with 404", async () => {
    const ferti = await tokenOf(app, 'ferti');
    const mine = await list(ferti);
    expect(mine.length).toBeGreaterThan(5);
    for (const row of mine) {
      expect(engineerOf(row.latitude as number, row.longitude as number)).toBe(
        'Rémi Fertilisation',
      );
    }
    const all = await list(await tokenOf(app, 'admin'));
    const other = all.find((row) => !mine.some((m) => m.uuid_plot === row.uuid_plot));
    const res = await call(app, {
      method: 'GET',
      path: 'qn/{plotId}/results',
      params: { plotId: Number(other?.uuid_plot) },
      token: ferti,
    });
    expect(res.statusCode).toBe(404);
    const conseiller = await tokenOf(app, 'conseiller');
    expect(
      (await call(app, { method: 'GET', path: 'qn/results', token: conseiller })).statusCode,
    ).toBe(403);
  });

  it('give each plot stages in order and outputs that hang together', async () => {
    const admin = await tokenOf(app, 'admin');
    const rows = (await list(admin)).slice(0, 30);
    let observed = 0;
    for (const { uuid_plot } of rows) {
      const row = await detail(admin, Number(uuid_plot));
      const stageDates = QN_DETAIL_STAGE_ORDER.map(
        (stage) => row[`stade_${stage}` as keyof QnPlot] as string | null,
      );
      const known = stageDates.filter((date): date is string => date !== null);
      expect(known).toEqual([...known].sort());
      const byStage = Object.fromEntries(QN_DETAIL_STAGE_ORDER.map((s, i) => [s, stageDates[i]]));
      const current = qnStageOn(byStage, '2026-06-15');
      expect(row.nom_stade_en_cours).toBe(current ? QN_STAGE_LABELS[current] : null);
      // The list row and the detail agree.
      expect(rows.find((r) => r.uuid_plot === uuid_plot)?.preco_livree).toBe(row.preco_livree);
      if (row.e1cm_observe) {
        observed += 1;
        expect(row.stade_epi1cm).toBe(row.e1cm_observe);
        expect(row.hauteur_moyenne).toBeGreaterThan(0);
      } else {
        expect(row.hauteur_moyenne ?? null).toBeNull();
      }
      if (row.derniere_date_acquisition === null) continue;
      const acquisition = row.derniere_date_acquisition;
      expect((row.date_calcul as string) > acquisition).toBe(true);
      const acquisitionStage = qnStageOn(byStage, acquisition);
      expect(row.nom_stade_acquisition).toBe(
        acquisitionStage ? QN_STAGE_LABELS[acquisitionStage] : null,
      );
      // Without a correction, the delivered dose is the final rounded one: the raw dose rounded to
      // ten, a fifth less under the low-biomass option.
      const raw = row.sortie_precoBrute as number;
      const advised = row.sortie_option_faible_biomasse ? raw * 0.8 : raw;
      expect(row.sortie_preco_arrondie_finale).toBe(Math.min(200, Math.round(advised / 10) * 10));
      if (row.statut === 'Calculé') expect(row.preco_livree).toBe(row.sortie_preco_arrondie_finale);
      expect(row.sortie_LAI).toBeGreaterThan(0);
      expect(row.sortie_QNacq).toBeGreaterThan(0);
      expect(row.sortie_azoteAerienAbsorbeFloraison).toBeGreaterThan(row.sortie_QNacq as number);
    }
    expect(observed).toBeGreaterThan(0);
  });
});

describe('QN correction requests', () => {
  it('are saved unvalidated, then an administrator validates them and the delivered dose changes', async () => {
    const ferti = await tokenOf(app, 'ferti');
    const admin = await tokenOf(app, 'admin');
    const [a, b] = await freshPlots(ferti, 2);
    const ids = [Number(a?.uuid_plot), Number(b?.uuid_plot)];
    const dose = (a?.preco_livree === 70 ? 80 : 70) as number;
    const created = await ok<{ data: unknown }>(app, {
      method: 'POST',
      path: 'qn/corrections',
      token: ferti,
      body: {
        parcelles: ids,
        type_correction: 'preco_finale',
        valeur_correction: [dose],
        commentaire: 'Essai',
      },
    });
    expect(created.data).toBe(true);
    const request = (await requests(ferti)).find(
      (r) => r.parcelles.map(Number).join() === ids.join(),
    );
    expect(request).toMatchObject({
      demandeur: 'ferti@demo.fr',
      correction_type: 'preco_finale',
      correction_valeur: [dose],
      validation: false,
    });
    const pending = await detail(ferti, ids[0] as number);
    expect(pending.statut).toBe('Correction demandée');
    expect(pending.preco_livree).toBe(a?.preco_livree);

    // Only an administrator validates.
    const refused = await call(app, {
      method: 'POST',
      path: 'qn/corrections/{id}/validation',
      params: { id: Number(request?.id) },
      token: ferti,
      body: {},
    });
    expect(refused.statusCode).toBe(403);
    const validated = await ok<{ data: unknown }>(app, {
      method: 'POST',
      path: 'qn/corrections/{id}/validation',
      params: { id: Number(request?.id) },
      token: admin,
      body: {},
    });
    expect(validated.data).toBe(true);
    expect((await requests(admin)).find((r) => r.id === request?.id)?.validation).toBe(true);
    for (const id of ids) {
      const row = (await list(ferti)).find((r) => Number(r.uuid_plot) === id);
      expect(row?.preco_livree).toBe(dose);
      expect(row?.statut).toBe('Corrigé');
    }
  });

  it('move QNacq and the dose together for a factor and delta on QN acquisition', async () => {
    const ferti = await tokenOf(app, 'ferti');
    const admin = await tokenOf(app, 'admin');
    const [plot] = await freshPlots(ferti, 1);
    const id = Number(plot?.uuid_plot);
    const before = await detail(ferti, id);
    await ok(app, {
      method: 'POST',
      path: 'qn/corrections',
      token: ferti,
      body: {
        parcelles: [id],
        type_correction: 'QN_acq_facteur_delta',
        valeur_correction: [1.1, 5],
      },
    });
    const request = (await requests(admin)).find(
      (r) => r.parcelles.map(Number).includes(id) && !r.validation,
    );
    await ok(app, {
      method: 'POST',
      path: 'qn/corrections/{id}/validation',
      params: { id: Number(request?.id) },
      token: admin,
      body: {},
    });
    const after = await detail(ferti, id);
    expect(after.sortie_QNacq).toBeCloseTo((before.sortie_QNacq as number) * 1.1 + 5, 0);
    // More nitrogen in the crop, less to give: the raw dose drops by the extra over the use coefficient.
    const extra = (after.sortie_QNacq as number) - (before.sortie_QNacq as number);
    if ((before.sortie_precoBrute as number) > extra / 0.8) {
      expect(after.sortie_precoBrute).toBeCloseTo(
        (before.sortie_precoBrute as number) - extra / 0.8,
        0,
      );
    }
  });

  it('refuse a request naming a plot out of scope whole, and the values the type does not take', async () => {
    const ferti = await tokenOf(app, 'ferti');
    const mine = (await list(ferti)).map((r) => Number(r.uuid_plot));
    const other = (await list(await tokenOf(app, 'admin'))).find(
      (r) => !mine.includes(Number(r.uuid_plot)),
    );
    const before = (await requests(ferti)).length;
    const outOfScope = await call(app, {
      method: 'POST',
      path: 'qn/corrections',
      token: ferti,
      body: {
        parcelles: [mine[0], Number(other?.uuid_plot)],
        type_correction: 'sol',
        valeur_correction: [10],
      },
    });
    expect(outOfScope.statusCode).toBe(404);
    const noPlot = await call(app, {
      method: 'POST',
      path: 'qn/corrections',
      token: ferti,
      body: { parcelles: [], type_correction: 'sol', valeur_correction: [10] },
    });
    expect(noPlot.statusCode).toBe(400);
    expect(noPlot.body).toContain('A minima une parcelle doit être sélectionnée dans le tableau.');
    const oneValue = await call(app, {
      method: 'POST',
      path: 'qn/corrections',
      token: ferti,
      body: {
        parcelles: [mine[0]],
        type_correction: 'QN_acq_facteur_delta',
        valeur_correction: [1.1],
      },
    });
    expect(oneValue.statusCode).toBe(400);
    expect(oneValue.body).toContain('Une correction doit être saisie');
    expect((await requests(ferti)).length).toBe(before);
    const unknown = await call(app, {
      method: 'POST',
      path: 'qn/corrections/{id}/validation',
      params: { id: 9999 },
      token: await tokenOf(app, 'admin'),
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("list the engineer's own requests to him, every request to an administrator", async () => {
    const admin = await tokenOf(app, 'admin');
    const ferti = await tokenOf(app, 'ferti');
    const [plot] = await freshPlots(admin, 1);
    await ok(app, {
      method: 'POST',
      path: 'qn/corrections',
      token: admin,
      body: {
        parcelles: [Number(plot?.uuid_plot)],
        type_correction: 'sol',
        valeur_correction: [15],
      },
    });
    const all = await requests(admin);
    expect(all.some((r) => r.demandeur === 'admin@demo.fr')).toBe(true);
    expect((await requests(ferti)).every((r) => r.demandeur === 'ferti@demo.fr')).toBe(true);
    // The latest first.
    expect(all.map((r) => r.date_demande)).toEqual(
      [...all.map((r) => r.date_demande)].sort().reverse(),
    );
  });
});

/** Width, height and the decoded pixels of a PNG. */
function decodePng(base64: string): {
  width: number;
  height: number;
  opaque: number;
  colours: Set<string>;
} {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  let opaque = 0;
  const colours = new Set<string>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 4 + 1) + 1 + x * 4;
      if (raw[at + 3] === 255) {
        opaque += 1;
        colours.add(`${raw[at]},${raw[at + 1]},${raw[at + 2]}`);
      }
    }
  }
  return { width, height, opaque, colours };
}

describe('QN rasters', () => {
  it('draw the plot field with in-field variation for each code, and keep other plots out', async () => {
    const ferti = await tokenOf(app, 'ferti');
    const [plot] = await freshPlots(ferti, 1);
    const images = new Set<string>();
    for (const code of ['lai', 'chl', 'rasteroutput']) {
      const answer = await ok<{ data: string }>(app, {
        method: 'GET',
        path: 'qn/raster/{code}',
        params: { code },
        query: { uuid_plot: Number(plot?.uuid_plot) },
        token: ferti,
      });
      const png = decodePng(answer.data);
      expect([png.width, png.height]).toEqual([96, 96]);
      // The field fills most of the square, the corners are transparent, and it is not one colour.
      expect(png.opaque).toBeGreaterThan(96 * 96 * 0.5);
      expect(png.opaque).toBeLessThan(96 * 96);
      expect(png.colours.size).toBeGreaterThan(10);
      images.add(answer.data);
    }
    expect(images.size).toBe(3);
    const mine = (await list(ferti)).map((r) => Number(r.uuid_plot));
    const other = (await list(await tokenOf(app, 'admin'))).find(
      (r) => !mine.includes(Number(r.uuid_plot)),
    );
    const refused = await call(app, {
      method: 'GET',
      path: 'qn/raster/{code}',
      params: { code: 'lai' },
      query: { uuid_plot: Number(other?.uuid_plot) },
      token: ferti,
    });
    expect(refused.statusCode).toBe(404);
    const badCode = await call(app, {
      method: 'GET',
      path: 'qn/raster/{code}',
      params: { code: 'ndvi' },
      query: { uuid_plot: mine[0] as number },
      token: ferti,
    });
    expect(badCode.statusCode).toBe(400);
  });
});

async function simulatorOn(day: string) {
  const sim = buildSimulator({
    now: () => new Date(`${day}T08:00:00Z`),
    config: { seed: 'tests', scale: 40, testHooks: true, jwtSecret: TEST_SECRET },
  });
  await sim.ready();
  const login = await sim.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: personaLogin('admin'), password: DEMO_PASSWORD },
  });
  return { sim, token: (login.json() as { token: string }).token };
}

describe('QN out of season', () => {
  it('at the campaign start, most plots wait for their first image, with no dose nor raster', async () => {
    const { sim, token } = await simulatorOn('2026-03-02');
    try {
      const rows = (await ok<Rows>(sim, { method: 'GET', path: 'qn/results', token })).data;
      const waiting = rows.filter((row) => row.statut === "En attente d'acquisition");
      expect(waiting.length).toBeGreaterThan(rows.length / 2);
      expect(
        waiting.every((row) => row.preco_livree === null && row.derniere_date_acquisition === null),
      ).toBe(true);
      // An image is computed the day after it was taken: none of today's.
      expect(rows.every((row) => (row.derniere_date_acquisition ?? '') < '2026-03-02')).toBe(true);
      const raster = await call(sim, {
        method: 'GET',
        path: 'qn/raster/{code}',
        params: { code: 'lai' },
        query: { uuid_plot: Number(waiting[0]?.uuid_plot) },
        token,
      });
      expect(raster.statusCode).toBe(404);
      expect(raster.json()).toMatchObject({
        message: 'Aucune image satellite pour cette parcelle',
      });
    } finally {
      await sim.close();
    }
  });

  it('in November, answers the finished campaign: harvested plots with their last doses', async () => {
    const { sim, token } = await simulatorOn('2026-11-24');
    try {
      const rows = (await ok<Rows>(sim, { method: 'GET', path: 'qn/results', token })).data;
      expect(
        rows.every(
          (row) =>
            row.derniere_date_acquisition !== null && row.derniere_date_acquisition < '2026-07-01',
        ),
      ).toBe(true);
      expect(rows.every((row) => row.nom_stade_en_cours === 'Récolte')).toBe(true);
    } finally {
      await sim.close();
    }
  });
});

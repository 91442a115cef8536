// Issue 41, finding 5: whoever holds the blight write right records a treatment or an
// observation from the plot detail, on any plot the API lets them read, and nobody else. These
// are the raw requests an attacker with a valid session would send (session cookie from
// /bff/login, the anti-forgery header): the BFF refuses a caller without the write right (403)
// before the API hears of it, and the API (here the simulator) answers 404 for a plot the caller
// may not read, writes and reads alike. Nothing is written either way.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
});

const BASE = '/api/maladiesPdt/plots';

function send(method: 'get' | 'post' | 'put' | 'delete', path: string, cookie: string) {
  return request(platform.bff.server)[method](path).set('X-CSRF', '1').set('Cookie', cookie);
}

async function plotIds(cookie: string): Promise<number[]> {
  const res = await send('get', `${BASE}/few_datas`, cookie);
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).map((plot) => plot.id);
}

/** A treatment of one product at 08:30 Paris time today (06:30 UTC in summer). */
async function treatmentBody(cookie: string) {
  const products = await send('get', `${BASE}/treatments/allProducts`, cookie);
  expect(products.status).toBe(200);
  const product = (products.body.data as { id: number; type: string; remanence: number }[])[0];
  if (!product) throw new Error('the catalogue has no product');
  return {
    traitement_data: [
      {
        date: `${platform.sim.world().today}T06:30:00.000Z`,
        remanence: Math.round(product.remanence),
        id_produit: String(product.id),
        typeproduit: product.type,
        dose: 2,
        unite: 'kg/ha',
        resistancelessivage: null,
        remanence_alt: 0,
        resistancelessivage_alt: 0,
      },
    ],
  };
}

async function treatmentsOf(plotId: number, cookie: string): Promise<{ treated_at: string }[]> {
  const res = await send('get', `${BASE}/${plotId}/treatments`, cookie);
  expect(res.status).toBe(200);
  return res.body.data as { treated_at: string }[];
}

async function observationsOf(plotId: number, cookie: string): Promise<string[]> {
  const res = await send('get', `${BASE}/${plotId}/observations`, cookie);
  expect(res.status).toBe(200);
  return (res.body.data as { date_obs: string }[]).map((item) => item.date_obs);
}

describe('blight interventions through the BFF: who writes on which plot', () => {
  it('lets the adviser with the write right record on a plot it follows but does not own', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const plotId = (await plotIds(conseiller))[0] ?? 0;
    const owner = (await send('get', `${BASE}/${plotId}`, conseiller)).body.data.farmer;
    expect(String(owner).toLowerCase()).not.toBe('conseiller@demo.fr');

    const added = await send('post', `${BASE}/${plotId}/treatment`, conseiller).send(
      await treatmentBody(conseiller),
    );
    expect(added.status).toBe(200);
    const today = platform.sim.world().today;
    expect((await treatmentsOf(plotId, conseiller)).map((t) => t.treated_at)).toContain(
      `${today}T06:30:00.000Z`,
    );
    const observed = await send('post', `${BASE}/${plotId}/observation`, conseiller).send({
      date_obs: today,
    });
    expect(observed.status).toBe(200);
    expect(await observationsOf(plotId, conseiller)).toContain(today);
  });

  it('refuses a reader without the write right (external adviser, bulletin adviser): 403, nothing written', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const body = await treatmentBody(conseiller);
    // The external adviser reads potato plots; the bulletin adviser only its cas-types, so it
    // aims at the adviser's plot (still refused by the BFF before the API hears of it).
    for (const persona of ['externe', 'bsv'] as const) {
      const reader = await loginAs(platform, persona);
      const own = (await plotIds(reader))[0];
      const plotId = own ?? (await plotIds(conseiller))[0] ?? 0;
      const witness = own === undefined ? conseiller : reader;
      if (persona === 'externe') expect(own).toBeDefined();
      const before = await treatmentsOf(plotId, witness);
      const observationsBefore = await observationsOf(plotId, witness);
      const today = platform.sim.world().today;

      const treatment = await send('post', `${BASE}/${plotId}/treatment`, reader).send(body);
      expect(treatment.status).toBe(403);
      const observation = await send('post', `${BASE}/${plotId}/observation`, reader).send({
        date_obs: today,
      });
      expect(observation.status).toBe(403);
      const irrigation = await send('post', `${BASE}/${plotId}/irrigation`, reader).send({
        irrigation_data: {
          begin_at: `${today}T18:00:00.000Z`,
          end_at: `${today}T20:00:00.000Z`,
          water_dose: 20,
          dose_unit: 'MM',
        },
      });
      expect(irrigation.status).toBe(403);
      const key = encodeURIComponent(before[0]?.treated_at ?? `${today}T06:30:00.000Z`);
      expect((await send('delete', `${BASE}/${plotId}/treatment/${key}`, reader)).status).toBe(403);
      expect(
        (await send('put', `${BASE}/${plotId}/treatment/${key}`, reader).send(body)).status,
      ).toBe(403);

      expect(await treatmentsOf(plotId, witness)).toEqual(before);
      expect(await observationsOf(plotId, witness)).toEqual(observationsBefore);
    }
  });

  it('answers 404 to the adviser writing on a plot it may not read, and writes nothing', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const mine = await plotIds(conseiller);
    const admin = await loginAs(platform, 'admin');
    const hidden = (await plotIds(admin)).find((id) => !mine.includes(id));
    if (hidden === undefined) throw new Error('the adviser reads every plot of the world');
    const before = await treatmentsOf(hidden, admin);
    const observationsBefore = await observationsOf(hidden, admin);

    const treatment = await send('post', `${BASE}/${hidden}/treatment`, conseiller).send(
      await treatmentBody(conseiller),
    );
    expect(treatment.status).toBe(404);
    const observation = await send('post', `${BASE}/${hidden}/observation`, conseiller).send({
      date_obs: platform.sim.world().today,
    });
    expect(observation.status).toBe(404);
    expect((await send('get', `${BASE}/${hidden}`, conseiller)).status).toBe(404);

    expect(await treatmentsOf(hidden, admin)).toEqual(before);
    expect(await observationsOf(hidden, admin)).toEqual(observationsBefore);
  });
});

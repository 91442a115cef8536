// The bulletin space's cas-types (spec 3 §2.6, §5, §6): created by bulletin advisers up to their
// quota (administrators have none), tied to a station, planted on 1 March with the most sensitive
// variety, listed by region with their indices of J-7 to J+2, reached only by their region.
import type { BlightCasTypeRow, BlightPlot } from '@agro/contracts/entities/blight';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();
let bsv = '';
let admin = '';
let conseiller = '';
beforeAll(async () => {
  await app.ready();
  [bsv, admin, conseiller] = await Promise.all([
    tokenOf(app, 'bsv'),
    tokenOf(app, 'admin'),
    tokenOf(app, 'conseiller'),
  ]);
});

async function stationOfRegion(token: string) {
  const answer = await ok<{ data: { id: number | string; constructor_name?: string }[] }>(app, {
    method: 'POST',
    path: 'bsv/stations',
    body: { departements: null },
    token,
  });
  const station = answer.data[0];
  if (!station) throw new Error('no station for the bulletin adviser');
  return station;
}

const casType = (name: string, station: number | string) => ({
  data_plot_to_create: {
    name,
    variety: 'AUTRE VARIETE SENSIBLE (MILDIOU)',
    plantation: '2026-03-01',
    fournisseurStation: 'station choisie',
    codeStationFournisseur: 'station choisie',
    station,
    latitude: 50,
    longitude: 2.5,
  },
});

const create = (token: string, body: unknown) =>
  call(app, {
    method: 'POST',
    path: 'maladiesPdt/plots/creation',
    query: { bsv: 'true' },
    body,
    token,
  });

const list = (token: string, regions: string[] | null) =>
  ok<{ data: BlightCasTypeRow[] }>(app, {
    method: 'POST',
    path: 'bsv/castype',
    body: { id_regions: regions },
    token,
  }).then((answer) => answer.data);

describe('cas-types', () => {
  it('are created up to the adviser’s quota, then refused with the spec’s message', async () => {
    const station = await stationOfRegion(bsv);
    const ids: number[] = [];
    for (const name of ['Cas Somme', 'Cas Aisne', 'Cas Oise']) {
      const created = await create(bsv, casType(name, station.id));
      expect(created.statusCode).toBe(200);
      ids.push((created.json() as { data: { id: number } }).data.id);
    }
    const fourth = await create(bsv, casType('Cas de trop', station.id));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(
      'Nombre maximal de cas-types atteint (3)\u202f: vous ne pouvez plus en créer de nouveaux.',
    );

    const rows = await list(bsv, ['Hauts-de-France']);
    expect(rows.map((row) => row.plot_name)).toEqual(['Cas Aisne', 'Cas Oise', 'Cas Somme']);
    const [row] = rows;
    expect(row).toMatchObject({ device_code: expect.stringMatching(/^IOT/) });
    expect(Object.keys(row ?? {})).toEqual(
      expect.arrayContaining(['l10poids_jm7', 'l10poids_j', 'l10poids_jp2', 'total_pluie_7j']),
    );

    // A cas-type is a plot of the most sensitive variety, planted on 1 March, emerged by June.
    const detail = await ok<{ data: BlightPlot }>(app, {
      method: 'GET',
      path: 'maladiesPdt/plots/{id}',
      params: { id: ids[0] ?? 0 },
      token: bsv,
    });
    expect(detail.data).toMatchObject({
      variety: 'AUTRE VARIETE SENSIBLE (MILDIOU)',
      plantation: '2026-03-01',
      seuiltrait: 12,
    });
    expect(detail.data.conseil).not.toBe('PASLEVEE');

    // Not on any grower's dashboard, and out of reach of an adviser of no bulletin.
    const hidden = await call(app, {
      method: 'GET',
      path: 'maladiesPdt/plots/{id}',
      params: { id: ids[0] ?? 0 },
      token: conseiller,
    });
    expect(hidden.statusCode).toBe(404);

    // Deleting one frees a place under the quota.
    const removed = await call(app, {
      method: 'DELETE',
      path: 'maladiesPdt/plots/{id}/delete',
      params: { id: ids[2] ?? 0 },
      token: bsv,
    });
    expect(removed.statusCode).toBe(200);
    expect((await create(bsv, casType('Cas remplaçant', station.id))).statusCode).toBe(200);
  });

  it('are renamed and moved to another station; the admin sees every region and has no quota', async () => {
    const mine = await stationOfRegion(bsv);
    expect((await create(bsv, casType('Cas à renommer', mine.id))).statusCode).toBe(200);
    const [first] = await list(bsv, ['Hauts-de-France']);
    const stations = await ok<{ data: { id: number | string }[] }>(app, {
      method: 'POST',
      path: 'bsv/stations',
      body: { departements: null },
      token: bsv,
    });
    const other = stations.data[1] ?? stations.data[0];
    const edited = await call(app, {
      method: 'PUT',
      path: 'maladiesPdt/plots/{id}/edit',
      params: { id: first?.id ?? 0 },
      query: { bsv: 'true' },
      body: {
        data_plot_to_edit: casType('Cas renommé', other?.id ?? 0).data_plot_to_create,
      },
      token: bsv,
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(bsv, null)).map((row) => row.plot_name)).toContain('Cas renommé');

    const station = await stationOfRegion(admin);
    for (const name of ['Admin 1', 'Admin 2', 'Admin 3', 'Admin 4']) {
      expect((await create(admin, casType(name, station.id))).statusCode).toBe(200);
    }
    expect((await list(admin, null)).map((row) => row.plot_name)).toEqual(
      expect.arrayContaining(['Cas renommé', 'Admin 1', 'Admin 4']),
    );
  });

  it('cannot be created by an adviser of no bulletin, nor without a station', async () => {
    const station = await stationOfRegion(admin);
    const refused = await create(conseiller, casType('Cas refusé', station.id));
    expect([403, 404]).toContain(refused.statusCode);
    const noStation = await create(bsv, {
      data_plot_to_create: {
        ...casType('Sans station', 0).data_plot_to_create,
        station: null,
        fournisseurStation: 'Inconnu',
        codeStationFournisseur: 'XX',
      },
    });
    expect(noStation.statusCode).toBe(400);
  });
});

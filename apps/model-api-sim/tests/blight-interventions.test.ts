// What is recorded on a potato plot (spec 3 §7.1) and what the model does with it at once: a
// treatment protects the next days, an irrigation adds risk hours on its evening, haulm killing
// ends the campaign; stages keep their order; each write checks the domain's rules.
import type {
  BlightDailyIndex,
  BlightDashboardRow,
  BlightHourlyRow,
  BlightPlot,
} from '@agro/contracts/entities/blight';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();
let conseiller = '';
let externe = '';
beforeAll(async () => {
  await app.ready();
  [conseiller, externe] = await Promise.all([tokenOf(app, 'conseiller'), tokenOf(app, 'externe')]);
});

const get = <T>(path: string, params: Record<string, string | number>) =>
  ok<{ data: T }>(app, { method: 'GET', path, params, token: conseiller }).then((a) => a.data);

const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, params: object, body?: unknown) =>
  call(app, {
    method,
    path,
    params: params as Record<string, string | number>,
    ...(body === undefined ? {} : { body }),
    token: conseiller,
  });

/** Plots of the adviser that have emerged and whose station reports. */
async function adviserPlots(): Promise<BlightDashboardRow[]> {
  const answer = await ok<{ data: BlightDashboardRow[] }>(app, {
    method: 'GET',
    path: 'maladiesPdt/situationMildiou',
    query: { campagne: 2026 },
    token: conseiller,
  });
  return answer.data.filter(
    (row) => row.statut === 'OK' && row.levee30 !== null && row.levee30 < '2026-05-20',
  );
}

const daysOf = (id: number | string) =>
  get<BlightDailyIndex[]>('maladiesPdt/plots/{id}/indices', { id });
const on = (days: BlightDailyIndex[], date: string) => days.find((day) => day.date === date);

const treatment = (date: string, productId = 103, remanence = 7) => ({
  traitement_data: [
    {
      date,
      remanence,
      id_produit: productId,
      typeproduit: 'contact',
      dose: 2,
      unite: 'kg/ha',
      resistancelessivage: 40,
      remanence_alt: 0,
      resistancelessivage_alt: 0,
    },
  ],
});

describe('treatments', () => {
  it('protect the plot from their day for their persistence, and stop when deleted', async () => {
    const plots = await adviserPlots();
    // A plot not protected on the 10th, nor on the days after.
    let chosen: { id: number | string; before: BlightDailyIndex[] } | null = null;
    for (const plot of plots) {
      const before = await daysOf(plot.id);
      const window = ['2026-06-10', '2026-06-11', '2026-06-12'].map((d) => on(before, d));
      if (window.every((day) => day?.parcelleprotegee === 0)) {
        chosen = { id: plot.id, before };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const { id, before } = chosen as { id: number | string; before: BlightDailyIndex[] };

    const added = await write(
      'POST',
      'maladiesPdt/plots/{id}/treatment',
      { id },
      treatment('2026-06-10T07:00:00Z'),
    );
    expect(added.statusCode).toBe(200);
    const after = await daysOf(id);
    expect(on(after, '2026-06-10')?.parcelleprotegee).toBe(1);
    expect(on(after, '2026-06-11')?.parcelleprotegee).toBe(1);
    const plot = await get<BlightPlot>('maladiesPdt/plots/{id}', { id });
    expect(plot.treatments.find((t) => t.treated_at === '2026-06-10T07:00:00.000Z')).toMatchObject({
      product_id: 103,
      product_name: 'Fluazinam 500',
      standard_persistence: 7,
      modified_persistence: null,
    });

    // Forcing the persistence to 4 days ends the protection sooner.
    const edited = await write(
      'PUT',
      'maladiesPdt/plots/{id}/treatment/{key}',
      { id, key: '2026-06-10T07:00:00.000Z' },
      treatment('2026-06-10T07:00:00Z', 103, 4),
    );
    expect(edited.statusCode).toBe(200);
    const forced = await get<BlightPlot>('maladiesPdt/plots/{id}', { id });
    expect(forced.treatments.find((t) => t.treated_at.startsWith('2026-06-10'))).toMatchObject({
      modified_persistence: 4,
    });

    const removed = await write('DELETE', 'maladiesPdt/plots/{id}/treatment/{key}', {
      id,
      key: '2026-06-10T07:00:00.000Z',
    });
    expect(removed.statusCode).toBe(200);
    expect(await daysOf(id)).toEqual(before);
  });

  it('refuse a persistence outside 4 to 10 days, a day before March or after today, a product unknown', async () => {
    const [plot] = await adviserPlots();
    const id = plot?.id ?? 0;
    const refused = async (body: unknown) =>
      (await write('POST', 'maladiesPdt/plots/{id}/treatment', { id }, body)).statusCode;
    expect(await refused(treatment('2026-06-10T07:00:00Z', 103, 11))).toBe(400);
    expect(await refused(treatment('2026-02-27T07:00:00Z'))).toBe(400);
    expect(await refused(treatment('2026-06-16T07:00:00Z'))).toBe(400);
    expect(await refused(treatment('2026-06-10T07:00:00Z', 999))).toBe(400);
  });
});

describe('irrigations', () => {
  it('add six humid hours on their evening, and are refused when shorter than an hour', async () => {
    const [plot] = await adviserPlots();
    const id = plot?.id ?? 0;
    const hours = () => get<BlightHourlyRow[]>('maladiesPdt/plots/{id}/indices/horaires', { id });
    const evening = (rows: BlightHourlyRow[]) =>
      rows
        .filter((row) => row.date >= '2026-06-12T19:00' && row.date < '2026-06-13T01:00')
        .map((row) => row.indice_hum);
    const body = (end: string) => ({
      irrigation_data: {
        begin_at: '2026-06-12T18:00:00Z',
        end_at: end,
        water_dose: 25,
        dose_unit: 'MM',
      },
    });
    const short = await write(
      'POST',
      'maladiesPdt/plots/{id}/irrigation',
      { id },
      body('2026-06-12T18:30:00Z'),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(
      'La date de fin doit être au moins 1 heure après la date de début.',
    );

    const added = await write(
      'POST',
      'maladiesPdt/plots/{id}/irrigation',
      { id },
      body('2026-06-12T21:00:00Z'),
    );
    expect(added.statusCode).toBe(200);
    expect(evening(await hours())).toEqual([250, 250, 250, 250, 250, 250]);
    const listed = await get<{ begin_at: string }[]>('maladiesPdt/plots/{id}/irrigations', { id });
    expect(listed.map((irrigation) => irrigation.begin_at)).toContain('2026-06-12T18:00:00.000Z');

    const removed = await write('DELETE', 'maladiesPdt/plots/{id}/irrigation/{key}', {
      id,
      key: '2026-06-12T18:00:00.000Z',
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await write('DELETE', 'maladiesPdt/plots/{id}/irrigation/{key}', {
          id,
          key: '2026-06-12T18:00:00.000Z',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('stages and harvest', () => {
  it('keep the stages in order, with the spec’s message, and end the campaign at haulm killing', async () => {
    // A plot whose canopy stabilised before 5 June and that has no later stage yet.
    let id: number | string = 0;
    let phases: { name: string; date: string }[] = [];
    let stabilised: { name: string; date: string } | undefined;
    for (const plot of await adviserPlots()) {
      const candidate = await get<{ name: string; date: string }[]>(
        'maladiesPdt/plots/{id}/phases',
        { id: plot.id },
      );
      const stable = candidate.find((phase) => phase.name === 'croissancestabilisee');
      if (stable && stable.date < '2026-06-05' && candidate.every((p) => p.date <= '2026-06-15')) {
        id = plot.id;
        phases = candidate;
        stabilised = stable;
        break;
      }
    }
    expect(stabilised).toBeDefined();

    const early = await write(
      'POST',
      'maladiesPdt/plots/{id}/phases',
      { id },
      { phases: [{ name: 'senescence', date: stabilised?.date }] },
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain(
      'La date de début de sénescence doit être postérieure à la date de croissance stabilisée.',
    );

    const ok1 = await write(
      'POST',
      'maladiesPdt/plots/{id}/phases',
      { id },
      {
        phases: [
          { name: 'senescence', date: '2026-06-05' },
          { name: 'defanage', date: '2026-06-10' },
        ],
      },
    );
    expect(ok1.statusCode).toBe(200);
    const after = await daysOf(id);
    expect(on(after, '2026-06-11')?.conseil).toBe('FINCAMPAGNE');
    expect(on(after, '2026-06-10')?.conseil).not.toBe('FINCAMPAGNE');

    const put = await write('PUT', 'maladiesPdt/plots/{id}/phases', { id }, { phases });
    expect(put.statusCode).toBe(200);
    expect(on(await daysOf(id), '2026-06-11')?.conseil).not.toBe('FINCAMPAGNE');
  });

  it('ends the campaign the day after the harvest, until it is deleted', async () => {
    const [, plot] = await adviserPlots();
    const id = plot?.id ?? 0;
    const set = await write(
      'PUT',
      'maladiesPdt/plots/{id}/harvest',
      { id },
      { harvest: { datetime: '2026-06-12T10:00:00Z', yield: 42 } },
    );
    expect(set.statusCode).toBe(200);
    expect(await get('maladiesPdt/plots/{id}/harvest', { id })).toEqual({
      datetime: '2026-06-12T10:00:00.000Z',
      yield: 42,
    });
    expect(on(await daysOf(id), '2026-06-13')?.conseil).toBe('FINCAMPAGNE');
    expect((await write('DELETE', 'maladiesPdt/plots/{id}/harvest', { id })).statusCode).toBe(200);
    expect(on(await daysOf(id), '2026-06-13')?.conseil).not.toBe('FINCAMPAGNE');
  });
});

describe('observations', () => {
  it('are added, edited by their original date and deleted', async () => {
    const [plot] = await adviserPlots();
    const id = plot?.id ?? 0;
    const list = () => get<{ date_obs: string }[]>('maladiesPdt/plots/{id}/observations', { id });
    const start = (await list()).map((o) => o.date_obs);
    expect(
      (
        await write(
          'POST',
          'maladiesPdt/plots/{id}/observation',
          { id },
          { date_obs: '2026-06-02' },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await write(
          'POST',
          'maladiesPdt/plots/{id}/observation',
          { id },
          { date_obs: '2026-06-02' },
        )
      ).statusCode,
    ).toBe(400);
    const edited = await write(
      'PUT',
      'maladiesPdt/plots/{id}/observation',
      { id },
      { date_obs: '2026-06-03', date_obs_origine: '2026-06-02' },
    );
    expect(edited.statusCode).toBe(200);
    expect((await list()).map((o) => o.date_obs)).toContain('2026-06-03');
    expect(
      (
        await write('DELETE', 'maladiesPdt/plots/{id}/observation/{date}', {
          id,
          date: '2026-06-03',
        })
      ).statusCode,
    ).toBe(200);
    expect((await list()).map((o) => o.date_obs)).toEqual(start);
  });

  it('cannot be written on a plot the caller may not see (404), nor without the write right', async () => {
    const [plot] = await adviserPlots();
    const notMine = await call(app, {
      method: 'POST',
      path: 'maladiesPdt/plots/{id}/observation',
      params: { id: 999_999_999 },
      body: { date_obs: '2026-06-02' },
      token: conseiller,
    });
    expect(notMine.statusCode).toBe(404);
    const reader = await call(app, {
      method: 'POST',
      path: 'maladiesPdt/plots/{id}/observation',
      params: { id: plot?.id ?? 0 },
      body: { date_obs: '2026-06-02' },
      token: externe,
    });
    expect([403, 404]).toContain(reader.statusCode);
  });
});

describe('plot form lists', () => {
  it('check an operator’s station and give its coordinates, list operators and varieties', async () => {
    const [plot] = await adviserPlots();
    const detail = await get<BlightPlot>('maladiesPdt/plots/{id}', { id: plot?.id ?? 0 });
    const operator = detail.fournisseurStation ?? '';
    const code = detail.codeStationFournisseur ?? '';
    const exists = await get<{ exists: boolean; data_geographiques: unknown }>(
      'maladiesPdt/plots/iot/{operator}/device/{code}/exist',
      { operator, code },
    );
    expect(exists.exists).toBe(true);
    expect(exists.data_geographiques).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const missing = await get<{ exists: boolean }>(
      'maladiesPdt/plots/iot/{operator}/device/{code}/exist',
      { operator, code: 'NOPE-0000' },
    );
    expect(missing.exists).toBe(false);
    expect(await get<string[]>('maladiesPdt/plots/iot/constructor/list', {})).toContain(operator);
    const varieties = await get<{ variety: string }[]>('maladiesPdt/plots/liste/variete', {});
    expect(varieties.map((v) => v.variety)).toContain('AUTRE VARIETE SENSIBLE (MILDIOU)');
  });
});

describe('plots', () => {
  const stationOf = async () => {
    const [row] = await adviserPlots();
    const plot = await get<BlightPlot>('maladiesPdt/plots/{id}', { id: row?.id ?? 0 });
    return { plot, row: row as BlightDashboardRow };
  };
  const input = (plot: BlightPlot, farmer: string, overrides: object = {}) => ({
    name: 'Parcelle créée',
    variety: 'Bintje',
    plantation: '2026-04-02',
    area: 3.5,
    fournisseurStation: plot.fournisseurStation,
    codeStationFournisseur: plot.codeStationFournisseur,
    latitude: plot.latitude + 0.01,
    longitude: plot.longitude + 0.01,
    farmer,
    alternaria: true,
    phases: [
      { name: 'plantation', date: '2026-04-02' },
      { name: 'levee30', date: '2026-04-25' },
      { name: 'croissanceactive', date: '2026-05-08' },
      { name: 'croissancestabilisee', date: '2026-06-01' },
    ],
    ...overrides,
  });

  it('creates a plot the dashboard, its reads and the model see at once; edits and deletes it', async () => {
    const { plot, row } = await stationOf();
    const created = await write(
      'POST',
      'maladiesPdt/plots/creation',
      {},
      {
        data_plot_to_create: input(plot, row.farmer),
      },
    );
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    const rows = await ok<{ data: BlightDashboardRow[] }>(app, {
      method: 'GET',
      path: 'maladiesPdt/situationMildiou',
      query: { campagne: 2026 },
      token: conseiller,
    });
    const shown = rows.data.find((candidate) => candidate.id === id);
    expect(shown).toMatchObject({ plot_name: 'Parcelle créée', variete: 'Bintje', seuiltrait: 12 });
    expect(shown?.conseil).not.toBeNull();
    const days = await daysOf(id);
    expect(on(days, '2026-06-14')?.risque).toEqual(expect.any(Number));

    const edited = await write(
      'PUT',
      'maladiesPdt/plots/{id}/edit',
      { id },
      {
        data_plot_to_edit: input(plot, row.farmer, {
          name: 'Parcelle renommée',
          variety: 'Alouette',
        }),
      },
    );
    expect(edited.statusCode).toBe(200);
    const detail = await get<BlightPlot>('maladiesPdt/plots/{id}', { id });
    expect(detail).toMatchObject({ name: 'Parcelle renommée', seuiltrait: 26 });

    expect((await write('DELETE', 'maladiesPdt/plots/{id}/delete', { id })).statusCode).toBe(200);
    expect(
      (
        await call(app, {
          method: 'GET',
          path: 'maladiesPdt/plots/{id}',
          params: { id },
          token: conseiller,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an unknown station, stages out of order or missing, no area, a farmer not followed', async () => {
    const { plot, row } = await stationOf();
    const create = async (body: object) =>
      write('POST', 'maladiesPdt/plots/creation', {}, { data_plot_to_create: body });
    const unknownStation = await create(
      input(plot, row.farmer, { codeStationFournisseur: 'NOPE' }),
    );
    expect(unknownStation.statusCode).toBe(400);
    const disorder = await create(
      input(plot, row.farmer, {
        phases: [
          { name: 'plantation', date: '2026-04-02' },
          { name: 'levee30', date: '2026-04-02' },
          { name: 'croissanceactive', date: '2026-05-08' },
          { name: 'croissancestabilisee', date: '2026-06-01' },
        ],
      }),
    );
    expect(disorder.statusCode).toBe(400);
    expect(disorder.json().message).toContain(
      'La date de la levée 30 doit être postérieure à la date de plantation.',
    );
    const missing = await create(
      input(plot, row.farmer, { phases: [{ name: 'plantation', date: '2026-04-02' }] }),
    );
    expect(missing.statusCode).toBe(400);
    expect((await create(input(plot, row.farmer, { area: null }))).statusCode).toBe(400);
    expect((await create(input(plot, 'AGRI-INCONNU'))).statusCode).toBe(404);
  });
});

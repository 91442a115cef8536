// The simulated Mycolis service (spec 4 §2.5, §5.2, §7): its clients, its plots (the clients' real
// cereal plots and the imported ones) and their stages, the import's batch with the server's own
// checks, the raw requests of a non-administrator refused, and the postal codes of whole
// departments for the commune check.
import type {
  CapPlot,
  ImportResult,
  MycolisImportRow,
  MycolisPlot,
  MycolisStageInfo,
  MycolisUser,
  PlotDetail,
} from '@agro/contracts/entities/stages';
import type { postalCode } from '@agro/contracts/entities/platform';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { POSTAL_CODE_LIMIT } from '../src/handlers/platform/shared.ts';
import { capRecordOf } from '../src/world/stages/records.ts';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type List<T> = { data: T[] };
type PostalCode = z.infer<typeof postalCode>;

const mycolisPlots = async (token: string) =>
  (await ok<List<MycolisPlot>>(app, { method: 'GET', path: 'previCap/mycolis/plots', token })).data;

const clientPlots = async (token: string) =>
  (
    await ok<List<CapPlot>>(app, {
      method: 'GET',
      path: 'previCap/plots',
      query: { type: 'clients' },
      token,
    })
  ).data;

const stagesOf = (token: string, id: number | string) =>
  call(app, {
    method: 'GET',
    path: 'previCap/plots/stades/{id}',
    params: { id },
    query: { type: 'mycolis' },
    token,
  });

const importBatch = (token: string, client: string, csv: readonly MycolisImportRow[]) =>
  call(app, {
    method: 'POST',
    path: 'previCap/plots/add',
    token,
    body: { csv, client, from_mycolis: true },
  });

const imported = async (token: string, client: string, csv: readonly MycolisImportRow[]) => {
  const res = await importBatch(token, client, csv);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ImportResult }).data;
};

/** A corrected row of the Mycolis template, placed by its INSEE code (Chartres). */
const row = (code: string, extra: Partial<MycolisImportRow> = {}): MycolisImportRow => ({
  code_exploitation: 'EXP01',
  exploitation: 'EARL des Blés',
  nom_parcelle: `EXP01|${code}`,
  personnalisation: code,
  code_parcelle: code,
  espece: "Blé tendre d'hiver",
  variete: 'chevignon',
  date_semis: '20/10/2025',
  labour: 'OUI',
  precedent: 'Colza',
  surface: '4,5',
  code_insee: '28085',
  latitude: 'NA',
  longitude: 'NA',
  code_postal: null,
  commune: null,
  libelle_culture: "Blé tendre d'hiver",
  codesol: null,
  code_station: null,
  ...extra,
});

const NNBSP = '\u202f';

describe('Mycolis clients and plots', () => {
  it('lists every client by name and organisation code', async () => {
    const admin = await tokenOf(app, 'admin');
    const users = (
      await ok<List<MycolisUser>>(app, {
        method: 'GET',
        path: 'previCap/mycolis/users',
        token: admin,
      })
    ).data;
    const world = app.world();
    expect(users).toEqual(world.clients.map((c) => ({ name: c.nom, code_organisme: c.code })));
    expect(users[0]?.code_organisme).toBe('CLI01');
  });

  it("are the clients' real cereal plots, with the cap list's values and the detail's stages", async () => {
    const admin = await tokenOf(app, 'admin');
    const rows = await mycolisPlots(admin);
    const world = app.world();
    const real = world.plots.filter(
      (p) => p.module === 'cap' && capRecordOf(world, p).castype === 0,
    );
    expect(rows.map((r) => r.id_plot)).toEqual(real.map((p) => p.id));
    const typeCase = world.plots.find(
      (p) => p.module === 'cap' && capRecordOf(world, p).castype === 1,
    );
    expect(typeCase).toBeDefined();

    const caps = new Map((await clientPlots(admin)).map((r) => [r.id_plot, r]));
    for (const r of rows.slice(0, 20)) {
      const plot = world.plotsById.get(Number(r.id_plot));
      const farmer = world.farmers[(plot?.farmerId ?? 0) - 1];
      const client = world.clients[(farmer?.clientId ?? 0) - 1];
      expect(r.id_user).toBe(client?.id);
      expect(r.nom_user).toBe(client?.nom);
      expect(r.nom_operateur).toBe(world.operateurs[(client?.operateurId ?? 0) - 1]?.nom);
      expect(r.ind_parcelle).toBe(plot?.nom);
      expect(r.nom_commune).toBe(plot?.commune.nom);
      const cap = caps.get(r.id_plot);
      expect(cap).toBeDefined();
      expect(String(r.codeespece)).toBe(String(cap?.codeespece));
      for (const key of [
        'code_parcelle_os',
        'date_semis',
        'variete',
        'labour',
        'code_precedent',
        'a_calculer',
        'date_calcul',
        'date_fin_previsions',
        'code_dept',
        'x',
        'y',
      ] as const) {
        expect(r[key], key).toEqual(cap?.[key]);
      }
    }

    const sown = rows.find((r) => caps.get(r.id_plot)?.stade_epi1cm != null) as MycolisPlot;
    const res = await stagesOf(admin, sown.id_plot);
    expect(res.statusCode).toBe(200);
    const stages = (res.json() as { data: MycolisStageInfo }).data;
    const detail = (
      await ok<{ data: PlotDetail }>(app, {
        method: 'GET',
        path: 'previCap/plots/{id}',
        params: { id: sown.id_plot },
        token: admin,
      })
    ).data;
    expect(stages).toEqual({
      stade_epi1cm: detail.stade_epi1cm ?? null,
      stade_1n: detail.stade_1n ?? null,
      stade_2n: detail.stade_2n ?? null,
      stade_epiaison: detail.stade_epiaison ?? null,
      stade_floraison: detail.stade_floraison ?? null,
      stade_maturite: detail.stade_maturite ?? null,
    });
    expect(stages.stade_epi1cm).not.toBeNull();

    // A type case, an own plot, a maize plot and an unknown id are no Mycolis plots.
    const own = [...world.stages.internal.values()].find((p) => p.kind === 'own');
    const maize = world.plots.find((p) => p.module === 'mais');
    for (const id of [typeCase?.id ?? 0, own?.id ?? 0, maize?.id ?? 0, 999_999_999, 'abc']) {
      expect((await stagesOf(admin, id)).statusCode, String(id)).toBe(404);
    }
  });
});

describe('the raw requests of a non-administrator', () => {
  it('are refused on every Mycolis call, the import included, and change nothing', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const admin = await tokenOf(app, 'admin');
    const world = app.world();
    const plotId = world.plots.find(
      (p) => p.module === 'cap' && capRecordOf(world, p).castype === 0,
    )?.id as number;
    const before = await mycolisPlots(admin);

    expect(
      (await call(app, { method: 'GET', path: 'previCap/mycolis/users', token: conseiller }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(app, { method: 'GET', path: 'previCap/mycolis/plots', token: conseiller }))
        .statusCode,
    ).toBe(403);
    expect((await stagesOf(conseiller, plotId)).statusCode).toBe(403);
    const attack = await importBatch(conseiller, 'CLI01', [row('PIRATE01')]);
    expect(attack.statusCode).toBe(403);
    expect((attack.json() as { message: string }).message).toMatch(/administrateurs/);
    // Without a token, every call asks for authentication.
    expect((await call(app, { method: 'GET', path: 'previCap/mycolis/plots' })).statusCode).toBe(
      401,
    );
    expect((await importBatch('', 'CLI01', [row('PIRATE02')])).statusCode).toBe(401);

    expect(await mycolisPlots(admin)).toEqual(before);
    expect((await clientPlots(admin)).some((r) => r.code_parcelle_os.startsWith('PIRATE'))).toBe(
      false,
    );
  });

  it('own-plot import stays open to STADES (the Mycolis check is on from_mycolis only)', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const res = await call(app, {
      method: 'POST',
      path: 'previCap/plots/add',
      token: conseiller,
      body: {
        csv: [
          {
            code_parcelle: 'M01',
            culture: 'triticale',
            code_insee: '28085',
            date_semis: '10/10/2025',
          },
        ],
        equipe: false,
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a Mycolis import', () => {
  it('refuses an unknown client and a batch over 200 rows', async () => {
    const admin = await tokenOf(app, 'admin');
    const unknown = await importBatch(admin, 'CLI99', [row('P01')]);
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toBe(
      `Client Mycolis inconnu${NNBSP}: CLI99`,
    );
    const big = Array.from({ length: 201 }, (_, n) => row(`B${n}`));
    expect((await importBatch(admin, 'CLI01', big)).statusCode).toBe(400);
    const full = await imported(admin, 'CLI01', big.slice(0, 200));
    expect(full).toEqual({ ajout: 200, modif: 0, erreur: { nombre: 0, liste: [] } });
  });

  it('creates plots the later reads show, and modifies them by their code', async () => {
    const admin = await tokenOf(app, 'admin');
    const world = app.world();
    const client = world.clients[1];
    if (!client) throw new Error('no second client');
    const operateur = world.operateurs[client.operateurId - 1];
    const before = await mycolisPlots(admin);

    const first = await imported(admin, client.code, [
      row('P01'),
      row('P02', {
        espece: 'ble dur hiver',
        variete: 'RGT VOILUR',
        precedent: 'mais_grain',
        labour: 'non labour',
        surface: 12,
        code_insee: null,
        code_postal: '35000',
        commune: 'RENNES',
      }),
      row('P03', {
        code_insee: 'NA',
        latitude: '47,2184',
        longitude: '-1.5536',
        date_semis: '2025-11-02',
        labour: '0',
      }),
    ]);
    expect(first).toEqual({ ajout: 3, modif: 0, erreur: { nombre: 0, liste: [] } });

    const after = await mycolisPlots(admin);
    expect(after.length).toBe(before.length + 3);
    const byCode = new Map(
      after.filter((r) => r.id_user === client.id).map((r) => [r.code_parcelle_os, r]),
    );
    const p01 = byCode.get('P01') as MycolisPlot;
    expect(p01).toMatchObject({
      id_user: client.id,
      nom_user: client.nom,
      id_operateur: operateur?.id,
      nom_operateur: operateur?.nom,
      codeespece: '17',
      date_semis: '2025-10-20',
      variete: 'Chevignon',
      labour: true,
      code_precedent: 'colza',
      code_dept: '28',
      nom_commune: 'Chartres',
      ind_parcelle: 'EXP01|P01',
    });
    expect(p01.x).toBeCloseTo(1.489, 2);
    expect(p01.y).toBeCloseTo(48.447, 2);
    expect(byCode.get('P02')).toMatchObject({
      codeespece: '40',
      variete: 'RGT Voilur',
      code_precedent: 'mais grain',
      labour: false,
      code_dept: '35',
      nom_commune: 'Rennes',
    });
    expect(byCode.get('P03')).toMatchObject({
      date_semis: '2025-11-02',
      labour: false,
      x: -1.5536,
      y: 47.2184,
      code_dept: '44',
    });

    // The cap client list shows them under their client, and the detail and stages open.
    const caps = (await clientPlots(admin)).filter((r) => r.id_plot === p01.id_plot);
    expect(caps).toHaveLength(1);
    expect(caps[0]).toMatchObject({
      code_parcelle_os: 'P01',
      castype: 0,
      nom_user: client.nom,
      nom_operateur: operateur?.nom,
      id_user: client.id,
      code_station: null,
      code_insee: '28085',
      date_calcul: p01.date_calcul,
    });
    const detail = (
      await ok<{ data: PlotDetail }>(app, {
        method: 'GET',
        path: 'previCap/plots/{id}',
        params: { id: p01.id_plot },
        token: admin,
      })
    ).data;
    expect(detail).toMatchObject({
      code_parcelle_os: 'P01',
      nom_user: client.nom,
      variete: 'Chevignon',
    });
    const stages = (await stagesOf(admin, p01.id_plot)).json() as { data: MycolisStageInfo };
    expect(stages.data.stade_epi1cm).toBe(detail.stade_epi1cm);
    expect(stages.data.stade_epi1cm).not.toBeNull();

    // The same codes again modify the client's plots; another client's same code is its own.
    const second = await imported(admin, client.code, [
      row('P01', { variete: 'Rubisko', surface: '3' }),
      row('P04'),
    ]);
    expect(second).toEqual({ ajout: 1, modif: 1, erreur: { nombre: 0, liste: [] } });
    const other = await imported(admin, 'CLI01', [row('P01')]);
    expect(other).toEqual({ ajout: 1, modif: 0, erreur: { nombre: 0, liste: [] } });

    const last = await mycolisPlots(admin);
    expect(last.length).toBe(before.length + 5);
    const p01Again = last.find((r) => r.id_plot === p01.id_plot);
    expect(p01Again?.variete).toBe('Rubisko');
    expect(
      last
        .filter((r) => r.code_parcelle_os === 'P01')
        .map((r) => r.nom_user)
        .sort(),
    ).toEqual([client.nom, world.clients[0]?.nom].sort());
    const capAgain = (await clientPlots(admin)).find((r) => r.id_plot === p01.id_plot);
    expect(capAgain?.variete).toBe('Rubisko');
  });

  it('refuses the rows the server cannot use, each with its line in the batch', async () => {
    const admin = await tokenOf(app, 'admin');
    const result = await imported(admin, 'CLI03', [
      row('OK1'),
      row('V1', { variete: 'Chevignonne' }),
      row('D1', { date_semis: '31/02/2025' }),
      row('L1', { code_insee: null }),
      row('E1', { espece: "Orge d'hiver" }),
      row('V2', { espece: 'blé dur', variete: 'Chevignon' }),
      row('LB1', { labour: 'peut-être' }),
      row('S1', { surface: '0' }),
      row('PR1', { precedent: 'soja' }),
      row('G1', { code_insee: '', latitude: '55.2', longitude: '2.1' }),
      row('G2', {
        code_insee: '',
        latitude: '55.2',
        longitude: '2.1',
        code_postal: '28000',
        commune: 'Chartres',
      }),
      row('C1', { code_insee: '', code_postal: '35000', commune: 'Brest' }),
      row('OK1'),
      row('M1', { variete: 'inconnue', date_semis: 'hier', surface: 'beaucoup' }),
    ]);
    expect(result.ajout).toBe(2);
    expect(result.modif).toBe(0);
    expect(result.erreur.nombre).toBe(12);
    expect(result.erreur.liste).toEqual([
      `Ligne 2 du lot (V1)${NNBSP}: variété inconnue pour le blé tendre (Chevignonne)`,
      `Ligne 3 du lot (D1)${NNBSP}: date de semis invalide (31/02/2025)`,
      `Ligne 4 du lot (L1)${NNBSP}: aucune localisation (coordonnées, code INSEE, ou code postal et commune)`,
      `Ligne 5 du lot (E1)${NNBSP}: espèce autre que blé tendre ou blé dur (Orge d'hiver)`,
      `Ligne 6 du lot (V2)${NNBSP}: variété inconnue pour le blé dur (Chevignon)`,
      `Ligne 7 du lot (LB1)${NNBSP}: labour invalide (peut-être)`,
      `Ligne 8 du lot (S1)${NNBSP}: surface invalide (0)`,
      `Ligne 9 du lot (PR1)${NNBSP}: précédent inconnu (soja)`,
      `Ligne 10 du lot (G1)${NNBSP}: localisation introuvable${NNBSP}: coordonnées hors de la France métropolitaine (55.2, 2.1)`,
      `Ligne 12 du lot (C1)${NNBSP}: localisation introuvable${NNBSP}: commune inconnue à ce code postal (35000 Brest)`,
      `Ligne 13 du lot (OK1)${NNBSP}: code_parcelle en double dans le lot`,
      `Ligne 14 du lot (M1)${NNBSP}: variété inconnue pour le blé tendre (inconnue)${NNBSP}; date de semis invalide (hier)${NNBSP}; surface invalide (beaucoup)`,
    ]);
    const rows = (await mycolisPlots(admin)).filter(
      (r) => r.nom_user === app.world().clients[2]?.nom,
    );
    const g2 = rows.find((r) => r.code_parcelle_os === 'G2');
    // Coordinates out of France are recomputed from the postal code and commune.
    expect(g2).toMatchObject({ nom_commune: 'Chartres', code_dept: '28' });
    expect(rows.map((r) => r.code_parcelle_os).sort()).toEqual(
      expect.arrayContaining(['G2', 'OK1']),
    );
  });

  it("does not take the code of a client's plot the integrator's feed brings", async () => {
    const admin = await tokenOf(app, 'admin');
    const world = app.world();
    const plot = world.plots.find((p) => p.module === 'cap');
    const clientId = world.farmers[(plot?.farmerId ?? 0) - 1]?.clientId ?? 0;
    const client = world.clients[clientId - 1];
    if (!plot || !client) throw new Error('no client cereal plot');
    const result = await imported(admin, client.code, [row(plot.code)]);
    expect(result.ajout).toBe(0);
    expect(result.erreur.liste[0]).toMatch(/déjà pris/);
  });
});

describe('postal codes of whole departments', () => {
  it('lists every entry of the asked departments, uncapped, and keeps q capped', async () => {
    const admin = await tokenOf(app, 'admin');
    const byDepartments = (
      await ok<List<PostalCode>>(app, {
        method: 'GET',
        path: 'cp/data/gouv',
        query: { departements: '35,56' },
        token: admin,
      })
    ).data;
    expect(byDepartments.length).toBeGreaterThan(POSTAL_CODE_LIMIT);
    expect(byDepartments.every((e) => /^(35|56)/.test(e.code_postal))).toBe(true);
    expect(byDepartments.some((e) => e.code_postal.startsWith('56'))).toBe(true);
    expect(byDepartments).toContainEqual(
      expect.objectContaining({ code_postal: '35000', nom_de_la_commune: 'RENNES' }),
    );

    const searched = (
      await ok<List<PostalCode>>(app, { method: 'GET', path: 'cp/data/gouv', query: { q: '3' } })
    ).data;
    expect(searched).toHaveLength(POSTAL_CODE_LIMIT);
    const both = (
      await ok<List<PostalCode>>(app, {
        method: 'GET',
        path: 'cp/data/gouv',
        query: { departements: '35', q: 'renn' },
      })
    ).data;
    expect(both.map((e) => e.code_postal)).toEqual(['35000', '35200', '35700']);
    expect(new Set(both.map((e) => e.nom_de_la_commune))).toEqual(new Set(['RENNES']));

    for (const departements of [
      '3',
      '35;56',
      '35,',
      'ab',
      Array.from({ length: 21 }, () => '35').join(','),
    ]) {
      const res = await call(app, { method: 'GET', path: 'cp/data/gouv', query: { departements } });
      expect(res.statusCode, departements).toBe(400);
    }
  });
});

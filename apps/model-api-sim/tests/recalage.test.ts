// The simulated recalibration service (spec 4 §2.6, §4, §5.3–5.5, §6, §7): requests created and
// listed under their requester, the similar-request check, management validation and deletion
// rules, the integration of validated requests shifting the stage dates of the plots they match,
// the simulation tool and the recalage file check.
import type {
  FileCheckLine,
  RecalageInPlace,
  RecalageRequest,
} from '@agro/contracts/entities/recalage';
import type { PlotDetail, SimulationResult } from '@agro/contracts/entities/stages';
import { isOwnRequest } from '@agro/domain/recalage';
import { describe, expect, it } from 'vitest';
import { readSimConfig } from '../src/config.ts';
import { stationRows } from '../src/world/recalage/reference.ts';
import { capRecordOf } from '../src/world/stages/records.ts';
import { call, ok, startSimulator, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type Data<T> = { data: T };

const stageBody = (overrides: Record<string, unknown> = {}) => ({
  valStadeRecalage: 4,
  selectedDate: ['2025-10-11', '2025-10-31'],
  selectedDepartement: ['28'],
  selectedEspece: '17',
  typeStadeRecalage: 'epi1cm',
  commentaireRecalage: 'Épi 1 cm en retard en Beauce',
  horsPerimetreIR: false,
  typeDemandeRecalage: 'Nouvelle demande',
  ...overrides,
});

const stageRequests = async (token: string) =>
  (
    await ok<Data<RecalageRequest[]>>(app, {
      method: 'GET',
      path: 'previRecalage/demandes/stades',
      token,
    })
  ).data;

const create = (token: string, body: unknown) =>
  call(app, { method: 'POST', path: 'previRecalage/demandes/stades', token, body });

const validate = (token: string, id: number | string) =>
  call(app, {
    method: 'POST',
    path: 'previRecalage/stades/validation',
    token,
    body: { id, type: 'gestion' },
  });

const remove = (token: string, id: number | string) =>
  call(app, {
    method: 'DELETE',
    path: 'previRecalage/demandes/{id}/stades',
    params: { id },
    token,
  });

const integrate = (token: string) =>
  call(app, { method: 'GET', path: 'previRecalage/stades/integration', token });

describe('stage requests', () => {
  it('lists a created request under its requester, with the campaign and the out-of-scope flag', async () => {
    const token = await tokenOf(app, 'conseiller');
    const res = await create(token, stageBody({ selectedDepartement: ['28', '33'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: true });
    const mine = (await stageRequests(token)).filter((r) => isOwnRequest(r, 'conseiller@demo.fr'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      demandeur: 'Claire Conseil',
      codeagent_demandeur: 'conseiller@demo.fr',
      culture: '17',
      stade: 'epi1cm',
      jourdecalage: 4,
      campagne: 2026,
      p_archive: false,
      validation_gestion: null,
      // 33 is outside the adviser's departments (28, 45, 41): flagged even if the body says not.
      horsperimetre_ir: true,
      date_demande: '2026-06-15T08:00:00.000Z',
    });
  });

  it('lists active and archived requests, and disease requests with their idRef', async () => {
    const token = await tokenOf(app, 'conseiller');
    const stades = await stageRequests(token);
    expect(stades.some((r) => r.p_archive === true)).toBe(true);
    expect(stades.some((r) => r.p_archive === false)).toBe(true);
    const maladies = (
      await ok<Data<RecalageRequest[]>>(app, {
        method: 'GET',
        path: 'previRecalage/demandes/maladies',
        token,
      })
    ).data;
    expect(maladies.length).toBeGreaterThan(0);
    for (const request of maladies) expect(request.idRef).toBe(request.id);
  });

  it('refuses sowing days outside the start and end days of the window, in French', async () => {
    const token = await tokenOf(app, 'conseiller');
    const res = await create(token, stageBody({ selectedDate: ['2025-10-12', '2025-10-31'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Début de semis invalide');
    const outside = await create(token, stageBody({ selectedDate: ['2025-08-01', '2025-08-31'] }));
    expect(outside.statusCode).toBe(400);
    const combined = await create(
      token,
      stageBody({ selectedPrecoMontaison: [3], selectedVariete: ['Chevignon'] }),
    );
    expect(combined.statusCode).toBe(400);
  });

  it('refuses a user without recalage rights', async () => {
    const token = await tokenOf(app, 'staff');
    expect((await create(token, stageBody())).statusCode).toBe(403);
  });

  it('finds the similar active requests: same crop and stage, overlapping sowing, a common department', async () => {
    const token = await tokenOf(app, 'conseiller');
    const check = async (body: unknown) =>
      (
        await ok<Data<RecalageRequest[]>>(app, {
          method: 'POST',
          path: 'previRecalage/demandes/stades/check',
          token,
          body,
        })
      ).data;
    const similar = await check(stageBody({ selectedDate: ['2025-10-26', '2025-11-05'] }));
    expect(similar.map((r) => r.id)).toContain(4);
    expect(similar.every((r) => r.p_archive === false)).toBe(true);
    expect(await check(stageBody({ selectedDepartement: ['41'] }))).toEqual([]);
    expect(await check(stageBody({ typeStadeRecalage: 'epiaison' }))).toEqual([]);
    expect(await check(stageBody({ selectedEspece: '40' }))).toEqual([]);
  });

  it('lets only a privileged user validate', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const admin = await tokenOf(app, 'admin');
    expect((await validate(conseiller, 5)).statusCode).toBe(403);
    expect((await validate(admin, 999)).statusCode).toBe(404);
    const res = await validate(admin, 5);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stageRequests(admin)).find((r) => r.id === 5)?.validation_gestion).toBe(true);
  });

  it('deletes an unvalidated request for its requester or a privileged user only', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const admin = await tokenOf(app, 'admin');
    await create(conseiller, stageBody());
    const own = (await stageRequests(conseiller)).find((r) =>
      isOwnRequest(r, 'conseiller@demo.fr'),
    );
    expect(own).toBeDefined();
    // Someone else's pending request: 403 for an adviser, deleted by a privileged user.
    expect((await remove(conseiller, 4)).statusCode).toBe(403);
    expect((await remove(admin, 4)).statusCode).toBe(200);
    // A validated request cannot be deleted: 409.
    expect((await remove(admin, 6)).statusCode).toBe(409);
    expect((await remove(admin, 4)).statusCode).toBe(404);
    expect((await remove(conseiller, own?.id ?? 0)).statusCode).toBe(200);
    const left = (await stageRequests(admin)).map((r) => r.id);
    expect(left).not.toContain(4);
    expect(left).not.toContain(own?.id);
    expect(left).toContain(6);
  });
});

describe('integration', () => {
  /** A calculated soft-wheat plot sown in the campaign's window, and the range around its sowing. */
  function wheatPlot() {
    const world = app.world();
    const plot = world.plots.find(
      (p) =>
        p.module === 'cap' &&
        p.culture === '17' &&
        p.statut === 'ok' &&
        capRecordOf(world, p).castype === 0 &&
        !['28', '45', '51', '76', '27', '14'].includes(p.commune.departement) &&
        p.dateSemis >= '2025-09-06' &&
        p.dateSemis <= '2026-02-25',
    );
    if (!plot) throw new Error('no soft-wheat plot');
    const [year, month, day] = plot.dateSemis.split('-').map(Number) as [number, number, number];
    const start = [1, 6, 11, 16, 21, 26].filter((d) => d <= day).at(-1) ?? 1;
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const end = [5, 10, 15, 20, 25, lastDay].find((d) => d >= day) ?? lastDay;
    const iso = (d: number) => `${plot.dateSemis.slice(0, 8)}${String(d).padStart(2, '0')}`;
    return { plot, from: iso(start), to: iso(end) };
  }

  const detail = async (token: string, id: number) =>
    (
      await ok<Data<PlotDetail>>(app, {
        method: 'GET',
        path: 'previCap/plots/{id}',
        params: { id },
        token,
      })
    ).data;

  const clientList = (token: string) =>
    ok<Data<PlotDetail[]>>(app, {
      method: 'GET',
      path: 'previCap/plots',
      query: { type: 'clients' },
      token,
    });

  const dayOf = (iso: string | null | undefined) =>
    Date.parse(`${iso ?? ''}T00:00:00Z`) / 86_400_000;

  it('turns validated requests into recalages in place that shift the matching plots', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const admin = await tokenOf(app, 'admin');
    const { plot, from, to } = wheatPlot();
    const before = await detail(conseiller, plot.id);
    expect(before.stade_epiaison).toBeTruthy();
    const listedBefore = (await clientList(conseiller)).data;
    expect(listedBefore.find((r) => r.id_plot === plot.id)?.stade_epiaison).toBe(
      before.stade_epiaison,
    );

    const body = stageBody({
      selectedDate: [from, to],
      selectedDepartement: [plot.commune.departement],
      typeStadeRecalage: 'epiaison',
      valStadeRecalage: 5,
      commentaireRecalage: 'Épiaison en retard',
    });
    expect((await create(conseiller, body)).statusCode).toBe(200);
    const request = (await stageRequests(conseiller)).find((r) =>
      isOwnRequest(r, 'conseiller@demo.fr'),
    );
    if (!request) throw new Error('request not listed');

    // Not integrated before validation, and integration is a privileged user's.
    expect((await integrate(conseiller)).statusCode).toBe(403);
    expect((await integrate(admin)).json()).toEqual({ data: { http_code: 200 } });
    expect((await detail(conseiller, plot.id)).stade_epiaison).toBe(before.stade_epiaison);

    expect((await validate(admin, request.id)).statusCode).toBe(200);
    expect((await integrate(admin)).json()).toEqual({ data: { http_code: 200 } });
    const listed = (await stageRequests(admin)).find((r) => r.id === request.id);
    expect(listed?.validation_integration).toBe(true);

    const after = await detail(conseiller, plot.id);
    expect(dayOf(after.stade_epiaison) - dayOf(before.stade_epiaison)).toBe(5);
    expect(dayOf(after.stade_floraison) - dayOf(before.stade_floraison)).toBe(5);
    expect(after.stade_epi1cm).toBe(before.stade_epi1cm);
    expect(after.stade_meiose).toBe(before.stade_meiose);

    // The client list agrees with the detail, its rows kept from before worked out again.
    const rows = (await clientList(conseiller)).data;
    expect(rows.find((r) => r.id_plot === plot.id)?.stade_epiaison).toBe(after.stade_epiaison);

    const inPlace = (
      await ok<Data<RecalageInPlace[]>>(app, {
        method: 'GET',
        path: 'previRecalage/recalages/enplace',
        token: conseiller,
      })
    ).data;
    expect(inPlace).toContainEqual(
      expect.objectContaining({
        espece: '17',
        decalage_epiaison: 5,
        departements: [plot.commune.departement],
        debut_semis: from,
        fin_semis: to,
      }),
    );
    const latest = (
      await ok<Data<RecalageRequest[]>>(app, {
        method: 'GET',
        path: 'previRecalage/recalages/derniers',
        token: admin,
      })
    ).data;
    expect(latest.map((r) => r.id)).toContain(request.id);
    const mails = (
      await ok<Data<{ recipients: string[]; subject: string }[]>>(app, {
        method: 'GET',
        path: 'previRecalage/mail/rapport',
        token: admin,
      })
    ).data;
    expect(mails).toContainEqual(
      expect.objectContaining({
        recipients: ['conseiller@demo.fr'],
        subject: `Recalage ${request.id} en place`,
      }),
    );
  });

  it('keeps the recalage file for privileged users', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const admin = await tokenOf(app, 'admin');
    const path = 'previRecalage/apirecalage/stades/fichier';
    expect((await call(app, { method: 'GET', path, token: conseiller })).statusCode).toBe(403);
    const file = await ok<Data<RecalageInPlace[]>>(app, { method: 'GET', path, token: admin });
    expect(file.data.length).toBeGreaterThan(0);
  });
});

describe('simulation', () => {
  const simulate = async (token: string, date: string) =>
    (
      await ok<Data<SimulationResult>>(app, {
        method: 'POST',
        path: 'previRecalage/simulation',
        token,
        body: {
          selectedDate: date,
          selectedStation: stationRows(app.world())[0]?.CodeStation ?? '',
          selectedEspece: '17',
          selectedVariete: 'Chevignon',
          selectedSolBase: 1,
        },
      })
    ).data;
  const value = (result: SimulationResult, name: string) =>
    result.variables.find((v) => v.name === name)?.value;

  it('answers stage dates that move with the sowing date', async () => {
    const token = await tokenOf(app, 'conseiller');
    const early = await simulate(token, '2025-10-01');
    const late = await simulate(token, '2025-11-15');
    const earlyE1c = String(value(early, 'stade_epi1cm'));
    const lateE1c = String(value(late, 'stade_epi1cm'));
    expect(earlyE1c).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lateE1c > earlyE1c).toBe(true);
    expect(String(value(late, 'stade_levee')) > String(value(early, 'stade_levee'))).toBe(true);
    expect(early.informations.find((i) => i.name === 'Variété')?.value).toBe('Chevignon');
  });

  it('refuses an unknown station or variety', async () => {
    const token = await tokenOf(app, 'conseiller');
    const body = {
      selectedDate: '2025-10-01',
      selectedStation: '9999',
      selectedEspece: '17',
      selectedVariete: 'Chevignon',
      selectedSolBase: 1,
    };
    const path = 'previRecalage/simulation';
    expect((await call(app, { method: 'POST', path, token, body })).statusCode).toBe(404);
    const station = stationRows(app.world())[0]?.CodeStation ?? '';
    const variety = { ...body, selectedStation: station, selectedVariete: 'Inconnue' };
    expect((await call(app, { method: 'POST', path, token, body: variety })).statusCode).toBe(400);
  });
});

describe('recalage file check', () => {
  const checkCsv = async (csv: string) =>
    (
      await ok<Data<FileCheckLine[]>>(app, {
        method: 'POST',
        path: 'previRecalage/stades/validationfichier/csv',
        token: await tokenOf(app, 'admin'),
        body: { csv },
      })
    ).data;

  it('answers one line per recalage, numbered from 1 under the header', async () => {
    const lines = await checkCsv(
      [
        'annee;espece;decalage_epi1cm;decalage_epiaison;departements;debut_semis;fin_semis',
        '2026;19;3;;21;01/10/2025;20/10/2025',
        '2026;99;2;;28;02/10/2025;31/10/2025',
        '2026;17;abc;;28,2Z;01/10/2025;31/10/2025',
        '2026;17;3;;28;01/08/2025;31/10/2025',
        '',
      ].join('\r\n'),
    );
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4]);
    expect(lines[0]).toEqual({ line: 1, error: null, warning: null });
    expect(lines[1]?.error).toContain('Espèce inconnue');
    expect(lines[1]?.error).toContain('Début de semis hors des jours');
    expect(lines[2]?.error).toContain('Décalage épi 1 cm non numérique');
    expect(lines[2]?.error).toContain('Département inconnu');
    expect(lines[3]?.error).toContain('hors de la fenêtre');
  });

  it('warns of a recalage overlapping one in place, and reports missing columns on line 0', async () => {
    const [overlap] = await checkCsv(
      'espece;decalage_epi1cm;decalage_epiaison;departements;debut_semis;fin_semis\n17;2;;76;2025-10-01;2025-10-31\n',
    );
    expect(overlap?.error).toBeNull();
    expect(overlap?.warning).toContain('Chevauche un recalage en place');
    expect(await checkCsv('espece;departements\n17;28\n')).toEqual([
      expect.objectContaining({ line: 0 }),
    ]);
  });

  it('checks a parsed file like the CSV and is an administrator’s', async () => {
    const conseiller = await tokenOf(app, 'conseiller');
    const body = [
      {
        espece: '17',
        decalage_epi1cm: 3,
        departements: '28',
        debut_semis: '2025-10-01',
        fin_semis: '2025-10-31',
      },
    ];
    const path = 'previRecalage/stades/validationfichier';
    expect((await call(app, { method: 'POST', path, token: conseiller, body })).statusCode).toBe(
      403,
    );
    const lines = await ok<Data<FileCheckLine[]>>(app, {
      method: 'POST',
      path,
      token: await tokenOf(app, 'admin'),
      body,
    });
    expect(lines.data).toEqual([{ line: 1, error: null, warning: null }]);
  });
});

describe('reference lists and rights', () => {
  it('answers the adviser’s departments and the world’s varieties with the model’s scores', async () => {
    const token = await tokenOf(app, 'conseiller');
    const rights = await ok<Data<string[]>>(app, {
      method: 'GET',
      path: 'previRecalage/droits',
      token,
    });
    expect(rights.data).toEqual(['28', '45', '41']);
    const notes = await ok<Data<{ idEspece: string; variete: string }[]>>(app, {
      method: 'GET',
      path: 'previRecalage/varietes/notes',
      token,
    });
    expect(new Set(notes.data.map((n) => n.idEspece))).toEqual(new Set(['17', '40', '27', '19']));
    const departements = await ok<Data<{ code_dept: string; nom_region: string }[]>>(app, {
      method: 'GET',
      path: 'previRecalage/departements',
      token,
    });
    expect(departements.data).toHaveLength(96);
    expect(departements.data.find((d) => d.code_dept === '28')?.nom_region).toBe(
      'Centre-Val de Loire',
    );
  });
});

describe('RECALAGE_PRIVILEGED_LOGINS', () => {
  it('is read from the environment, admin@demo.fr by default', () => {
    expect(readSimConfig({}).recalagePrivilegedLogins).toEqual(['admin@demo.fr']);
    expect(
      readSimConfig({ RECALAGE_PRIVILEGED_LOGINS: 'conseiller@demo.fr, INSTITUT\\jdupont' })
        .recalagePrivilegedLogins,
    ).toEqual(['conseiller@demo.fr', 'INSTITUT\\jdupont']);
  });

  it('decides who validates', async () => {
    const other = startSimulator({ recalagePrivilegedLogins: ['conseiller@demo.fr'] });
    await other.ready();
    try {
      const send = async (key: 'admin' | 'conseiller') =>
        call(other, {
          method: 'POST',
          path: 'previRecalage/stades/validation',
          token: await tokenOf(other, key),
          body: { id: 5, type: 'gestion' },
        });
      expect((await send('admin')).statusCode).toBe(403);
      expect((await send('conseiller')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

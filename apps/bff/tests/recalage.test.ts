// Recalage requests through the BFF against the simulator (spec 4 §2.6, §6, issue 23): the
// privileged logins come from RECALAGE_PRIVILEGED_LOGINS and the BFF refuses, before the upstream,
// validation, integration and the recalage file to anybody else, and another's request to delete
// or correct, whatever the screen offers; the requests' exports follow the 'Mes demandes' switch.
import { recalageStageColumns } from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  download,
  loginAs,
  loginOf,
  rawRequest,
  startPlatform,
  type Platform,
} from './harness.ts';
import { sheetRows } from './workbook.ts';

let platform: Platform;
let admin: string;
let adviser: string;
beforeAll(async () => {
  const env = { PLATFORM_DATE: '2026-06-15', RECALAGE_PRIVILEGED_LOGINS: loginOf('admin') };
  // Both on the same June day: the sowing window of the requests is the 2026 harvest's.
  platform = await startPlatform({ env });
  admin = await loginAs(platform, 'admin');
  adviser = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

const stageRequest = (comment: string, extra: Record<string, unknown> = {}) => ({
  valStadeRecalage: 3,
  selectedDate: ['2025-10-01', '2025-10-20'],
  selectedDepartement: ['28'],
  selectedEspece: 17,
  typeStadeRecalage: 'epi1cm',
  commentaireRecalage: comment,
  horsPerimetreIR: false,
  typeDemandeRecalage: 'Nouvelle demande',
  ...extra,
});

async function stageRequests(cookie: string): Promise<RecalageRequest[]> {
  const res = await api(platform, 'get', '/api/previRecalage/demandes/stades', cookie);
  expect(res.status).toBe(200);
  return res.body.data as RecalageRequest[];
}

async function created(cookie: string, comment: string): Promise<RecalageRequest> {
  const res = await api(platform, 'post', '/api/previRecalage/demandes/stades', cookie).send(
    stageRequest(comment),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toBe(true);
  const found = (await stageRequests(cookie)).find((r) => r.commentaire === comment);
  expect(found).toBeDefined();
  return found as RecalageRequest;
}

/** The upstream calls made since `from`, as 'METHOD /path'. */
const upstreamSince = (from: number) => platform.upstreamUrls.slice(from);

describe('the session', () => {
  it('says whether the user is a privileged recalage user', async () => {
    const own = await api(platform, 'get', '/bff/session', admin);
    expect(own.body.recalagePrivileged).toBe(true);
    const other = await api(platform, 'get', '/bff/session', adviser);
    expect(other.body.recalagePrivileged).toBe(false);
  });
});

describe("privileged recalage users' calls", () => {
  const privileged = [
    ['POST', '/api/previRecalage/stades/validation', JSON.stringify({ id: 1, type: 'gestion' })],
    ['GET', '/api/previRecalage/stades/integration', undefined],
    ['GET', '/api/previRecalage/apirecalage/stades/fichier', undefined],
  ] as const;

  for (const [method, path, body] of privileged) {
    it(`${method} ${path} is refused to an adviser with STADES before the upstream`, async () => {
      const from = platform.upstreamUrls.length;
      const headers = { cookie: adviser, 'content-type': 'application/json', 'x-csrf': '1' };
      const res = await rawRequest(platform, method, path, headers, body);
      expect(res.status).toBe(403);
      expect(upstreamSince(from).some((call) => call.includes(path.slice('/api'.length)))).toBe(
        false,
      );
    });
  }

  it('validation and integration pass for the configured login, and need the anti-forgery header', async () => {
    const request = await created(adviser, 'BFF à valider');
    const body = JSON.stringify({ id: request.id, type: 'gestion' });
    const headers = { cookie: admin, 'content-type': 'application/json' };
    const forged = await rawRequest(
      platform,
      'POST',
      '/api/previRecalage/stades/validation',
      headers,
      body,
    );
    expect(forged.status).toBe(403);
    const validated = await rawRequest(
      platform,
      'POST',
      '/api/previRecalage/stades/validation',
      { ...headers, 'x-csrf': '1' },
      body,
    );
    expect(validated.status).toBe(200);
    const integrated = await api(platform, 'get', '/api/previRecalage/stades/integration', admin);
    expect(integrated.status).toBe(200);
    expect(integrated.body.data.http_code).toBe(200);
    const after = (await stageRequests(admin)).find((r) => r.id === request.id);
    expect(after?.validation_gestion).toBe(true);
    expect(after?.validation_integration).toBe(true);
  });

  it('are nobody when the setting is empty: the administrator is refused too', async () => {
    const closed = await startPlatform({ env: { RECALAGE_PRIVILEGED_LOGINS: '' } });
    try {
      const cookie = await loginAs(closed, 'admin');
      const res = await api(closed, 'get', '/api/previRecalage/stades/integration', cookie);
      expect(res.status).toBe(403);
      const session = await api(closed, 'get', '/bff/session', cookie);
      expect(session.body.recalagePrivileged).toBe(false);
    } finally {
      await closed.close();
    }
  });
});

describe("another's request", () => {
  it('cannot be deleted by an adviser, even with a raw request; their own can', async () => {
    const others = await created(admin, 'BFF demande du gestionnaire');
    const from = platform.upstreamUrls.length;
    const refused = await rawRequest(
      platform,
      'DELETE',
      `/api/previRecalage/demandes/${others.id}/stades`,
      { cookie: adviser, 'x-csrf': '1' },
    );
    expect(refused.status).toBe(403);
    expect(upstreamSince(from).some((call) => call.startsWith('DELETE'))).toBe(false);
    expect((await stageRequests(adviser)).some((r) => r.id === others.id)).toBe(true);

    const own = await created(adviser, 'BFF demande à supprimer');
    const deleted = await api(
      platform,
      'delete',
      `/api/previRecalage/demandes/${own.id}/stades`,
      adviser,
    );
    expect(deleted.status).toBe(200);
    expect((await stageRequests(adviser)).some((r) => r.id === own.id)).toBe(false);
  });

  it('is deleted by a privileged user; an unknown one is a 404', async () => {
    const own = await created(adviser, 'BFF demande supprimée par le gestionnaire');
    const deleted = await api(
      platform,
      'delete',
      `/api/previRecalage/demandes/${own.id}/stades`,
      admin,
    );
    expect(deleted.status).toBe(200);
    const unknown = await api(
      platform,
      'delete',
      '/api/previRecalage/demandes/999999/stades',
      adviser,
    );
    expect(unknown.status).toBe(404);
  });

  it('cannot be corrected by an adviser', async () => {
    const others = await created(admin, 'BFF demande à ne pas corriger');
    const from = platform.upstreamUrls.length;
    const res = await api(platform, 'post', '/api/previRecalage/demandes/stades', adviser).send(
      stageRequest('BFF correction refusée', {
        typeDemandeRecalage: 'Correction',
        refRecalageCorrige: others.id,
      }),
    );
    expect(res.status).toBe(403);
    expect(upstreamSince(from).some((call) => call.startsWith('POST'))).toBe(false);
  });
});

describe('the stage requests export', () => {
  it("holds the user's own active requests by default, every active one with mine=0", async () => {
    await created(adviser, 'BFF export');
    const all = await stageRequests(adviser);
    const active = all.filter((r) => r.p_archive !== true && r.p_archive !== 1);
    const mine = active.filter((r) => r.codeagent_demandeur === loginOf('conseiller'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(active.length);

    const own = await download(platform, '/bff/exports/recalage-stades.xlsx', adviser);
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toBe(
      'attachment; filename="20260615_recalage_stades.xlsx"',
    );
    const [header, ...rows] = await sheetRows(own.body as Buffer);
    expect(header).toEqual(recalageStageColumns.map((column) => column.header));
    expect(rows).toHaveLength(mine.length);

    const every = await download(platform, '/bff/exports/recalage-stades.xlsx?mine=0', adviser);
    const [, ...everyRows] = await sheetRows(every.body as Buffer);
    expect(everyRows).toHaveLength(active.length);
  });

  it("holds a validator's 'À valider' view with pending=1: the active requests not yet validated", async () => {
    await created(adviser, 'BFF export à valider');
    const active = (await stageRequests(adviser)).filter(
      (r) => r.p_archive !== true && r.p_archive !== 1,
    );
    const waiting = active.filter((r) => r.validation_gestion !== true);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(active.length);
    const res = await download(
      platform,
      '/bff/exports/recalage-stades.xlsx?mine=0&pending=1',
      adviser,
    );
    expect(res.status).toBe(200);
    const [, ...rows] = await sheetRows(res.body as Buffer);
    expect(rows).toHaveLength(waiting.length);

    // Raw queries: an encoded '1' is the same view; a repeated or odd flag falls back to the
    // screen's default (not pending), never to more than the caller's own list.
    const encoded = await download(
      platform,
      '/bff/exports/recalage-stades.xlsx?mine=0&pending=%31',
      adviser,
    );
    expect((await sheetRows(encoded.body as Buffer)).slice(1)).toHaveLength(waiting.length);
    for (const odd of ['pending=1&pending=1', 'pending=%00', 'pending[]=1']) {
      const res = await download(
        platform,
        `/bff/exports/recalage-stades.xlsx?mine=0&${odd}`,
        adviser,
      );
      expect(res.status, odd).toBe(200);
      expect((await sheetRows(res.body as Buffer)).slice(1), odd).toHaveLength(active.length);
    }
  });
});

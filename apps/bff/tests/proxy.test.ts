import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGE, NOT_FOUND_MESSAGE, UNAUTHORISED_MESSAGE } from '../src/lib/errors.ts';
import {
  CONSENT_LINK_INVALID_MESSAGE,
  CONSENT_NO_SESSION_MESSAGE,
} from '../src/plugins/app/consent/consent-session.ts';
import { api, loginAs, rawDownload, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
  platform.upstreamHeaders.length = 0;
});

describe('proxy', () => {
  it('forwards a catalogue call with the session’s bearer and answers the upstream data', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await api(platform, 'get', '/api/bhs/tableaudebord', cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.detail_etat_calculs.length).toBeGreaterThan(0);
    const seen = platform.upstreamHeaders.at(-1);
    expect(seen?.authorization).toMatch(/^Bearer eyJ/);
  });

  it('never sends the browser’s Cookie or Authorization upstream', async () => {
    const cookie = await loginAs(platform, 'admin');
    platform.upstreamHeaders.length = 0;
    await api(platform, 'get', '/api/conseillers', `${cookie}; autre=secret`).set(
      'Authorization',
      'Bearer volé',
    );
    expect(platform.upstreamHeaders).toHaveLength(1);
    expect(platform.upstreamHeaders[0]?.cookie).toBeUndefined();
    expect(platform.upstreamHeaders[0]?.authorization).not.toBe('Bearer volé');
    expect(platform.upstreamHeaders[0]?.['x-csrf']).toBeUndefined();
  });

  it('answers 404 for a path or method outside the catalogue, without calling upstream', async () => {
    const cookie = await loginAs(platform, 'admin');
    platform.upstreamHeaders.length = 0;
    for (const [method, path] of [
      ['get', '/api/nowhere'],
      ['delete', '/api/conseillers'],
      ['get', '/api/conseillers/1/2/3'],
    ] as const) {
      const res = await api(platform, method, path, cookie);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ code: 404, message: NOT_FOUND_MESSAGE });
    }
    expect(platform.upstreamHeaders).toHaveLength(0);
  });

  it('answers 401 without a session; open consent calls need the farmer’s consent session', async () => {
    const closed = await api(platform, 'get', '/api/conseillers');
    expect(closed.status).toBe(401);
    expect(closed.body).toEqual({ code: 401, message: UNAUTHORISED_MESSAGE });
    platform.upstreamHeaders.length = 0;
    const open = await api(
      platform,
      'get',
      '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01',
    );
    expect(open.status).toBe(403);
    expect([CONSENT_NO_SESSION_MESSAGE, CONSENT_LINK_INVALID_MESSAGE]).toContain(open.body.message);
    expect(platform.upstreamHeaders).toHaveLength(0);
  });

  it('validates the body with French messages per field before calling upstream', async () => {
    const cookie = await loginAs(platform, 'admin');
    platform.upstreamHeaders.length = 0;
    const res = await api(platform, 'post', '/api/conseillers', cookie).send({
      nom_conseiller: 'Durand',
      type_conseiller: 'INCONNU',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Requête invalide \(corps\)/);
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'mail',
      'prenom_conseiller',
      'type_conseiller',
    ]);
    expect(platform.upstreamHeaders).toHaveLength(0);
  });

  it('validates the query', async () => {
    const res = await api(
      platform,
      'get',
      '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01/conseillers?campagne=hier',
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('campagne');
  });

  it('forwards only the fields the catalogue knows', async () => {
    const cookie = await loginAs(platform, 'admin');
    const plot = platform.sim.world().plots.find((p) => p.module === 'bh');
    const res = await api(platform, 'post', `/api/comments/plots/${plot?.id}/oads/BH`, cookie).send(
      {
        commentaire: '<p>ok</p>',
        id_commentaire: 999,
        admin: true,
      },
    );
    expect(res.status).toBe(200);
    const stored = [...platform.sim.world().comments.values()].at(-1);
    expect(stored).toMatchObject({ commentaire: '<p>ok</p>' });
    expect(stored?.id_commentaire).not.toBe(999);
  });

  it('turns an upstream error into the spec’s message with its status', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await api(platform, 'get', '/api/conseillers/999999', cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: API_ERROR_MESSAGE });
  });

  it('ends the session when the upstream refuses the token', async () => {
    const cookie = await loginAs(platform, 'admin');
    // The simulator forgets its users: the token it issued now names nobody.
    platform.sim.world().users.splice(0, platform.sim.world().users.length);
    const res = await api(platform, 'get', '/api/conseillers', cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: UNAUTHORISED_MESSAGE });
    expect(String(res.headers['set-cookie'])).toMatch(/__Host-agro_session=;/);
  });
});

describe('answers larger than the checked size', () => {
  it('streams a large answer through whole', async () => {
    const streaming = await startPlatform({ env: { BFF_CHECKED_ANSWER_MAX_BYTES: '100' } });
    try {
      const cookie = await loginAs(streaming, 'admin');
      const res = await api(streaming, 'get', '/api/conseillers', cookie);
      expect(res.status).toBe(200);
      const direct = await streaming.sim.inject({
        method: 'GET',
        url: '/api/conseillers',
        headers: { authorization: String(streaming.upstreamHeaders.at(-1)?.authorization) },
      });
      expect(res.body).toEqual(direct.json());
    } finally {
      await streaming.close();
    }
  });

  it('never passes a malformed streamed answer off as data', async () => {
    const cutting = await startPlatform({
      env: { BFF_CHECKED_ANSWER_MAX_BYTES: '100' },
      // The advisers list arrives cut in half, with a length that matches.
      adjustSimulator: (sim) =>
        sim.addHook('onSend', async (req, _reply, payload) =>
          req.url === '/api/conseillers' && typeof payload === 'string'
            ? payload.slice(0, payload.length / 2)
            : payload,
        ),
    });
    try {
      const session = await loginAs(cutting, 'admin');
      // Read as raw text, so that only a cut connection, not the body, can fail the request.
      const outcome = await api(cutting, 'get', '/api/conseillers', session)
        .buffer(true)
        .parse((res, callback) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => callback(null, text));
          res.on('error', (error) => callback(error, null));
        })
        .then(
          (res) => `${res.status} ${String(res.body).slice(0, 20)}`,
          (error: Error) => `cut: ${error.message}`,
        );
      // A cut connection, or the JSON error when the cut was found before anything was sent.
      expect(outcome).toMatch(/^(cut: |502 \{"code":502)/);
    } finally {
      await cutting.close();
    }
  });
});

describe('a large streamed answer found malformed after it has started', () => {
  it('ends the response short, so the browser reports a failed request', async () => {
    const cutting = await startPlatform({
      adjustSimulator: (sim) =>
        sim.addHook('onSend', async (req, _reply, payload) => {
          if (req.url !== '/api/conseillers' || typeof payload !== 'string') return payload;
          const rows = (JSON.parse(payload) as { data: unknown[] }).data;
          const big = JSON.stringify({ data: Array.from({ length: 200 }, () => rows).flat() });
          return big.slice(0, big.length - 10);
        }),
    });
    try {
      const session = await loginAs(cutting, 'admin');
      // Read by node:http, which reports a cut response once (supertest reports it twice).
      const outcome = await rawDownload(cutting, '/api/conseillers', {
        'X-CSRF': '1',
        Cookie: session,
      }).then(
        (res) => `${res.status} after ${res.body.length} bytes`,
        (error: Error) => `cut: ${error.message}`,
      );
      expect(outcome).toMatch(/^cut: /);
    } finally {
      await cutting.close();
    }
  });
});

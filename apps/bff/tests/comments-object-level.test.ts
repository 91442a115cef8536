// Security review, finding A, replayed through the BFF: the catalogue lets any holder of BH, STADES
// or CHN call the comment paths, so the object-level checks are the upstream's (here the
// simulator's). These are the raw requests an attacker with a valid session would send: the
// session cookie from /bff/login and the right anti-forgery header.
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

interface Listed {
  id_commentaire: number;
  commentaire: string;
}

const ORIGINAL = '<p>Tour d’eau de 30 mm prévu jeudi</p>';

function send(method: 'get' | 'post' | 'put' | 'delete', path: string, cookie: string) {
  return request(platform.bff.server)[method](path).set('X-CSRF', '1').set('Cookie', cookie);
}

const listPath = (plotId: number) => `/api/comments/plots/${plotId}/oads/BH`;
const itemPath = (commentId: number) => `/api/comments/${commentId}/oads/BH`;

async function bhPlotIds(cookie: string): Promise<number[]> {
  const res = await send('get', '/api/bhs', cookie);
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).map((plot) => plot.id);
}

/** The adviser writes a comment on one of its plots: the plot and the comment's id. */
async function adviserComment(conseiller: string): Promise<{ plotId: number; id: number }> {
  const plotId = (await bhPlotIds(conseiller))[0] ?? 0;
  const created = await send('post', listPath(plotId), conseiller).send({ commentaire: ORIGINAL });
  expect(created.status).toBe(200);
  const listed = await send('get', listPath(plotId), conseiller);
  const id = (listed.body.data as Listed[]).find((c) => c.commentaire === ORIGINAL)?.id_commentaire;
  if (id === undefined) throw new Error('the comment was not listed');
  return { plotId, id };
}

describe('comments through the BFF: object-level checks', () => {
  it("refuses a CHN-only user the adviser's water-balance comment: read, edit, delete", async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const { plotId, id } = await adviserComment(conseiller);
    const ferti = await loginAs(platform, 'ferti');

    const read = await send('get', listPath(plotId), ferti);
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain(ORIGINAL);
    const edit = await send('put', itemPath(id), ferti).send({ commentaire: '<p>Piraté</p>' });
    expect(edit.status).toBe(403);
    expect((await send('delete', itemPath(id), ferti)).status).toBe(403);

    const after = await send('get', listPath(plotId), conseiller);
    expect(after.body.data).toContainEqual(
      expect.objectContaining({ id_commentaire: id, commentaire: ORIGINAL }),
    );
  });

  it('answers 404 to an adviser commenting or reading a plot it cannot see', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const mine = await bhPlotIds(conseiller);
    const admin = await loginAs(platform, 'admin');
    const hidden = (await bhPlotIds(admin)).find((id) => !mine.includes(id));
    if (hidden === undefined) throw new Error('the adviser sees every plot of the world');
    const before = platform.sim.world().comments.size;

    const created = await send('post', listPath(hidden), conseiller).send({
      commentaire: '<p>Parcelle d’un autre</p>',
    });
    expect(created.status).toBe(404);
    expect((await send('get', listPath(hidden), conseiller)).status).toBe(404);
    expect(platform.sim.world().comments.size).toBe(before);
  });

  it('still lets the adviser create, read, edit and delete its own comment', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const { plotId, id } = await adviserComment(conseiller);

    const edit = await send('put', itemPath(id), conseiller).send({
      commentaire: '<p>Tour d’eau reporté</p>',
      date: '2026-06-20',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toEqual({ data: 1 });
    const read = await send('get', listPath(plotId), conseiller);
    expect(read.body.data).toContainEqual(
      expect.objectContaining({ id_commentaire: id, commentaire: '<p>Tour d’eau reporté</p>' }),
    );

    const removed = await send('delete', itemPath(id), conseiller);
    expect(removed.status).toBe(200);
    const gone = await send('get', listPath(plotId), conseiller);
    expect((gone.body.data as Listed[]).map((c) => c.id_commentaire)).not.toContain(id);
  });
});

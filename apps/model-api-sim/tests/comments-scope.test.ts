// Object-level checks of the comment calls (security review, finding A): the tool's read right,
// a plot the caller sees in that tool, and only its author or an administrator changes a comment.
import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '../src/world/personas.ts';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

type Data<T> = { data: T };
interface Listed {
  id_commentaire: number;
  commentaire: string;
}

const LIST = 'comments/plots/{plotId}/oads/{oad}';
const ITEM = 'comments/{commentId}/oads/{oad}';
const BODY = { commentaire: '<p>Tour d’eau de 30 mm</p>', date: '2026-06-14' };

/** Ids of the water-balance plots a persona sees, as the water-balance list shows them. */
async function bhPlotIds(who: PersonaKey): Promise<number[]> {
  const token = await tokenOf(app, who);
  const list = await ok<Data<{ id: number }[]>>(app, { method: 'GET', path: 'bhs', token });
  return list.data.map((plot) => plot.id);
}

/** A water-balance plot the adviser sees, and one it does not see. */
async function adviserPlots(): Promise<{ visible: number; hidden: number }> {
  const mine = await bhPlotIds('conseiller');
  const hidden = (await bhPlotIds('admin')).find((id) => !mine.includes(id));
  if (mine[0] === undefined || hidden === undefined) throw new Error('no plot pair in the world');
  return { visible: mine[0], hidden };
}

function list(token: string, plotId: number, oad = 'BH') {
  return call(app, { method: 'GET', path: LIST, params: { plotId, oad }, token });
}

function create(token: string, plotId: number, oad = 'BH') {
  return call(app, { method: 'POST', path: LIST, params: { plotId, oad }, token, body: BODY });
}

function update(token: string, commentId: number, oad = 'BH') {
  return call(app, {
    method: 'PUT',
    path: ITEM,
    params: { commentId, oad },
    token,
    body: { commentaire: '<p>Réécrit</p>' },
  });
}

function remove(token: string, commentId: number, oad = 'BH') {
  return call(app, { method: 'DELETE', path: ITEM, params: { commentId, oad }, token });
}

/** The adviser writes a comment on the plot and gets its id back from the list. */
async function adviserComment(plotId: number): Promise<number> {
  const token = await tokenOf(app, 'conseiller');
  expect((await create(token, plotId)).statusCode).toBe(200);
  const listed = (await list(token, plotId)).json() as Data<Listed[]>;
  const id = listed.data.find((c) => c.commentaire === BODY.commentaire)?.id_commentaire;
  if (id === undefined) throw new Error('the comment was not listed');
  return id;
}

function stored(commentId: number) {
  return app.world().comments.get(commentId);
}

describe('the tool’s read right', () => {
  it('refuses every BH comment call to a user without the BH right (403)', async () => {
    const { visible } = await adviserPlots();
    const id = await adviserComment(visible);
    const ferti = await tokenOf(app, 'ferti');

    expect((await list(ferti, visible)).statusCode).toBe(403);
    expect((await create(ferti, visible)).statusCode).toBe(403);
    expect((await update(ferti, id)).statusCode).toBe(403);
    expect((await remove(ferti, id)).statusCode).toBe(403);
    expect(stored(id)?.commentaire).toBe(BODY.commentaire);
  });

  it('lets the holder of the CHN right comment a nitrogen plot, and not the others', async () => {
    const chnPlot = app.world().plots.find((p) => p.module === 'chn');
    const plotId = chnPlot?.id ?? 0;
    const ferti = await tokenOf(app, 'ferti');
    expect((await create(ferti, plotId, 'CHN')).statusCode).toBe(200);
    expect((await list(ferti, plotId, 'CHN')).statusCode).toBe(200);
    // The adviser holds BH and STADES, not CHN.
    const conseiller = await tokenOf(app, 'conseiller');
    expect((await list(conseiller, plotId, 'CHN')).statusCode).toBe(403);
  });
});

describe('the plot the caller sees in the tool', () => {
  it('answers 404 to the adviser for a water-balance plot it does not see', async () => {
    const { hidden } = await adviserPlots();
    const token = await tokenOf(app, 'conseiller');
    const before = app.world().comments.size;

    expect((await list(token, hidden)).statusCode).toBe(404);
    expect((await create(token, hidden)).statusCode).toBe(404);
    expect(app.world().comments.size).toBe(before);
  });

  it('answers 404 for changing a comment of a plot the adviser does not see', async () => {
    const { hidden } = await adviserPlots();
    const admin = await tokenOf(app, 'admin');
    expect((await create(admin, hidden)).statusCode).toBe(200);
    const id = [...app.world().comments.values()].at(-1)?.id_commentaire ?? 0;
    const token = await tokenOf(app, 'conseiller');

    expect((await update(token, id)).statusCode).toBe(404);
    expect((await remove(token, id)).statusCode).toBe(404);
    expect(stored(id)?.commentaire).toBe(BODY.commentaire);
  });

  it('lets institute staff read the comments of every water-balance plot', async () => {
    const { hidden } = await adviserPlots();
    const staff = await tokenOf(app, 'staff');
    expect((await list(staff, hidden)).statusCode).toBe(200);
  });

  it('answers 404 for a plot of another tool, an unknown plot and an unknown tool', async () => {
    const { visible } = await adviserPlots();
    const token = await tokenOf(app, 'conseiller');
    // A water-balance plot is no plot of the stages tool, whose right the adviser holds.
    expect((await list(token, visible, 'STADES')).statusCode).toBe(404);
    expect((await create(token, visible, 'STADES')).statusCode).toBe(404);
    expect((await list(token, 999_999_999)).statusCode).toBe(404);
    expect((await list(token, visible, 'AUTRE')).statusCode).toBe(404);
  });
});

describe('who changes a comment', () => {
  it('lets its author edit and delete it', async () => {
    const { visible } = await adviserPlots();
    const id = await adviserComment(visible);
    const token = await tokenOf(app, 'conseiller');

    expect((await update(token, id)).statusCode).toBe(200);
    expect(stored(id)?.commentaire).toBe('<p>Réécrit</p>');
    expect((await remove(token, id)).statusCode).toBe(200);
    expect(stored(id)).toBeUndefined();
  });

  it('refuses another user who sees the plot (403), and lets an administrator', async () => {
    const { visible } = await adviserPlots();
    const id = await adviserComment(visible);
    const staff = await tokenOf(app, 'staff');

    const listed = (await list(staff, visible)).json() as Data<Listed[]>;
    expect(listed.data.map((c) => c.id_commentaire)).toContain(id);
    expect((await update(staff, id)).statusCode).toBe(403);
    expect((await remove(staff, id)).statusCode).toBe(403);
    expect(stored(id)?.commentaire).toBe(BODY.commentaire);

    const admin = await tokenOf(app, 'admin');
    expect((await update(admin, id)).statusCode).toBe(200);
    expect((await remove(admin, id)).statusCode).toBe(200);
    expect(stored(id)).toBeUndefined();
  });

  it('refuses the adviser a seeded comment of a plot it sees, written by nobody it is', async () => {
    const mine = new Set(await bhPlotIds('conseiller'));
    const seeded = [...app.world().comments.values()].find(
      (c) => c.oad === 'BH' && mine.has(c.plotId),
    );
    if (!seeded) throw new Error('no seeded comment on a plot of the adviser');
    const token = await tokenOf(app, 'conseiller');
    expect((await update(token, seeded.id_commentaire)).statusCode).toBe(403);
    expect((await remove(token, seeded.id_commentaire)).statusCode).toBe(403);
  });
});

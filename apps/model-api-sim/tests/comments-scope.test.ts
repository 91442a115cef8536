// Object-level checks of the comment calls (security review, finding A): the tool's read right,
// a plot the caller sees in that tool, and only its author or an administrator changes a comment.
import { describe, expect, it } from 'vitest';
import { isQnPlot } from '../src/world/qn/records.ts';
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

/** Ids of the CHN plots a persona sees, as the CHN list shows them. */
async function chnPlotIds(who: PersonaKey): Promise<number[]> {
  const token = await tokenOf(app, who);
  const list = await ok<Data<{ uuid_plot: number }[]>>(app, {
    method: 'GET',
    path: 'chns/results',
    token,
  });
  return list.data.map((row) => row.uuid_plot);
}

/** A CHN plot the regional engineer sees, and one its list hides (an administrator sees both). */
async function engineerPlots(): Promise<{ visible: number; hidden: number }> {
  const mine = await chnPlotIds('ferti');
  const hidden = (await chnPlotIds('admin')).find((id) => !mine.includes(id));
  if (mine[0] === undefined || hidden === undefined) throw new Error('no CHN plot pair');
  return { visible: mine[0], hidden };
}

/** The first plot id of a stage list (cereal lists by type, or the maize grain list). */
async function firstStagePlot(path: string, query: Record<string, string> = {}): Promise<number> {
  const token = await tokenOf(app, 'conseiller');
  const list = await ok<Data<{ id_plot: number }[]>>(app, { method: 'GET', path, query, token });
  const id = list.data[0]?.id_plot;
  if (id === undefined) throw new Error(`no plot in ${path}`);
  return id;
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
    const plotId = (await engineerPlots()).visible;
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

describe('the CHN plots of the regional engineer (security review, finding 4)', () => {
  it('answers 404 for every comment call on a CHN plot its list hides', async () => {
    const { hidden } = await engineerPlots();
    const ferti = await tokenOf(app, 'ferti');
    // The CHN calls themselves hide it from the engineer.
    const results = await call(app, {
      method: 'GET',
      path: 'chns/{plotId}/results',
      params: { plotId: hidden },
      token: ferti,
    });
    expect(results.statusCode).toBe(404);
    const admin = await tokenOf(app, 'admin');
    expect((await create(admin, hidden, 'CHN')).statusCode).toBe(200);
    const id = [...app.world().comments.values()].at(-1)?.id_commentaire ?? 0;
    const before = app.world().comments.size;

    expect((await list(ferti, hidden, 'CHN')).statusCode).toBe(404);
    expect((await create(ferti, hidden, 'CHN')).statusCode).toBe(404);
    expect((await update(ferti, id, 'CHN')).statusCode).toBe(404);
    expect((await remove(ferti, id, 'CHN')).statusCode).toBe(404);
    expect(app.world().comments.size).toBe(before);
    expect(stored(id)?.commentaire).toBe(BODY.commentaire);
  });

  it('answers 404 for a seeded comment of a hidden plot, and serves the plots it sees', async () => {
    const mine = new Set(await chnPlotIds('ferti'));
    const hiddenSeeded = [...app.world().comments.values()].find(
      (c) => c.oad === 'CHN' && !mine.has(c.plotId),
    );
    if (!hiddenSeeded) throw new Error('no seeded CHN comment on a plot the engineer cannot see');
    const ferti = await tokenOf(app, 'ferti');
    expect((await update(ferti, hiddenSeeded.id_commentaire, 'CHN')).statusCode).toBe(404);
    expect((await remove(ferti, hiddenSeeded.id_commentaire, 'CHN')).statusCode).toBe(404);

    const { visible } = await engineerPlots();
    expect((await create(ferti, visible, 'CHN')).statusCode).toBe(200);
    const listed = (await list(ferti, visible, 'CHN')).json() as Data<Listed[]>;
    const id = listed.data.find((c) => c.commentaire === BODY.commentaire)?.id_commentaire ?? 0;
    expect((await update(ferti, id, 'CHN')).statusCode).toBe(200);
    expect((await remove(ferti, id, 'CHN')).statusCode).toBe(200);
  });
});

describe('the plots of the stage screens', () => {
  it('opens the comments of exactly the plots the stage screens open', async () => {
    const admin = await tokenOf(app, 'admin');
    // The crop-monitoring fetch brings its plots into the client list.
    await ok(app, {
      method: 'GET',
      path: 'vigicultures/valorisations/parcelles/add/previlis',
      token: admin,
    });
    const world = app.world();
    const fetched = [...world.stages.internal.values()].find((p) => p.kind === 'external');
    const qn = world.plots.find(isQnPlot);
    const shown = {
      cereal: await firstStagePlot('previCap/plots', { type: 'clients' }),
      own: await firstStagePlot('previCap/plots', { type: 'arvalis' }),
      fetched: fetched?.id ?? 0,
      qn: qn?.id ?? 0,
      maize: await firstStagePlot('previMais/grain/plots'),
    };
    const rapeseed = world.plots.find((p) => p.module === 'chn' && !isQnPlot(p));
    const notShown = {
      rapeseed: rapeseed?.id ?? 0,
      waterBalance: world.plots.find((p) => p.module === 'bh')?.id ?? 0,
      unheldInternal: world.stages.nextInternalId + 1_000,
    };
    const token = await tokenOf(app, 'conseiller');
    const detail = (id: number) =>
      call(app, { method: 'GET', path: 'previCap/plots/{id}', params: { id }, token });

    for (const [what, id] of Object.entries(shown)) {
      // Every cereal plot opens in the stage detail, whose comments button is there too.
      if (what !== 'maize') expect((await detail(id)).statusCode, what).toBe(200);
      expect((await list(token, id, 'STADES')).statusCode, what).toBe(200);
      expect((await create(token, id, 'STADES')).statusCode, what).toBe(200);
    }
    const own = (await list(token, shown.own, 'STADES')).json() as Data<Listed[]>;
    const id = own.data.find((c) => c.commentaire === BODY.commentaire)?.id_commentaire ?? 0;
    expect((await update(token, id, 'STADES')).statusCode).toBe(200);
    expect((await remove(token, id, 'STADES')).statusCode).toBe(200);

    for (const [what, plotId] of Object.entries(notShown)) {
      expect((await detail(plotId)).statusCode, what).toBe(404);
      expect((await list(token, plotId, 'STADES')).statusCode, what).toBe(404);
      expect((await create(token, plotId, 'STADES')).statusCode, what).toBe(404);
    }
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

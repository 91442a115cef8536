// The precompute (issue 42): worker threads work out every module's rows ahead; a list asked
// before its module is ready waits for it and answers what a simulator without workers answers;
// a write taken before the rows arrive makes the server stop keeping that module's rows (they
// were worked out on the world as generated), and the list then shows the write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGUMENTS } from './call-arguments.ts';
import { call, startSimulator, tokenOf } from './helpers.ts';

const lazy = startSimulator();
const precomputed = startSimulator({ precomputeWorkers: 2 });
beforeAll(() => Promise.all([lazy.ready(), precomputed.ready()]));
afterAll(() => Promise.all([lazy.close(), precomputed.close()]));

interface Progress {
  state: string;
  rows: number;
  stale: boolean;
}

async function readiness(app: typeof lazy) {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return {
    status: res.statusCode,
    modules: (res.json() as { modules: Record<string, Progress> }).modules,
  };
}

describe('the precompute', () => {
  it('answers a list asked before its module is ready, after a write, as the lazy simulator does', async () => {
    const early = await readiness(precomputed);
    expect(early.status).toBe(503);
    expect(early.modules.blight?.state).not.toBe('ready');

    // The same blight treatment on both simulators, before any row has come back from a worker.
    const write = ARGUMENTS.blightTreatmentCreate?.(lazy.world());
    if (!write?.as) throw new Error('no treatment arguments');
    const answers = await Promise.all(
      [lazy, precomputed].map(async (app) => {
        const token = await tokenOf(app, write.as as 'conseiller');
        const written = await call(app, {
          method: 'POST',
          path: 'maladiesPdt/plots/{id}/treatment',
          params: write.params,
          body: write.body,
          token,
        });
        expect(written.statusCode).toBe(200);
        const admin = await tokenOf(app, 'admin');
        const lists = [];
        for (const path of ['maladiesPdt/situationMildiou', 'chns/results', 'previCap/plots']) {
          const query: Record<string, string> =
            path === 'previCap/plots'
              ? { type: 'clients' }
              : path.startsWith('maladies')
                ? { campagne: '2026' }
                : {};
          const res = await call(app, { method: 'GET', path, query, token: admin });
          expect(res.statusCode, path).toBe(200);
          lists.push(res.body);
        }
        return lists;
      }),
    );
    expect(answers[1]).toEqual(answers[0]);

    for (;;) {
      const { status, modules } = await readiness(precomputed);
      if (status === 200) {
        // The treatment came before the blight rows: they were not kept. The other modules' were.
        expect(modules.blight).toMatchObject({ state: 'ready', stale: true, rows: 0 });
        expect(modules.chn).toMatchObject({ state: 'ready', stale: false });
        expect(modules.chn?.rows).toBeGreaterThan(0);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

// Same seed and day, same answers (issue 42): every implemented GET of the catalogue, made with the
// contract test's arguments on a fresh world, then again after every write of the catalogue has
// been made once, must answer what it answered when the sample was recorded: by a simulator that
// works out each list on its first call, and by one whose worker threads computed every module's
// rows ahead (the reads wait until they are ready). A change to how the
// simulator computes (ahead of time, in workers, caching) must not change a single byte; a change
// to what a model says is recorded again on purpose:
//   UPDATE_ANSWER_SAMPLE=1 pnpm --filter @agro/model-api-sim exec vitest run tests/answer-sample.test.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  catalogue,
  type CatalogueEntry,
  type EndpointId,
} from '@agro/contracts/catalogue/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImplemented } from '../src/server.ts';
import {
  ARGUMENTS,
  callWithArguments,
  personaTokens,
  VARIANTS,
  type Arguments,
} from './call-arguments.ts';
import { startSimulator } from './helpers.ts';

const SAMPLE = new URL('./fixtures/answer-sample.json', import.meta.url);

/**
 * Answers that hold what a run cannot repeat: tokens signed at the real time. Their shape is the
 * contract test's to check.
 */
const UNREPEATABLE: ReadonlySet<string> = new Set(['login', 'loginInvite', 'passwordChange']);

const WITH_WORKERS = 2;
const apps = {
  lazy: startSimulator(),
  precomputed: startSimulator({ precomputeWorkers: WITH_WORKERS }),
};
let app = apps.lazy;
beforeAll(() => Promise.all([apps.lazy.ready(), apps.precomputed.ready()]));
afterAll(() => Promise.all([apps.lazy.close(), apps.precomputed.close()]));

interface Case {
  entry: CatalogueEntry;
  name: string;
  make: (world: ReturnType<typeof app.world>) => Arguments;
}

const implemented = catalogue.filter(isImplemented);
const cases: Case[] = implemented.flatMap((entry) => {
  const make = ARGUMENTS[entry.id as EndpointId];
  if (!make) return [];
  return [
    { entry, name: entry.id as string, make },
    ...VARIANTS.filter((v) => v.id === entry.id).map((v) => ({
      entry,
      name: `${entry.id}, ${v.name}`,
      make: v.make,
    })),
  ];
});
const reads = cases.filter((c) => c.entry.method === 'GET' && !UNREPEATABLE.has(c.entry.id));
const writes = cases.filter((c) => c.entry.method !== 'GET');

// One token per persona and simulator, taken before any write: a write changes a password.
let tokenFor = personaTokens(app);

async function answerOf({ entry, make }: Case): Promise<{ status: number; body: string }> {
  const args = make(app.world());
  const res = await callWithArguments(app, entry, args, args.as ? await tokenFor(args.as) : null);
  return { status: res.statusCode, body: res.body };
}

const fingerprint = (answer: { status: number; body: string }) =>
  `${answer.status} ${createHash('sha256').update(answer.body).digest('hex').slice(0, 16)}`;

/** Every read on the fresh world, every write once, every read again: status and fingerprint. */
async function sampleOf(simulator: typeof app): Promise<Record<string, string>> {
  app = simulator;
  tokenFor = personaTokens(simulator);
  for (const persona of ['admin', 'conseiller', 'ferti', 'bsv', 'externe', 'staff'] as const) {
    await tokenFor(persona);
  }
  const sample: Record<string, string> = {};
  for (const read of reads) sample[`fresh: ${read.name}`] = fingerprint(await answerOf(read));
  for (const write of writes)
    sample[`write: ${write.name}`] = String((await answerOf(write)).status);
  for (const read of reads) sample[`after: ${read.name}`] = fingerprint(await answerOf(read));
  return sample;
}

const recorded = () => JSON.parse(readFileSync(SAMPLE, 'utf8')) as Record<string, string>;

describe('the answer sample', () => {
  it('answers every read as recorded, on a fresh world and after every write', async () => {
    const sample = await sampleOf(apps.lazy);
    if (process.env.UPDATE_ANSWER_SAMPLE === '1') {
      writeFileSync(SAMPLE, `${JSON.stringify(sample, null, 2)}\n`);
    }
    expect(sample).toEqual(recorded());
  });

  it('answers the same when every module was computed ahead by worker threads', async () => {
    for (;;) {
      const res = await apps.precomputed.inject({ method: 'GET', url: '/readyz' });
      if (res.statusCode === 200) {
        // Every module's rows were kept: none was left to its list by a write or a failure.
        const { modules } = res.json() as {
          modules: Record<string, { state: string; rows: number; stale: boolean }>;
        };
        expect(Object.keys(modules).length).toBeGreaterThan(5);
        for (const [name, progress] of Object.entries(modules)) {
          expect(progress.stale, name).toBe(false);
          expect(progress.rows, name).toBeGreaterThan(0);
        }
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await sampleOf(apps.precomputed)).toEqual(recorded());
  });
});

// A kept list's text is kept across the writes of families it does not read (issue 42,
// handlers/index.ts LIST_READS): each write of the catalogue, made once, must leave every kept
// list answering what a list worked out again from the world answers.
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_READS } from '../src/handlers/index.ts';
import { LIST_TEXTS_KEPT } from '../src/serialised-answer.ts';
import { isImplemented, isWorldWrite, READING_POSTS, WRITING_GETS } from '../src/server.ts';
import { ARGUMENTS, callWithArguments, personaTokens, type Arguments } from './call-arguments.ts';
import { startSimulator } from './helpers.ts';

const app = startSimulator({ scale: 30 });
beforeAll(() => app.ready());
afterAll(() => app.close());

const entries = catalogue.filter(isImplemented);
// Every call that may write, the POSTs counted as reads too: a POST wrongly taken for a read
// leaves a list stale here.
const writes = entries.filter((e) => e.method !== 'GET' || WRITING_GETS.has(e.id));
const keptLists = entries.filter((e) => e.id in LIST_READS);

const tokenFor = personaTokens(app);
async function make(id: EndpointId): Promise<{ status: number; body: string }> {
  const entry = entries.find((e) => e.id === id);
  const args: Arguments | undefined = ARGUMENTS[id]?.(app.world());
  if (!entry || !args) throw new Error(`no arguments for ${id}`);
  const res = await callWithArguments(app, entry, args, args.as ? await tokenFor(args.as) : null);
  return { status: res.statusCode, body: res.body };
}

/** Moves every call's write count without changing the world: each list is worked out again. */
async function forgetKeptTexts() {
  const res = await app.inject({ method: 'POST', url: '/__sim/accounts/admin@demo.fr/restore' });
  expect(res.statusCode).toBe(200);
}

describe('the calls counted as writes', () => {
  it('are every implemented call but the GETs that only read and the POSTs that only ask', () => {
    const reads = entries.filter((e) => !isWorldWrite(e)).map((e) => e.id);
    for (const id of READING_POSTS) {
      expect(entries.find((e) => e.id === id)?.method, id).toBe('POST');
    }
    expect(reads.filter((id) => READING_POSTS.has(id)).sort()).toEqual([...READING_POSTS].sort());
    expect(entries.filter((e) => e.method === 'GET' && isWorldWrite(e)).map((e) => e.id)).toEqual([
      ...WRITING_GETS,
    ]);
  });
});

describe('kept list texts', () => {
  it('are what the world answers after each write of the catalogue', async () => {
    // Every kept list stays kept through the loop: none is dropped for room.
    expect(keptLists.length).toBeGreaterThan(4);
    expect(keptLists.length).toBeLessThanOrEqual(LIST_TEXTS_KEPT);
    for (const persona of ['admin', 'conseiller', 'ferti', 'bsv', 'externe', 'staff'] as const) {
      await tokenFor(persona);
    }
    for (const write of writes) {
      await forgetKeptTexts();
      for (const list of keptLists) await make(list.id);
      await make(write.id);
      const kept = new Map<string, { status: number; body: string }>();
      for (const list of keptLists) kept.set(list.id, await make(list.id));
      await forgetKeptTexts();
      for (const list of keptLists) {
        expect(kept.get(list.id), `${list.id} after ${write.id}`).toEqual(await make(list.id));
      }
    }
  });
});

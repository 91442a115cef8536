// Every implemented catalogue call, made with realistic arguments by a persona holding its rights;
// each answer must parse with the catalogue's answer schema.
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImplemented } from '../src/server.ts';
import { ARGUMENTS, callWithArguments, VARIANTS } from './call-arguments.ts';
import { startSimulator, tokenOf } from './helpers.ts';

const app = startSimulator();
beforeAll(() => app.ready());
afterAll(() => app.close());

const implemented = catalogue.filter(isImplemented);

describe('simulator answers match the catalogue', () => {
  it('has realistic arguments for every implemented call', () => {
    expect(Object.keys(ARGUMENTS).sort()).toEqual(implemented.map((e) => e.id).sort());
  });

  it('makes its variants of implemented calls', () => {
    for (const variant of VARIANTS) expect(ARGUMENTS[variant.id], variant.id).toBeDefined();
  });

  const cases = implemented.flatMap((entry) => [
    { entry, name: entry.id as string, make: ARGUMENTS[entry.id as EndpointId] },
    ...VARIANTS.filter((v) => v.id === entry.id).map((v) => ({
      entry,
      name: `${entry.id}, ${v.name}`,
      make: v.make,
    })),
  ]);
  const order = [...cases].sort(
    (a, b) => Number(a.entry.method !== 'GET') - Number(b.entry.method !== 'GET'),
  );
  for (const { entry, name, make } of order) {
    it(`${entry.method} ${entry.path} (${name})`, async () => {
      if (!make) throw new Error(`no arguments for ${entry.id}`);
      const args = make(app.world());
      const token = args.as ? await tokenOf(app, args.as) : null;
      const res = await callWithArguments(app, entry, args, token);
      expect(res.statusCode, res.body).toBe(200);
      const parsed = entry.answer.safeParse(res.json());
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
  }
});

// Bad input gets what a real API gives (400, 401, 403, 404), never a crash.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImplemented, toFastifyPath } from '../src/server.ts';
import { startSimulator, tokenOf } from './helpers.ts';

// A small world: every call is tried with arbitrary input, and the lists' size adds nothing to
// that but time (the admin's CHN daily series of 120 plots a module took 10-18 s of 25 calls).
const app = startSimulator({ scale: 24 });
let token = '';
beforeAll(async () => {
  await app.ready();
  // Taken once: a generated body could change the administrator's password.
  token = await tokenOf(app, 'admin');
});
afterAll(() => app.close());

const segment = fc.oneof(
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('AGRI0001', 'OP01', 'CLI01', 'MILDIOU', 'BH', '1', '0', '%00', 'null'),
);

describe('robustness', () => {
  for (const entry of catalogue.filter(isImplemented)) {
    it(`${entry.method} ${entry.path} never answers 5xx to arbitrary input`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          fc.jsonValue(),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })),
          async (segments, body, query) => {
            let index = 0;
            const url = toFastifyPath(entry.path).replace(
              /:([^/]+)/g,
              () => segments[index++] ?? 'x',
            );
            const res = await app.inject({
              method: entry.method,
              url,
              query,
              headers: { authorization: `Bearer ${token}` },
              ...(entry.body
                ? {
                    payload: JSON.stringify(body),
                    headers: {
                      authorization: `Bearer ${token}`,
                      'content-type': 'application/json',
                    },
                  }
                : {}),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            expect(() => res.json()).not.toThrow();
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

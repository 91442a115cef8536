// One table-driven test: for every catalogue entry and every persona, the BFF lets the call through
// or refuses it with 403 exactly as the catalogue's rights say; without a session, only open calls pass.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { canAccess, effectiveRights } from '@agro/domain/rights';
import { demoPersonas } from '@agro/model-api-sim/world/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHORISED_MESSAGE } from '../src/errors.ts';
import { api, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
const cookies = new Map<string, string>();
const personas = demoPersonas('institut');

beforeAll(async () => {
  platform = await startPlatform();
  for (const persona of personas) cookies.set(persona.key, await loginAs(platform, persona.key));
});
afterAll(() => platform.close());

const concretePath = (template: string) => `/api/${template.replace(/\{[^}]+\}/g, '1')}`;
const method = (m: string) => m.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

describe('rights from the catalogue', () => {
  for (const persona of personas) {
    it(`${persona.loginInput}: allowed or 403 exactly as the catalogue says, for all ${catalogue.length} calls`, async () => {
      const viewer = { loggedIn: true as const, rights: effectiveRights(persona.droitsTPC) };
      const mismatches: string[] = [];
      for (const entry of catalogue) {
        const req = api(
          platform,
          method(entry.method),
          concretePath(entry.path),
          cookies.get(persona.key),
        );
        const res = entry.body ? await req.send({}) : await req;
        const refusedByBff = res.status === 403 && res.body.message === FORBIDDEN_MESSAGE;
        if (refusedByBff === canAccess(viewer, entry.rights)) {
          mismatches.push(`${entry.method} ${entry.path} → ${res.status}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('without a session: open calls pass, every other call is 401', async () => {
    const mismatches: string[] = [];
    for (const entry of catalogue) {
      const req = api(platform, method(entry.method), concretePath(entry.path));
      const res = entry.body ? await req.send({}) : await req;
      const open = (entry.rights as readonly string[]).includes('open');
      const refused = res.status === 401 && res.body.message === UNAUTHORISED_MESSAGE;
      if (refused === open) mismatches.push(`${entry.method} ${entry.path} → ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  });
});

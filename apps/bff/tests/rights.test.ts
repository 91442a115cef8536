// One table-driven test: for every catalogue entry a page may call and every persona, the BFF lets
// the call through or refuses it with 403 exactly as the catalogue's rights say; without a session,
// only the open consent calls get past the session check (to the consent check). The calls only the
// BFF makes are unknown under /api, whoever asks.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { canAccess, effectiveRights } from '@agro/domain/rights';
import { demoPersonas } from '@agro/model-api-sim/world/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_LINK_INVALID_MESSAGE,
  CONSENT_NO_SESSION_MESSAGE,
} from '../src/plugins/app/consent/consent-session.ts';
import { FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, UNAUTHORISED_MESSAGE } from '../src/lib/errors.ts';
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
const browserCalls = catalogue.filter((entry) => entry.browser);
const CONSENT_REFUSALS = [CONSENT_NO_SESSION_MESSAGE, CONSENT_LINK_INVALID_MESSAGE];
const method = (m: string) => m.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

describe('rights from the catalogue', () => {
  for (const persona of personas) {
    it(`${persona.loginInput}: allowed or 403 exactly as the catalogue says, for all ${browserCalls.length} browser calls`, async () => {
      const viewer = { loggedIn: true as const, rights: effectiveRights(persona.droitsTPC) };
      const mismatches: string[] = [];
      for (const entry of browserCalls) {
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

  it('without a session: open consent calls meet the consent check, every other call is 401', async () => {
    const mismatches: string[] = [];
    for (const entry of browserCalls) {
      const req = api(platform, method(entry.method), concretePath(entry.path));
      const res = entry.body ? await req.send({}) : await req;
      const open = (entry.rights as readonly string[]).includes('open');
      const expected = open
        ? // Refused by the consent check, or before it by the validation of an empty input.
          (res.status === 403 && CONSENT_REFUSALS.includes(res.body.message)) || res.status === 400
        : res.status === 401 && res.body.message === UNAUTHORISED_MESSAGE;
      if (!expected) mismatches.push(`${entry.method} ${entry.path} → ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('lists the catalogue entries a page can reach under /api: all but login, invited connection and password calls', async () => {
    const admin = cookies.get('admin');
    const unreachable: string[] = [];
    for (const entry of catalogue) {
      const req = api(platform, method(entry.method), concretePath(entry.path), admin);
      const res = entry.body ? await req.send({}) : await req;
      if (res.status === 404 && res.body.message === NOT_FOUND_MESSAGE) unreachable.push(entry.id);
    }
    expect(unreachable).toEqual(['login', 'loginInvite', 'passwordReset', 'passwordChange']);
    expect(catalogue.filter((entry) => !entry.browser).map((entry) => entry.id)).toEqual(
      unreachable,
    );
  });
});

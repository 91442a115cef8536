// Issue 18 §6, replayed with the raw requests an attacker would send: an external adviser with a
// valid session (cookie and anti-forgery header) asks for another adviser's farmers, and validates
// or unvalidates another adviser's links by id. The BFF refuses before the upstream is asked.
import { beforeAll, afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OWN_FARMERS_ONLY_MESSAGE } from '../src/plugins/app/policies/adviser-links.ts';
import { FORBIDDEN_MESSAGE } from '../src/lib/errors.ts';
import { api, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
});

interface Link {
  id_valid_cons_agri: number;
  validation_conseiller: number | string | null;
}

async function externeAdviserId(cookie: string): Promise<number> {
  const session = await api(platform, 'get', '/bff/session', cookie);
  const id = (session.body as { user: { externeInfos: { id_conseiller: number } } }).user
    .externeInfos.id_conseiller;
  expect(id).toBeTypeOf('number');
  return id;
}

/** Another adviser of the world with a pending link, and that link's validation id. */
function otherAdviserPendingLink(ownId: number): { adviserId: number; validationId: number } {
  const link = [...platform.sim.world().links.values()].find(
    (l) => l.adviserId !== ownId && l.validation === null,
  );
  if (!link) throw new Error('the test world needs a pending link of another adviser');
  return { adviserId: link.adviserId, validationId: link.id_valid_cons_agri };
}

const validation = (id: number) => `/api/conseillers/validation/${id}`;

describe("an external adviser and the advisers' farmer links", () => {
  it("reads their own farmers, and no other adviser's; an administrator reads any", async () => {
    const externe = await loginAs(platform, 'externe');
    const ownId = await externeAdviserId(externe);
    const own = await api(platform, 'get', `/api/conseillers/${ownId}/agriculteurs`, externe);
    expect(own.status).toBe(200);
    expect((own.body.data as Link[]).length).toBeGreaterThan(0);

    const { adviserId } = otherAdviserPendingLink(ownId);
    const calls = platform.upstreamUrls.length;
    const other = await api(platform, 'get', `/api/conseillers/${adviserId}/agriculteurs`, externe);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ code: 403, message: OWN_FARMERS_ONLY_MESSAGE });
    // Refused in the BFF: the upstream was never asked for those farmers.
    expect(platform.upstreamUrls.slice(calls).join('\n')).not.toContain(
      `conseillers/${adviserId}/agriculteurs`,
    );

    const admin = await loginAs(platform, 'admin');
    const byAdmin = await api(platform, 'get', `/api/conseillers/${adviserId}/agriculteurs`, admin);
    expect(byAdmin.status).toBe(200);
  });

  it("validates and unvalidates their own links, and never another adviser's", async () => {
    const externe = await loginAs(platform, 'externe');
    const ownId = await externeAdviserId(externe);
    const ownLinks = (await api(platform, 'get', `/api/conseillers/${ownId}/agriculteurs`, externe))
      .body.data as Link[];
    const pending = ownLinks.find((l) => l.validation_conseiller === null);
    if (!pending) throw new Error('the external adviser needs a pending link');
    const validated = await api(platform, 'put', validation(pending.id_valid_cons_agri), externe);
    expect(validated.body).toEqual({ data: 1 });
    const removed = await api(platform, 'delete', validation(pending.id_valid_cons_agri), externe);
    expect(removed.body).toEqual({ data: 1 });

    const { validationId } = otherAdviserPendingLink(ownId);
    const link = () =>
      [...platform.sim.world().links.values()].find((l) => l.id_valid_cons_agri === validationId);
    for (const method of ['put', 'delete'] as const) {
      const res = await api(platform, method, validation(validationId), externe);
      expect(res.status, method).toBe(403);
      expect(res.body.message).toBe(OWN_FARMERS_ONLY_MESSAGE);
    }
    expect(link()?.validation).toBeNull();
    // An id that is no link at all is refused the same way, telling nothing of what exists.
    expect((await api(platform, 'put', validation(999_999), externe)).status).toBe(403);
  });

  it('refuses the validation calls to a user without the right EXTERNE, administrators included', async () => {
    const admin = await loginAs(platform, 'admin');
    const { validationId } = otherAdviserPendingLink(-1);
    const res = await api(platform, 'put', validation(validationId), admin);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN_MESSAGE);
  });
});

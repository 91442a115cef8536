import { isKnownAccess } from '@agro/domain/rights';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from './catalogue.ts';
import { templateParams } from './endpoint.ts';
import { buildPath, createEndpointMatcher } from './match.ts';
import { SPEC_CALLS, SPEC_CALLS_WITHOUT_PATH } from './spec-calls.ts';

/** Method and path with parameter names erased: two entries differing only by names collide. */
function shapeKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

describe('endpoint catalogue', () => {
  it('has no duplicate method and path, even with renamed parameters', () => {
    const keys = catalogue.map((e) => shapeKey(e.method, e.path));
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has unique operation ids', () => {
    const ids = catalogue.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('holds every call named in section 7 of the four spec documents', () => {
    const present = new Set(catalogue.map((e) => shapeKey(e.method, e.path)));
    const missing = Object.values(SPEC_CALLS)
      .flat()
      .filter((call) => !present.has(call));
    expect(missing).toEqual([]);
  });

  it('holds an entry for every call whose method and path the spec does not show', () => {
    const ids = new Set<string>(catalogue.map((e) => e.id));
    const missing = Object.entries(SPEC_CALLS_WITHOUT_PATH).flatMap(([call, served]) =>
      served.filter((id) => !ids.has(id)).map((id) => `${call}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('writes canonical paths: no /api prefix, no leading slash, no query, no blank', () => {
    const bad = catalogue
      .filter((e) => /^\/|^api\/|[?#\s]|\/\/|\/$/.test(e.path))
      .map((e) => `${e.method} ${e.path}`);
    expect(bad).toEqual([]);
  });

  it('gives every path parameter a schema with exactly the template names', () => {
    const problems: string[] = [];
    for (const e of catalogue) {
      const names = templateParams(e.path);
      if (names.length === 0) {
        if (e.params !== null) problems.push(`${e.id}: params without placeholders`);
        continue;
      }
      if (e.params === null) {
        problems.push(`${e.id}: no params schema for ${names.join(', ')}`);
        continue;
      }
      if (!(e.params instanceof z.ZodObject)) {
        problems.push(`${e.id}: params is not an object schema`);
        continue;
      }
      const shape = e.params.shape as Record<string, z.ZodType>;
      if (Object.keys(shape).sort().join() !== [...names].sort().join())
        problems.push(`${e.id}: params ${Object.keys(shape)} for ${names}`);
      for (const name of names) {
        const schema = shape[name];
        if (!schema) continue;
        if (schema.safeParse(undefined).success) problems.push(`${e.id}: ${name} optional`);
        if (schema.safeParse('').success)
          problems.push(`${e.id}: ${name} accepts an empty segment`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every POST and PUT a body schema, and no GET or DELETE a body', () => {
    const problems = catalogue
      .filter((e) => (e.method === 'POST' || e.method === 'PUT') !== (e.body !== null))
      .map((e) => `${e.method} ${e.path}`);
    expect(problems).toEqual([]);
  });

  it('names only known right codes, with `open` and `*` standing alone', () => {
    const problems: string[] = [];
    for (const e of catalogue) {
      for (const right of e.rights) {
        if (!isKnownAccess(right)) problems.push(`${e.id}: unknown right ${right}`);
      }
      const special = e.rights.filter((r) => r === 'open' || r === '*');
      if (special.length > 0 && e.rights.length > 1) problems.push(`${e.id}: ${e.rights}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(catalogue.map((e) => [e.method, e.path, e] as const))(
    '%s %s is guarded by at least one right',
    (_method, _path, entry) => {
      expect(entry.rights.length).toBeGreaterThan(0);
    },
  );

  it('routes every entry to itself: no entry is shadowed by another', () => {
    const match = createEndpointMatcher(catalogue);
    const misrouted: string[] = [];
    for (const e of catalogue) {
      const sample = Object.fromEntries(templateParams(e.path).map((n) => [n, `v-${n}`]));
      const found = match(e.method, buildPath(e.path, sample));
      if (found?.endpoint !== e) misrouted.push(`${e.method} ${e.path} -> ${found?.endpoint.path}`);
      else expect(found.params).toEqual(sample);
    }
    expect(misrouted).toEqual([]);
  });

  it('sends a bearer token on every call that needs a login, and none on open calls', () => {
    const mismatched = catalogue
      .filter((e) => e.bearer === e.rights.includes('open'))
      .map((e) => `${e.method} ${e.path}`);
    expect(mismatched).toEqual([]);
  });
});

describe('endpoint matcher', () => {
  const match = createEndpointMatcher(catalogue);

  it('prefers a static segment over a parameter', () => {
    expect(match('GET', 'conseillers/export')?.endpoint.id).toBe('advisersExport');
    expect(match('GET', 'conseillers/42')?.endpoint.id).toBe('adviserGet');
    expect(match('GET', 'conseillers/42')?.params).toEqual({ id: '42' });
  });

  it('decodes parameters and refuses unknown paths and methods', () => {
    expect(match('GET', 'comments/plots/a%20b/oads/BH')?.params).toEqual({
      plotId: 'a b',
      oad: 'BH',
    });
    expect(match('GET', 'comments/plots/%E0%A4%A/oads/BH')).toBeNull();
    expect(match('GET', 'nowhere')).toBeNull();
    expect(match('PATCH', 'user')).toBeNull();
    expect(match('GET', '')).toBeNull();
  });

  it('decodes a static segment before matching, so an encoded one cannot pose as a parameter', () => {
    // The upstream decodes `tableaudebor%64` and routes it to the administrator's dashboard.
    expect(match('GET', 'bhs/tableaudebor%64')?.endpoint.id).toBe('adminBhDashboard');
    expect(match('GET', 'conseillers/expor%74')?.endpoint.id).toBe('advisersExport');
    expect(match('GET', '%63onseillers/42')?.endpoint.id).toBe('adviserGet');
  });

  it('refuses parameters that would not reach the upstream as the segment checked', () => {
    for (const value of ['.', '..', '%2e', '%2E%2e', 'a%5Cb', 'a\\b', '%5c']) {
      expect(match('GET', `conseillers/${value}`), value).toBeNull();
    }
    expect(match('GET', 'conseillers/.a')?.params).toEqual({ id: '.a' });
  });

  it('encodes a parameter as one segment when building a path', () => {
    expect(buildPath('comments/plots/{plotId}/oads/{oad}', { plotId: 'a/b', oad: 'BH' })).toBe(
      'comments/plots/a%2Fb/oads/BH',
    );
    expect(() => buildPath('conseillers/{id}', {})).toThrow('Paramètre manquant\u202f: id');
  });
});

describe('rights of a call’s input', () => {
  const entry = (id: string) => catalogue.find((e) => e.id === id);

  it('asks ADMIN for a Mycolis batch and the detailed list’s notes, nothing more otherwise', () => {
    const imports = entry('capPlotsImport')?.inputRights;
    expect(imports?.({ query: null, body: { from_mycolis: true } })).toEqual(['ADMIN']);
    expect(imports?.({ query: null, body: { equipe: false } })).toBeNull();
    const list = entry('capPlotsList')?.inputRights;
    expect(list?.({ query: { type: 'clients', notes: true }, body: undefined })).toEqual(['ADMIN']);
    expect(list?.({ query: { type: 'clients', notes: false }, body: undefined })).toBeNull();
  });

  it('names only known rights', () => {
    for (const e of catalogue) {
      const needed = e.inputRights?.({ query: { notes: true }, body: { from_mycolis: true } });
      for (const right of needed ?? []) expect(isKnownAccess(right)).toBe(true);
    }
  });
});

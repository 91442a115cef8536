// docker-compose.yml passes every variable of docs/configuration.md to the service that reads it,
// and nothing else: a setting added to the document and forgotten in the compose file (or the
// reverse) fails here. The service comes from the document's section headings. Redis and the load
// balancer in front of the BFF's replicas read none of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/**
 * Which compose services read the variables of each `##` section of docs/configuration.md, by the
 * start of its heading. A new section with a table must be added here.
 */
const SERVICES_OF_SECTION = [
  // tools/start-platform.mjs's own settings; its PORT and UPSTREAM_URL are the BFF's too.
  ['`npm start`', []],
  ['BFF', ['bff']],
  ['Model API simulator', ['simulator']],
  // The web app has no environment: it gets them from the BFF (GET /bff/config).
  ['Shared platform settings', ['simulator', 'bff']],
  ['Tests and benchmarks', []],
];

/**
 * Settings the compose file fixes, being the container's own or its place behind the load
 * balancer (a default the shell may override): any other is passed as set.
 */
const FIXED = {
  simulator: ['PORT', 'HOST'],
  bff: [
    'PORT',
    'HOST',
    'UPSTREAM_URL',
    'WEB_ROOT',
    'REDIS_URL',
    'BFF_TRUST_PROXY',
    'REDIS_PASSWORD',
    // Required from the shell: the BFF runs with NODE_ENV=production (finding 13 of issue 38).
    'BFF_SESSION_SECRET',
    'CONSENT_LINK_SECRET',
  ],
  // Caddy reads the BFF's port, its own and the replicas' (deploy/Caddyfile).
  lb: ['PORT'],
  // The health check's password, the one the server requires.
  redis: ['REDISCLI_AUTH'],
};

/** The variables named in the first column of each table, per `##` section heading. */
function documentedVariables(markdown) {
  const sections = new Map();
  let heading = null;
  let table = [];
  const flush = () => {
    // A table: a header row, a separator row, then one row per setting.
    if (table.length >= 2 && /^\|[\s:|-]+\|$/.test(table[1])) {
      const names = sections.get(heading) ?? [];
      for (const row of table.slice(2)) {
        const first = row.split('|')[1] ?? '';
        names.push(...[...first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
      }
      sections.set(heading, names);
    }
    table = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('|')) {
      table.push(line);
      continue;
    }
    flush();
    if (raw.startsWith('## ')) heading = raw.slice(3).trim();
  }
  flush();
  return sections;
}

/**
 * The `environment:` entries of each service, read from the file's plain layout (no YAML library
 * in the workspace's dependencies): `- NAME` or `- NAME=value` list items, or `NAME: value` pairs.
 * Returns, per service, a map of name to value (null for a bare pass-through).
 */
function composeEnvironment(yaml) {
  const services = new Map();
  const indentOf = (line) => line.length - line.trimStart().length;
  let inServices = false;
  let serviceIndent = null;
  let service = null;
  let environmentIndent = null;
  for (const raw of yaml.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const indent = indentOf(line);
    if (indent === 0) {
      inServices = text === 'services:';
      service = null;
      environmentIndent = null;
      continue;
    }
    if (!inServices) continue;
    serviceIndent ??= indent;
    if (indent === serviceIndent) {
      service = text.replace(/:$/, '');
      services.set(service, new Map());
      environmentIndent = null;
      continue;
    }
    if (environmentIndent !== null && indent <= environmentIndent) environmentIndent = null;
    if (environmentIndent === null) {
      if (text === 'environment:') environmentIndent = indent;
      continue;
    }
    const unquote = (value) => value.replace(/^(['"])(.*)\1$/, '$2');
    const item = text.startsWith('- ')
      ? unquote(text.slice(2).trim()).match(/^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/)
      : text.match(/^([A-Za-z_][A-Za-z0-9_]*):\s*(.*)$/);
    if (!item) throw new Error(`unreadable environment entry of ${service}: ${text}`);
    const value = item[2] === undefined ? null : unquote(item[2]);
    services.get(service).set(item[1], value === '' && !text.startsWith('- ') ? null : value);
  }
  return services;
}

const documented = documentedVariables(read('docs/configuration.md'));
const compose = composeEnvironment(read('docker-compose.yml'));

function servicesOf(heading) {
  const entry = SERVICES_OF_SECTION.find(([start]) => heading.startsWith(start));
  if (!entry) throw new Error(`section "${heading}" of docs/configuration.md: which service?`);
  return entry[1];
}

function expectedOf(service) {
  const names = new Set();
  for (const [heading, variables] of documented) {
    if (servicesOf(heading).includes(service)) for (const name of variables) names.add(name);
  }
  return [...names].sort();
}

describe('docker-compose.yml against docs/configuration.md', () => {
  it('reads a table of settings from every section it knows, and knows every such section', () => {
    expect([...documented.keys()].map(servicesOf)).toHaveLength(documented.size);
    for (const [start] of SERVICES_OF_SECTION) {
      const heading = [...documented.keys()].find((h) => h.startsWith(start));
      expect(heading, `a section starting "${start}" with a table`).toBeDefined();
      expect(documented.get(heading).length).toBeGreaterThan(0);
    }
    expect(expectedOf('bff')).toContain('BFF_SESSION_SECRET');
    expect(expectedOf('simulator')).toContain('SIM_SEED');
  });

  it('has the simulator, the BFF, Redis and the load balancer', () => {
    expect([...compose.keys()].sort()).toEqual(['bff', 'lb', 'redis', 'simulator']);
  });

  for (const service of ['simulator', 'bff']) {
    it(`passes the ${service} every variable documented for it, and no other`, () => {
      expect([...compose.get(service).keys()].sort()).toEqual(expectedOf(service));
    });

    it(`passes the ${service}'s settings only when set, so that unset keeps the app's default`, () => {
      const given = [...compose.get(service)].filter(([, value]) => value !== null);
      expect(given.map(([name]) => name).sort()).toEqual([...FIXED[service]].sort());
    });
  }

  for (const service of ['lb', 'redis']) {
    it(`passes the ${service} no documented setting, only its own fixed ones`, () => {
      const environment = compose.get(service);
      expect([...environment.keys()].sort()).toEqual([...FIXED[service]].sort());
      for (const [name, value] of environment) expect(value, name).not.toBeNull();
    });
  }

  it('gives the load balancer the port of the BFF', () => {
    expect(compose.get('lb').get('PORT')).toBe(compose.get('bff').get('PORT'));
  });

  it('requires the secrets, protects Redis with a password and trusts the load balancer only', () => {
    const bff = compose.get('bff');
    for (const name of ['BFF_SESSION_SECRET', 'CONSENT_LINK_SECRET', 'REDIS_PASSWORD']) {
      expect(bff.get(name), name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
    const yaml = read('docker-compose.yml');
    expect(yaml).toMatch(/'--requirepass',\s*'\$\{REDIS_PASSWORD:\?/);
    const lbAddress = /ipv4_address: ([\d.]+)/.exec(yaml)?.[1];
    expect(bff.get('BFF_TRUST_PROXY')).toBe(`\${BFF_TRUST_PROXY:-${lbAddress}}`);
  });

  it('passes no variable of `npm start` alone or of the end-to-end tests', () => {
    const elsewhere = [...documented]
      .filter(([heading]) => servicesOf(heading).length === 0)
      .flatMap(([, names]) => names)
      .filter(
        (name) => !expectedOf('bff').includes(name) && !expectedOf('simulator').includes(name),
      );
    expect(elsewhere).toEqual(
      expect.arrayContaining(['SIM_PORT', 'CHROMIUM_PATH', 'E2E_BFF_PORT', 'E2E_SIM_PORT']),
    );
    for (const [service, environment] of compose) {
      for (const name of elsewhere)
        expect(environment.has(name), `${service}: ${name}`).toBe(false);
    }
  });
});

describe('the readers of this test', () => {
  it('reads every variable of a table row, and only under a table header', () => {
    const sections = documentedVariables(
      [
        '## One (x)',
        '',
        'Prose with `NOT_A_ROW`.',
        '',
        '| Variable | Default | Meaning |',
        '| --- | --- | --- |',
        '| `A_1` | `8080` | With `IN_MEANING`. |',
        '| `B`, `C` | none | Two. |',
        '',
        '### Sub',
        '',
        '| Variable | Default |',
        '| -------- | ------- |',
        '| `D` | `x` |',
        '## Two',
        'No table.',
      ].join('\n'),
    );
    expect([...sections]).toEqual([['One (x)', ['A_1', 'B', 'C', 'D']]]);
  });

  it('reads list and mapping entries of each service, and nothing outside environment:', () => {
    const services = composeEnvironment(
      [
        'services:',
        '  one:',
        '    build: .',
        '    environment:',
        '      # a comment',
        '      - PORT=4010',
        "      - 'QUOTED=a b'",
        '      - BARE',
        '    healthcheck:',
        "      test: ['CMD', 'x']",
        '  two:',
        '    environment:',
        "      NAME: 'value'",
        '      EMPTY:',
        '    ports:',
        "      - '8080:8080'",
        'volumes:',
        '  data:',
      ].join('\n'),
    );
    expect([...services.keys()]).toEqual(['one', 'two']);
    expect(Object.fromEntries(services.get('one'))).toEqual({
      PORT: '4010',
      QUOTED: 'a b',
      BARE: null,
    });
    expect(Object.fromEntries(services.get('two'))).toEqual({ NAME: 'value', EMPTY: null });
  });
});

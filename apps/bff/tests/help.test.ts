// GET /bff/help (spec 1 §2 "Help", §6) and the help resources setting (HELP_RESOURCES_FILE).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HELP_RESOURCES_FILE, readConfig } from '../src/config.ts';
import { UNAUTHORISED_MESSAGE } from '../src/lib/errors.ts';
import { api, loginAs, startPlatform, type Platform } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'bff-help-'));
const webRoot = join(dir, 'web');
const helpFile = join(dir, 'aide.json');

const resources = {
  mildiou: [
    {
      kind: 'pdf',
      title: 'Notice Mildiou',
      url: '/aide/notice-mildiou.pdf',
      description: 'Tableau de bord et conseils',
    },
  ],
  station: [{ kind: 'pdf', title: 'Notice Station', url: '/aide/notice-stations.pdf' }],
  stades: [
    { kind: 'video', title: 'Le recalage', url: 'https://videos.example/recalage.webm' },
    { kind: 'video', title: 'Les stades', url: 'https://www.example.org/watch?v=stades' },
  ],
};

function write(path: string, content: string): string {
  writeFileSync(path, content);
  return path;
}

let platform: Platform;

beforeAll(async () => {
  const aide = join(webRoot, 'aide');
  mkdirSync(aide, { recursive: true });
  write(join(webRoot, 'index.html'), '<!doctype html><html lang="fr"><title>App</title></html>');
  write(join(aide, 'notice-mildiou.pdf'), '%PDF-1.7\n%%EOF\n');
  write(helpFile, JSON.stringify(resources));
  platform = await startPlatform({ env: { WEB_ROOT: webRoot, HELP_RESOURCES_FILE: helpFile } });
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

const labels = (body: { sections: { label: string }[] }) => body.sections.map((s) => s.label);

describe('GET /bff/help', () => {
  it('gives a user holding MILDIOU, METEO and STADES the three sections, in order', async () => {
    const res = await api(platform, 'get', '/bff/help', await loginAs(platform, 'conseiller'));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      sections: [
        { key: 'mildiou', label: 'Mildiou', resources: resources.mildiou },
        { key: 'station', label: 'Station', resources: resources.station },
        { key: 'stades', label: 'Stades et Maladies', resources: resources.stades },
      ],
    });
  });

  it('gives a user with MILDIOU and METEO only (the external adviser) those two sections', async () => {
    const res = await api(platform, 'get', '/bff/help', await loginAs(platform, 'externe'));
    expect(res.status).toBe(200);
    expect(labels(res.body)).toEqual(['Mildiou', 'Station']);
  });

  it('gives a user with none of the three rights no section', async () => {
    const res = await api(platform, 'get', '/bff/help', await loginAs(platform, 'ferti'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sections: [] });
  });

  it('refuses a visitor without a session', async () => {
    const res = await request(platform.bff.server).get('/bff/help');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: UNAUTHORISED_MESSAGE });
  });

  it('lets the pages play video files of the sites the help file names', async () => {
    const res = await request(platform.bff.server).get('/help').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(
      "media-src 'self' https://videos.example",
    );
  });
});

describe('help notices served with the web app', () => {
  it('serves a notice as a PDF, with a policy that lets the browser show it', async () => {
    const res = await request(platform.bff.server)
      .get('/aide/notice-mildiou.pdf')
      .set('Accept', 'text/html,application/xhtml+xml,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing notice rather than the app page', async () => {
    const res = await request(platform.bff.server)
      .get('/aide/absente.pdf')
      .set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Ressource introuvable' });
  });
});

describe('HELP_RESOURCES_FILE', () => {
  it('defaults to the notices shipped with the platform, one or more per section', () => {
    const { help } = readConfig({});
    expect(DEFAULT_HELP_RESOURCES_FILE).toMatch(/help-resources\.json$/);
    for (const key of ['mildiou', 'station', 'stades'] as const) {
      expect(help[key].length, key).toBeGreaterThan(0);
      for (const resource of help[key]) expect(resource.kind).toBe('pdf');
    }
  });

  it('lists only notices the web build generates (apps/web/help-notices/<name>.md)', () => {
    // The notices are built from these sources into the web app's /aide/ (apps/web/scripts).
    const sources = readdirSync(new URL('../../web/help-notices/', import.meta.url))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `/aide/${name.replace(/\.md$/, '.pdf')}`);
    const { help } = readConfig({});
    const listed = [...help.mildiou, ...help.station, ...help.stades].map((r) => r.url);
    expect(listed.filter((url) => !sources.includes(url))).toEqual([]);
  });

  it('stops the start with a message naming the variable, the file and the fault', () => {
    expect(() => readConfig({ HELP_RESOURCES_FILE: join(dir, 'absent.json') })).toThrow(
      /HELP_RESOURCES_FILE \(.*absent\.json\) : fichier illisible \(ENOENT\)/,
    );
    const bad = write(
      join(dir, 'bad.json'),
      JSON.stringify({ mildiou: [{ kind: 'pdf', title: 'X', url: 'javascript:alert(1)' }] }),
    );
    expect(() => readConfig({ HELP_RESOURCES_FILE: bad })).toThrow(
      /HELP_RESOURCES_FILE \(.*bad\.json\)\u202f: ressources d'aide invalides[\s\S]*mildiou\[0\]\.url/,
    );
  });
});

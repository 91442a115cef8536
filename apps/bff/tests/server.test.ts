import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { buildBff } from '../src/server.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'bff-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="fr"><title>Plateforme</title></html>',
);
writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
const app = buildBff({ webRoot });

beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('BFF entry point', () => {
  it('answers its health check', async () => {
    const res = await request(app.server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves the web app for client-side routes', async () => {
    const res = await request(app.server).get('/ferti/chn/suivi').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('lang="fr"');
    const asset = await request(app.server).get('/app.js');
    expect(asset.status).toBe(200);
  });

  it('answers a JSON 404 for unknown API paths, never the web page', async () => {
    const res = await request(app.server).get('/api/nowhere').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Ressource introuvable' });
  });
});

describe('BFF configuration', () => {
  it('defaults to port 8080 and the local simulator', () => {
    expect(readConfig({})).toMatchObject({ port: 8080, upstreamUrl: 'http://localhost:4010/api' });
  });

  it('refuses an invalid port or upstream address', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT invalide');
    expect(() => readConfig({ UPSTREAM_URL: 'not a url' })).toThrow();
  });

  it('drops trailing slashes of the upstream address', () => {
    expect(readConfig({ UPSTREAM_URL: 'http://api.example/api/' }).upstreamUrl).toBe(
      'http://api.example/api',
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { buildBff } from '../src/server.ts';
import { api, loginAs, startPlatform, type Platform } from './harness.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'bff-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="fr"><title>Plateforme</title></html>',
);
writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform({
    env: { WEB_ROOT: webRoot, MAP_TILE_ORIGINS: 'https://tuiles.example' },
  });
});
afterAll(async () => {
  await platform.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('BFF entry point', () => {
  it('answers its health and readiness checks', async () => {
    expect((await request(platform.bff.server).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(platform.bff.server).get('/readyz');
    expect(ready.status).toBe(200);
  });

  it('is not ready when the model API is unreachable', async () => {
    const lonely = await buildBff(
      readConfig({ UPSTREAM_URL: 'http://127.0.0.1:9/api', UPSTREAM_CONNECT_TIMEOUT_MS: '500' }),
    );
    await lonely.ready();
    const res = await request(lonely.server).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, message: expect.any(String) });
    await lonely.close();
  });

  it('serves the web app for client-side routes, with a strict CSP allowing the map tiles', async () => {
    const res = await request(platform.bff.server)
      .get('/ferti/chn/suivi')
      .set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('lang="fr"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://tuiles.example');
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await request(platform.bff.server).get('/app.js')).status).toBe(200);
  });

  it('marks data answers as never cached, sniffed or framed', async () => {
    const cookie = await loginAs(platform, 'admin');
    for (const path of ['/api/conseillers', '/bff/session', '/bff/exports/conseillers.xlsx']) {
      const res = await api(platform, 'get', path, cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('answers a JSON 404 for unknown /bff paths, never the web page', async () => {
    const res = await request(platform.bff.server).get('/bff/nowhere').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Ressource introuvable' });
  });

  it('gives the web app the deployment’s settings', async () => {
    // A deployment without PLATFORM_DATE: the tests' platform runs as of TEST_PLATFORM_DATE.
    const undated = await startPlatform({ env: { PLATFORM_DATE: '' } });
    const res = await request(undated.bff.server).get('/bff/config');
    await undated.close();
    expect(res.body).toEqual({
      instituteKeyword: 'institut',
      productName: "Plateforme d'aide à la décision agronomique",
      supportEmail: 'support@demo.fr',
      mapTileUrl: null,
      mapTileAttribution: '',
      platformDate: null,
    });
  });

  it('limits the rate of login attempts', async () => {
    const limited = await startPlatform({ env: { BFF_RATE_LIMIT_PER_MINUTE: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(limited.bff.server)
        .post('/bff/login')
        .set('X-CSRF', '1')
        .send({ login: 'a@b.fr', password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Calls behind a session are not limited this way.
    await limited.close();
  });
});

describe('BFF configuration', () => {
  it('defaults to port 8080, the local simulator and Secure cookies', () => {
    expect(readConfig({})).toMatchObject({
      port: 8080,
      upstreamUrl: 'http://127.0.0.1:4010/api',
      cookieSecure: true,
      sessionSecretGenerated: true,
    });
  });

  it('refuses an invalid port, upstream address or short session key', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT');
    expect(() => readConfig({ UPSTREAM_URL: 'not a url' })).toThrow();
    expect(() => readConfig({ BFF_SESSION_SECRET: 'court' })).toThrow('BFF_SESSION_SECRET');
  });

  it('shares state in Redis only with a redis:// or rediss:// address, none by default', () => {
    expect(readConfig({}).redisUrl).toBeNull();
    expect(readConfig({ REDIS_URL: ' ' }).redisUrl).toBeNull();
    expect(readConfig({ REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
    expect(readConfig({ REDIS_URL: 'rediss://:mot@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:mot@cache.example:6380/2',
    );
    expect(() => readConfig({ REDIS_URL: 'http://redis:6379' })).toThrow('REDIS_URL');
    expect(() => readConfig({ REDIS_URL: 'redis' })).toThrow('REDIS_URL');
  });

  it('allows the configured tile server in the page policy, without listing it twice', () => {
    expect(readConfig({}).mapTileOrigins).toEqual([]);
    const config = readConfig({
      MAP_TILE_URL: 'https://tuiles.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Fournisseur',
      MAP_TILE_ORIGINS: 'https://styles.example, https://tuiles.example/autre',
    });
    expect(config.mapTileOrigins).toEqual(['https://styles.example', 'https://tuiles.example']);
    expect(
      readConfig({ MAP_TILE_URL: 'http://localhost:8081/{z}/{x}/{y}.png' }).mapTileOrigins,
    ).toEqual(['http://localhost:8081']);
    expect(() => readConfig({ MAP_TILE_URL: 'https://tuiles.example/fond.png' })).toThrow(
      'MAP_TILE_URL',
    );
  });

  it('drops trailing slashes of the upstream address', () => {
    expect(readConfig({ UPSTREAM_URL: 'http://api.example/api/' }).upstreamUrl).toBe(
      'http://api.example/api',
    );
  });
});

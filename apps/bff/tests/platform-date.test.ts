// PLATFORM_DATE through the BFF: the web app learns the day from /bff/config, and the export file
// names carry it, against a simulator on the same day.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { api, download, loginAs, SESSION_SECRET, startPlatform, type Platform } from './harness.ts';

const DAY = '2026-06-15';

let platform: Platform;
let conseiller: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: DAY } });
  conseiller = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

describe('PLATFORM_DATE in the BFF', () => {
  it('gives the day to the web app in /bff/config, without a session', async () => {
    const res = await api(platform, 'get', '/bff/config');
    expect(res.status).toBe(200);
    expect(res.body.platformDate).toBe(DAY);
  });

  it('names a list export after that day', async () => {
    const res = await download(platform, '/bff/exports/bilan-hydrique.xlsx', conseiller);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_bilan_hydrique_parcelles.xlsx"',
    );
  });

  it('names a record export after that day', async () => {
    const plots = (await api(platform, 'get', '/api/bhs', conseiller)).body.data as BhPlot[];
    const plot = plots[0];
    if (!plot) throw new Error('no water-balance plot for the adviser');
    const res = await download(
      platform,
      `/bff/exports/bilan-hydrique-parcelle/${plot.id}.xlsx`,
      conseiller,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="20260615_bilan_hydrique_[A-Za-z0-9_-]+_${plot.id}\\.xlsx"$`,
      ),
    );
  });

  it('answers null when no day is set, and refuses to start on a day that does not exist', () => {
    const base = { UPSTREAM_URL: 'http://localhost:4010/api', BFF_SESSION_SECRET: SESSION_SECRET };
    expect(readConfig(base).platform.platformDate).toBeNull();
    expect(() => readConfig({ ...base, PLATFORM_DATE: '2026-02-30' })).toThrow(
      /PLATFORM_DATE doit être une date réelle au format AAAA-MM-JJ/,
    );
  });
});

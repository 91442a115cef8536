// With the simulator failing, hanging, truncating and slowing down, the BFF stays up and answers
// every request with the data or a JSON error, and nothing is left unhandled.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
let cookie: string;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  platform = await startPlatform({
    env: { UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_CONNECT_TIMEOUT_MS: '400' },
  });
  cookie = await loginAs(platform, 'admin');
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await platform.close();
});

const reads = catalogue
  .filter((entry) => entry.method === 'GET' && entry.spec.doc === 1 && entry.query === null)
  .map((entry) => `/api/${entry.path.replace(/\{[^}]+\}/g, '1')}`);

describe('resilience', () => {
  it('answers thousands of requests under injected faults with data or a JSON error', async () => {
    const faulty = await startPlatform({
      env: { UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_CONNECT_TIMEOUT_MS: '400' },
      sim: { faults: { latencyMs: 2, errorRate: 0.15, malformedRate: 0.15, hangRate: 0.03 } },
    });
    // Logging in may itself hit a fault: retry until it passes.
    let session = '';
    for (let attempt = 0; attempt < 30 && session === ''; attempt++) {
      session = await loginAs(faulty, 'admin').catch(() => '');
    }
    expect(session).not.toBe('');

    const total = 2000;
    const concurrency = 50;
    const outcomes = { data: 0, error: 0 };
    const bad: string[] = [];
    let next = 0;
    async function worker() {
      while (next < total) {
        const path = reads[next++ % reads.length] as string;
        const res = await api(faulty, 'get', path, session);
        const body = res.body as { data?: unknown; code?: number; message?: string };
        if (res.status === 200 && body && 'data' in body) outcomes.data++;
        else if (
          res.status >= 400 &&
          typeof body?.code === 'number' &&
          typeof body.message === 'string'
        ) {
          outcomes.error++;
        } else bad.push(`${path} → ${res.status} ${res.text?.slice(0, 60)}`);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    expect(bad).toEqual([]);
    expect(outcomes.data + outcomes.error).toBe(total);
    expect(outcomes.data).toBeGreaterThan(0);
    expect(outcomes.error).toBeGreaterThan(0);

    const health = await api(faulty, 'get', '/healthz');
    expect(health.status).toBe(200);
    await faulty.close();
    expect(unhandled).toEqual([]);
  }, 120_000);

  it('keeps serving normally beside it', async () => {
    const res = await api(platform, 'get', '/api/conseillers', cookie);
    expect(res.status).toBe(200);
  });
});

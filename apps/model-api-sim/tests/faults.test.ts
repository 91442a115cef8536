import { afterEach, describe, expect, it } from 'vitest';
import type { FaultSettings } from '../src/config.ts';
import type { Simulator } from '../src/server.ts';
import { startSimulator } from './helpers.ts';

const none: FaultSettings = { latencyMs: 0, errorRate: 0, malformedRate: 0, hangRate: 0 };
let app: Simulator | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function listening(faults: Partial<FaultSettings>): Promise<string> {
  app = startSimulator({ faults: { ...none, ...faults } });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const regions = (base: string, signal?: AbortSignal) =>
  fetch(`${base}/api/conseillers/services/MILDIOU`, signal ? { signal } : {});

describe('fault injection', () => {
  it('answers normally when no fault is set', async () => {
    const base = await listening({});
    const res = await regions(base);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('data');
  });

  it('delays every call by SIM_LATENCY_MS', async () => {
    const base = await listening({ latencyMs: 150 });
    const started = performance.now();
    await regions(base);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers a 5xx with SIM_ERROR_RATE=1', async () => {
    const base = await listening({ errorRate: 1 });
    const res = await regions(base);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await res.json()).toEqual({ code: res.status, message: expect.any(String) });
  });

  it('truncates the JSON body with SIM_MALFORMED_RATE=1', async () => {
    const base = await listening({ malformedRate: 1 });
    const res = await regions(base);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('never answers with SIM_HANG_RATE=1', async () => {
    const base = await listening({ hangRate: 1 });
    await expect(regions(base, AbortSignal.timeout(300))).rejects.toThrow();
  });

  it('leaves the health check alone', async () => {
    const base = await listening({ errorRate: 1, hangRate: 1 });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

// Test harness: a simulator on a fixed day and seed, and calls made as a demo persona.
import { buildPath } from '@agro/contracts/catalogue/match';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildSimulator, type Simulator } from '../src/server.ts';
import type { SimConfig } from '../src/config.ts';
import { DEMO_PASSWORD, demoPersonas, type PersonaKey } from '../src/world/personas.ts';

/** Mid-season, so every module's campaign is under way. */
export const TEST_NOW = new Date('2026-06-15T08:00:00Z');
export const TEST_SECRET = 'test-secret-of-the-simulator-0123456789';

export function startSimulator(config: Partial<SimConfig> = {}): Simulator {
  return buildSimulator({
    now: () => TEST_NOW,
    config: { seed: 'tests', scale: 120, testHooks: true, jwtSecret: TEST_SECRET, ...config },
  });
}

/**
 * A simulator for a test file, started before its tests, closed after them, and put back as seeded
 * before each test, so that what one test writes never reaches another.
 */
export function useFreshSimulator(config: Partial<SimConfig> = {}): Simulator {
  const app = startSimulator(config);
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  beforeEach(async () => {
    const res = await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(res.statusCode).toBe(200);
  });
  return app;
}

export function personaLogin(key: PersonaKey): string {
  const persona = demoPersonas('institut').find((p) => p.key === key);
  if (!persona) throw new Error(`unknown persona ${key}`);
  return persona.loginInput;
}

export async function tokenOf(app: Simulator, key: PersonaKey): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: personaLogin(key), password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${key}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string | null;
}

export async function call(app: Simulator, c: Call): Promise<LightMyRequestResponse> {
  const path = buildPath(c.path, c.params ?? {});
  const query = c.query
    ? `?${new URLSearchParams(Object.entries(c.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  return app.inject({
    method: c.method,
    url: `/api/${path}${query}`,
    headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
    ...(c.body === undefined ? {} : { payload: c.body as object }),
  });
}

/** Calls and returns the JSON answer, failing on any non-2xx status. */
export async function ok<T = unknown>(app: Simulator, c: Call): Promise<T> {
  const res = await call(app, c);
  if (res.statusCode >= 300)
    throw new Error(`${c.method} ${c.path}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

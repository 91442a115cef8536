// A simulator on a free port with the BFF in front of it, and helpers to act as a browser would.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { readPlatformConfig } from '@agro/contracts/platform-config';
import { platformTodayIso } from '@agro/domain/platform-date';
import type { SimConfig } from '@agro/model-api-sim/config';
import { buildSimulator, type Simulator } from '@agro/model-api-sim/server';
import { DEMO_PASSWORD, demoPersonas, type PersonaKey } from '@agro/model-api-sim/world/personas';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { readConfig, type BffConfig } from '../src/config.ts';
import { buildBff } from '../src/server.ts';

/** Headers of a JSON call from the web app: anti-forgery header, JSON body. */
export const JSON_CSRF = { 'content-type': 'application/json', 'x-csrf': '1' };

export const SESSION_SECRET = 'bff-test-session-secret-0123456789abcdef';

export interface Platform {
  sim: Simulator;
  bff: FastifyInstance;
  config: BffConfig;
  /** Headers of every request the simulator received. */
  upstreamHeaders: IncomingHttpHeaders[];
  /** Method and URL (path and query) of every request the simulator received, as it read them. */
  upstreamUrls: string[];
  close(): Promise<void>;
}

/**
 * The day the tests' platform runs as when a test names none (PLATFORM_DATE): the e2e suite's
 * June day, in every module's season, so that no result depends on the month the suite runs in.
 * A test of another season, or of the real date, sets its own.
 */
export const TEST_PLATFORM_DATE = '2026-06-15';

/** The platform's today (yyyy-mm-dd): its PLATFORM_DATE at the real time of day. */
export function platformToday(platform: Platform): string {
  return platformTodayIso(platform.config.platform.platformDate, new Date());
}

export async function startPlatform(
  options: {
    env?: Record<string, string>;
    sim?: Partial<SimConfig>;
    /** Adds hooks to the simulator, e.g. to change its answers, before it starts listening. */
    adjustSimulator?: (sim: Simulator) => void;
  } = {},
): Promise<Platform> {
  // One platform, one day: the simulator's world is on the BFF's PLATFORM_DATE (and its other
  // shared settings), as `npm start` gives both, and that day is TEST_PLATFORM_DATE unless the
  // test names another. On the real date, a June BFF met December's off-season world, and tests
  // written in November failed in January (no consent link of the new year, no blight plot).
  const env = { PLATFORM_DATE: TEST_PLATFORM_DATE, ...options.env };
  const sim = buildSimulator({
    config: {
      seed: 'bff-tests',
      scale: 60,
      testHooks: true,
      platform: readPlatformConfig({ ...process.env, ...env }),
      ...options.sim,
    },
  });
  const upstreamHeaders: IncomingHttpHeaders[] = [];
  const upstreamUrls: string[] = [];
  sim.addHook('onRequest', async (req) => {
    upstreamHeaders.push(req.headers);
    upstreamUrls.push(`${req.method} ${req.raw.url ?? ''}`);
  });
  options.adjustSimulator?.(sim);
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const config = readConfig({
    UPSTREAM_URL: `${simUrl}/api`,
    BFF_SESSION_SECRET: SESSION_SECRET,
    BFF_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const bff = await buildBff(config);
  await bff.ready();
  return {
    sim,
    bff,
    config,
    upstreamHeaders,
    upstreamUrls,
    close: async () => {
      await bff.close();
      await sim.close();
    },
  };
}

export function loginOf(key: PersonaKey): string {
  const persona = demoPersonas('institut').find((p) => p.key === key);
  if (!persona) throw new Error(`no persona ${key}`);
  return persona.loginInput;
}

/** The `name=value` part of the session cookie a response sets. */
export function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((c) => c.includes('agro_session='));
  if (!session) throw new Error('no session cookie set');
  return session.split(';')[0] as string;
}

export async function loginAs(platform: Platform, key: PersonaKey): Promise<string> {
  const res = await request(platform.bff.server)
    .post('/bff/login')
    .set('X-CSRF', '1')
    .send({ login: loginOf(key), password: DEMO_PASSWORD });
  if (res.status !== 200)
    throw new Error(`login ${key}: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res.headers['set-cookie']);
}

/** A call from the web app: same origin, anti-forgery header, session cookie. */
export function api(
  platform: Platform,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  cookie?: string,
) {
  const req = request(platform.bff.server)[method](path).set('X-CSRF', '1');
  return cookie ? req.set('Cookie', cookie) : req;
}

/** A download from the BFF, its body read whole as bytes (an Excel export). */
export function download(platform: Platform, path: string, cookie?: string) {
  const req = request(platform.bff.server)
    .get(path)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return cookie ? req.set('Cookie', cookie) : req;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body read as JSON, or null when it is not. */
  json: { code?: number; message?: string; [key: string]: unknown } | null;
}

/**
 * A request sent exactly as written, as an attacker's curl would: no client in between normalises
 * its path (`/%62ff/login`, `..`, `\`), adds or drops a header.
 */
export async function rawRequest(
  platform: Platform,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  if (!platform.bff.server.listening) await platform.bff.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.bff.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: RawAnswer['json'] = null;
          try {
            json = JSON.parse(text) as RawAnswer['json'];
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export interface RawDownload {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every byte of the body, the response having ended normally. */
  body: Buffer;
}

/**
 * A GET read as bytes by node:http, as a browser reads a download: it resolves only when the
 * response ended normally, and rejects when the BFF cut it short (the connection closed before the
 * last chunk). supertest reports such a cut twice ("superagent: double callback bug"); this client
 * reports it once, as the error.
 */
export async function rawDownload(
  platform: Platform,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawDownload> {
  if (!platform.bff.server.listening) await platform.bff.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.bff.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'GET', path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        // A promise settles once: after 'end' or 'error' this does nothing.
        res.on('close', () => {
          if (!res.complete) reject(new Error('response ended before its last byte'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// What the dashboard benchmarks start: the production build, the simulator at a scale and the
// BFF in their own processes, and Debian's Chromium logged in as the administrator.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';
import { startChild, type Child } from './children.ts';
import { logIn } from './dashboard-timing.ts';
import { buildWeb, WEB_DIST } from './web-build.ts';

export interface DashboardPlatform {
  page: Page;
  /** The BFF's address as the browser calls it. */
  origin: string;
  close(): Promise<void>;
}

/** Starts everything; `env` goes to both apps (e.g. PLATFORM_DATE). Close it in a `finally`. */
export async function startDashboardPlatform(
  scale: number,
  env: Record<string, string> = {},
): Promise<DashboardPlatform> {
  buildWeb();
  let sim: Child | null = null;
  let bff: Child | null = null;
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    bff?.stop();
    sim?.stop();
  };
  try {
    sim = await startChild('sim', { SIM_SCALE: String(scale), ...env });
    bff = await startChild('bff', {
      UPSTREAM_URL: `${sim.url}/api`,
      WEB_ROOT: WEB_DIST,
      BFF_SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      BFF_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    });
    const origin = bff.url.replace('127.0.0.1', 'localhost');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const context = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await logIn(page, origin);
    return { page, origin, close };
  } catch (error) {
    await close();
    throw error;
  }
}

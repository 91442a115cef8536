// What the dashboard benchmarks share: timings read in the page (performance.now() from the
// navigation's start; a filter from the click to the frame after the list changed), so the
// driver's round trips are not counted, and the admin's login.
import type { Page } from 'playwright-core';

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
export const ms = (value: number) => `${Math.round(value)} ms`;
export const goal = (value: number, limit: number) => (value < limit ? 'met' : 'NOT met');

export interface DashboardTimes {
  /** A row of the plot list is in the page. */
  list: number;
  /** The map has drawn its plots (MapView's data-map-state 'drawn'). */
  map: number;
  /** Both: the dashboard is shown. */
  shown: number;
}

/** Milliseconds from the navigation's start until the list, then the drawn map, are there. */
export async function timeToDashboard(
  page: Page,
  url: string,
  listLabel: string,
): Promise<DashboardTimes> {
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    (label) => {
      const state = window as unknown as { benchList?: number; benchMap?: number };
      const list = document.querySelector(`table[aria-label="${label}"]`);
      if (state.benchList === undefined && list?.querySelector('tbody tr td')) {
        state.benchList = performance.now();
      }
      if (state.benchMap === undefined && document.querySelector('[data-map-state="drawn"]')) {
        state.benchMap = performance.now();
      }
      return state.benchList !== undefined && state.benchMap !== undefined
        ? { list: state.benchList, map: state.benchMap }
        : false;
    },
    listLabel,
    { polling: 'raf', timeout: 60_000 },
  );
  const { list, map } = (await shown.jsonValue()) as { list: number; map: number };
  return { list, map, shown: Math.max(list, map) };
}

/**
 * The milliseconds between the click and the change a timer set up in the page recorded
 * (`benchClick`, `benchDone`), waited for at every frame.
 */
async function clickToDone(page: Page): Promise<number> {
  const done = await page.waitForFunction(
    () => {
      const state = window as unknown as { benchClick?: number; benchDone?: number };
      return state.benchDone !== undefined && state.benchClick !== undefined
        ? state.benchDone - state.benchClick
        : false;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await done.jsonValue()) as number;
}

/**
 * Runs `click` and answers the milliseconds from the click until the frame after the list's
 * row count changed (a MutationObserver, then the next animation frame: the change is painted).
 */
export async function timeToFilter(
  page: Page,
  listLabel: string,
  click: () => Promise<void>,
  /** The event that starts the timing: the click, or a value typed in a field. */
  startEvent: 'click' | 'input' = 'click',
): Promise<number> {
  await page.evaluate(
    ([label, eventName]) => {
      const list =
        document.querySelector(`table[aria-label="${label}"]`)?.closest('.mantine-Paper-root') ??
        document.body;
      const state = window as unknown as { benchClick?: number; benchDone?: number };
      state.benchClick = undefined;
      state.benchDone = undefined;
      document.addEventListener(eventName, () => (state.benchClick ??= performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (state.benchClick === undefined) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (state.benchDone = performance.now())));
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true });
    },
    [listLabel, startEvent] as const,
  );
  await click();
  return clickToDone(page);
}

export async function logIn(page: Page, origin: string): Promise<void> {
  const answer = await page.request.post(`${origin}/bff/login`, {
    headers: { 'x-csrf': '1' },
    data: { login: 'admin@demo.fr', password: 'Demo-Agro-2026!' },
  });
  if (!answer.ok()) throw new Error(`login: ${answer.status()}`);
}

/**
 * What makes a part of a screen shown: `selector` matches at least `atLeast` elements (1), the
 * first of them, when `text` is given, having a text that starts with it and holds a digit (a card
 * whose figure arrived).
 */
export interface PartShown {
  selector: string;
  atLeast?: number;
  text?: string;
}

/**
 * Milliseconds from the navigation's start until each part is shown (every one of its checks
 * holds), and `shown`, the last of them: read in the page at each frame.
 */
export async function timeToParts<Part extends string>(
  page: Page,
  url: string,
  parts: Readonly<Record<Part, readonly PartShown[]>>,
  timeout = 180_000,
): Promise<Record<Part | 'shown', number>> {
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    (checks) => {
      const state = window as unknown as { benchParts?: Record<string, number> };
      const times = (state.benchParts ??= {});
      const now = performance.now();
      for (const [name, list] of Object.entries(checks)) {
        if (times[name] !== undefined) continue;
        const holds = list.every(({ selector, atLeast = 1, text }) => {
          const found = [...document.querySelectorAll(selector)];
          if (text === undefined) return found.length >= atLeast;
          const match = found.find((element) => element.textContent?.startsWith(text));
          return /\d/.test(match?.textContent?.slice(text.length) ?? '');
        });
        if (holds) times[name] = now;
      }
      return Object.keys(checks).every((name) => times[name] !== undefined) ? times : false;
    },
    parts as Record<string, readonly PartShown[]>,
    { polling: 'raf', timeout },
  );
  const times = (await shown.jsonValue()) as Record<Part, number>;
  return { ...times, shown: Math.max(...Object.values<number>(times)) };
}

/** A list call through the BFF with the page's session: its rows and milliseconds. */
export async function timeListCall<Row>(
  page: Page,
  url: string,
): Promise<{ rows: Row[]; time: number }> {
  const started = performance.now();
  const answer = await page.request.get(url, { headers: { 'x-csrf': '1' } });
  const rows = ((await answer.json()) as { data: Row[] }).data;
  return { rows, time: performance.now() - started };
}

/**
 * For a table the BFF pages (issue 43): runs `click` and answers the milliseconds from the click
 * until the frame after the table shows other rows and is no longer busy (a page being read keeps
 * the previous one shown, `aria-busy`, so the first change seen is not yet the answer).
 */
export async function timeToPagedRows(
  page: Page,
  listLabel: string,
  click: () => Promise<void>,
): Promise<number> {
  await page.evaluate((label) => {
    const table = document.querySelector(`table[aria-label="${label}"]`);
    if (!table) throw new Error(`no table ${label}`);
    const frame = table.closest('.mantine-Paper-root') ?? document.body;
    // No function declared in here: the bundler would name it with a helper the page lacks.
    // The rows and the pager's count: a filter may keep the same first rows, never the same count.
    const before = frame.textContent ?? '';
    const state = window as unknown as { benchClick?: number; benchDone?: number };
    state.benchClick = undefined;
    state.benchDone = undefined;
    document.addEventListener('click', () => (state.benchClick ??= performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (state.benchClick === undefined) return;
      if (table.getAttribute('aria-busy') === 'true') return;
      if ((frame.textContent ?? '') === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (state.benchDone = performance.now())));
    });
    observer.observe(frame, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, listLabel);
  await click();
  return clickToDone(page);
}

/** The page's JavaScript heap in use after a garbage collection, in MiB (Chromium's CDP). */
export async function jsHeapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize / 1048576;
  } finally {
    await cdp.detach();
  }
}

/** Records the size of every data answer (/bff/, /api/) the page receives: the largest one. */
export function watchAnswerSizes(page: Page): () => { url: string; bytes: number } {
  let largest = { url: '', bytes: 0 };
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/bff/') && !path.startsWith('/api/')) return;
    void response
      .body()
      .then((body) => {
        if (body.length > largest.bytes) {
          largest = { url: path, bytes: body.length };
        }
      })
      .catch(() => undefined);
  });
  return () => largest;
}

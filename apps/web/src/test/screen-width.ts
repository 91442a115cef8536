// A window of a given width for components that ask matchMedia (Mantine's useMediaQuery): min- and
// max-width queries in px or em are answered, and a later width notifies the queries listening.
// The stub is a global, so the setup's unstubAllGlobals removes it after each test.
import { vi } from 'vitest';
import { prefersReducedMotion } from './reduced-motion';

type Listener = (event: { matches: boolean; media: string }) => void;

const EM_PX = 16;

function pixels(value: string, unit: string): number {
  return Number(value) * (unit === 'px' ? 1 : EM_PX);
}

function matchesAt(width: number, query: string): boolean {
  if (prefersReducedMotion(query)) return true;
  const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  if (!min && !max) return false;
  if (min && width < pixels(min[1] as string, min[2] as string)) return false;
  if (max && width > pixels(max[1] as string, max[2] as string)) return false;
  return true;
}

interface FakeScreen {
  width: number;
  listeners: Map<string, Set<Listener>>;
  matchMedia: (query: string) => unknown;
}

let screen: FakeScreen | null = null;

function fakeScreen(): FakeScreen {
  if (screen && window.matchMedia === screen.matchMedia) return screen;
  const created: FakeScreen = {
    width: 1280,
    listeners: new Map(),
    matchMedia: (query: string) => {
      const listeners = created.listeners.get(query) ?? new Set<Listener>();
      created.listeners.set(query, listeners);
      return {
        get matches() {
          return matchesAt(created.width, query);
        },
        media: query,
        onchange: null,
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
        addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
        dispatchEvent: () => false,
      };
    },
  };
  vi.stubGlobal('matchMedia', created.matchMedia);
  screen = created;
  return created;
}

/** Sets the window's width in px; call again to resize it. */
export function setScreenWidth(width: number): void {
  const state = fakeScreen();
  state.width = width;
  for (const [query, listeners] of state.listeners) {
    for (const listener of listeners) listener({ matches: matchesAt(width, query), media: query });
  }
}

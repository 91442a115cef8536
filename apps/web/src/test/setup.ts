// jsdom lacks the layout APIs Mantine relies on; these stand-ins are what Mantine's own testing
// guide recommends.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { prefersReducedMotion } from './reduced-motion';

// findBy and waitFor give up after 1 s by default: on a loaded 2-core CI machine a dialog can
// take longer to open, which says nothing about the product.
configure({ asyncUtilTimeout: 10_000 });

/**
 * jsdom has no object URLs. A saved file revokes its URL 10 s after the download began, possibly
 * after the test that saved it ended and removed its own stand-ins: keep a harmless default.
 */
function provideObjectUrls(): void {
  if (typeof URL.createObjectURL !== 'function') {
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => 'blob:test',
      configurable: true,
      writable: true,
    });
  }
  if (typeof URL.revokeObjectURL !== 'function') {
    Object.defineProperty(URL, 'revokeObjectURL', {
      value: () => undefined,
      configurable: true,
      writable: true,
    });
  }
}
provideObjectUrls();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  provideObjectUrls();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: prefersReducedMotion(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// jsdom lacks the layout APIs Mantine relies on; these stand-ins are what Mantine's own testing
// guide recommends.
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { withoutOwnerStacks } from './owner-stacks';
import { prefersReducedMotion } from './reduced-motion';

/**
 * The error of a query that found nothing, with the page's DOM printed as Testing Library does,
 * but only when the message is read. findBy and waitFor build one at every failed attempt (every
 * 50 ms) and throw only the last: printing the whole page each time took up to an eighth of a
 * file's time (ADR 0008). The message is read when the test fails, so it shows the page then.
 */
function elementErrorWithLazyDom(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    get: () => (full ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
  });
  return error;
}

// findBy and waitFor give up after 1 s by default: on a loaded 2-core CI machine a dialog can
// take longer to open, which says nothing about the product.
configure({ asyncUtilTimeout: 10_000, getElementError: elementErrorWithLazyDom });

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

withoutOwnerStacks();

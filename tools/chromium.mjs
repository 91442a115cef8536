// The browser of the e2e tests and the browser benchmarks: Debian's Chromium (never a downloaded
// one: downloads fail on these machines), headless with the flags the workplace requires.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e tests' browser: Debian's Chromium headless shell, the same engine without the full
 * browser's compositor and GPU process work, as Playwright itself runs headless Chromium. It took
 * 17 % less time than the full browser on the same specs (ADR 0008).
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

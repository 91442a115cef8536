// The browser of the e2e tests and the browser benchmarks: Debian's Chromium (never a downloaded
// one: downloads fail on these machines), headless with the flags the workplace requires.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

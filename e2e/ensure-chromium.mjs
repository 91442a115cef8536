#!/usr/bin/env node
// The e2e tests drive Debian's Chromium headless shell (never a downloaded browser: downloads fail
// on these machines). Installs it with apt-get when missing and we are root; otherwise explains
// what to do.
import { E2E_CHROMIUM_PATH } from '../tools/chromium.mjs';
import { ensureDebianPackage } from '../tools/debian-package.mjs';

try {
  ensureDebianPackage('chromium-headless-shell', E2E_CHROMIUM_PATH, 'E2E_CHROMIUM_PATH');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

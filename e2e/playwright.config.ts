import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../tools/chromium.mjs';
import { E2E_PLATFORM_DATE } from './tests/support/platform-date';

// Own ports, so a platform already running on 8080/4010 for development does not interfere.
const bffPort = Number(process.env.E2E_BFF_PORT ?? 18080);
const simPort = Number(process.env.E2E_SIM_PORT ?? 14010);
/**
 * Where the tests reach the simulator's test hooks: the IPv4 loopback, the only address it listens
 * on (`localhost` may resolve to ::1 first).
 */
process.env.E2E_SIM_URL ??= `http://127.0.0.1:${simPort}`;
/**
 * The development mailbox the platform starts (tools/start-platform.mjs): its REST API and its
 * SMTP port follow the BFF's port, so that runs sharing the machine do not meet.
 */
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? bffPort + 1000);
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${mailboxPort}`;

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;

/** E2E_TRACE when it names a mode; else none in CI, and a failure's trace kept elsewhere. */
function traceMode(): (typeof TRACE_MODES)[number] {
  const asked = TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE);
  return asked ?? (process.env.CI ? 'off' : 'retain-on-failure');
}

export default defineConfig({
  testDir: './tests',
  // Two workers share two cores with the platform and the browsers: a screen's test that takes
  // 20 s alone takes 30 s beside another worker's blight screen and axe runs.
  timeout: 60_000,
  // A flaky test is a defect to fix, never hidden by a second try.
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    ['./timing-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${bffPort}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // The app turns its animations off for it: a click never meets a dialog still opening, and
    // the suite waits less.
    reducedMotion: 'reduce',
    // Recording a trace costs every test its DOM snapshots: 15-30 % more browser time on two
    // cores (ADR 0008). CI keeps a screenshot of a failure; E2E_TRACE=retain-on-failure
    // records traces when a failure needs one.
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'node ../tools/start-platform.mjs',
    url: `http://localhost:${bffPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(bffPort),
      SIM_PORT: String(simPort),
      // Tests that change an account put it back with POST /__sim/accounts/:login/restore.
      SIM_TEST_HOOKS: '1',
      // The suite logs in far more often than a person would: the login rate limit (30 a minute
      // by default, tested in the BFF's own tests) would otherwise refuse the later logins.
      BFF_RATE_LIMIT_PER_MINUTE: '1000',
      // The whole platform runs as of one day in June, whatever the month the suite runs in.
      PLATFORM_DATE: E2E_PLATFORM_DATE,
      // The consent-link test mails a farmer address of its own making in this domain; the
      // simulator's send-email writes only to known people and allowed domains.
      SIM_MAIL_RECIPIENT_DOMAINS: 'ferme-demo.fr',
      MAILBOX_PORT: String(mailboxPort),
      MAILBOX_SMTP_PORT: String(mailboxPort + 1000),
    },
  },
});

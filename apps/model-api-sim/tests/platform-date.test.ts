// PLATFORM_DATE: without a clock of its own, the simulator's world and every call are on the
// platform's day (at the real time of day), as a caller sees it through the API.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-config';
import { addDays } from '@agro/domain/calendar-days';
import { todayIso } from '@agro/domain/dates';
import { platformNow } from '@agro/domain/platform-date';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSimulator, type Simulator } from '../src/server.ts';
import { ok, TEST_SECRET, tokenOf } from './helpers.ts';

const started: Simulator[] = [];
afterAll(() => Promise.all(started.map((app) => app.close())));

/** A simulator on the platform's clock (no `now` of its own unless given). */
function simulatorOn(platformDate: string, now?: () => Date): Simulator {
  const app = buildSimulator({
    ...(now ? { now } : {}),
    config: {
      seed: 'tests',
      scale: 40,
      testHooks: true,
      jwtSecret: TEST_SECRET,
      platform: { ...DEFAULT_PLATFORM_CONFIG, platformDate },
    },
  });
  started.push(app);
  return app;
}

/** The daily rows of the first plot in the water balance, as the detail call answers them. */
async function balanceRowDays(app: Simulator): Promise<{ all: string[]; forecasts: string[] }> {
  const token = await tokenOf(app, 'admin');
  const plots = (await ok<{ data: BhPlot[] }>(app, { method: 'GET', path: 'bhs', token })).data;
  const balanced = plots.find((plot) => plot.epuisement_rfu !== null);
  if (!balanced) throw new Error('no plot in the water balance');
  const [plot] = (
    await ok<{ data: BhPlot[] }>(app, {
      method: 'GET',
      path: 'bhs/{id}',
      params: { id: balanced.id },
      token,
    })
  ).data;
  const rows = plot?.bilan_hydrique ?? [];
  return {
    all: rows.map((row) => row.Date),
    forecasts: rows.filter((row) => row.type === 'previ').map((row) => row.Date),
  };
}

/** When an e-mail sent now says it was sent. */
async function sentAt(app: Simulator): Promise<Date> {
  const token = await tokenOf(app, 'admin');
  const body = {
    subject: 'Horloge',
    body: '-',
    recipients: ['conseiller@demo.fr'],
    sender: 'admin@demo.fr',
  };
  await ok(app, { method: 'POST', path: 'send-email', token, body });
  const outbox = await app.inject({ method: 'GET', url: '/__sim/outbox' });
  const mail = (outbox.json() as { data: { subject: string; at: string }[] }).data.at(-1);
  return new Date(mail?.at ?? Number.NaN);
}

describe('PLATFORM_DATE in the simulator', () => {
  it('builds the water balance up to that day and its 7 forecast days', async () => {
    const days = await balanceRowDays(simulatorOn('2026-06-15'));
    expect(days.all.at(-1)).toBe('2026-06-22');
    expect(days.forecasts).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => addDays('2026-06-15', n)));
  });

  it('follows the day it is given, another year and month alike', async () => {
    const days = await balanceRowDays(simulatorOn('2025-07-20'));
    expect(days.all.at(-1)).toBe('2025-07-27');
    expect(days.forecasts[0]).toBe('2025-07-21');
  });

  it('answers every call on that day, at the real time of day', async () => {
    const app = simulatorOn('2026-06-15');
    const before = platformNow('2026-06-15', new Date());
    const at = await sentAt(app);
    const after = platformNow('2026-06-15', new Date());
    expect(todayIso(at)).toBe('2026-06-15');
    // The clock ticks within the day (unless the call straddled midnight, when it starts again).
    if (before <= after) {
      expect(at.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(at.getTime()).toBeLessThanOrEqual(after.getTime());
    }
  });

  it("leaves a test's own clock in charge", async () => {
    const fixed = new Date('2026-03-02T10:00:00.000Z');
    const app = simulatorOn('2026-06-15', () => fixed);
    expect((await sentAt(app)).toISOString()).toBe(fixed.toISOString());
  });
});

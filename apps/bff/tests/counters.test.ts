// The counters behind the BFF's limits and the login delay, without Redis: keys hashed to a fixed
// size, counts that end with their window, and the growing wait before a login attempt.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCounterFactory, hashedKey } from '../src/plugins/external/counters.ts';
import { loginDelayMs } from '../src/plugins/app/login-throttle.ts';
import { createSharedState } from '../src/plugins/external/shared-state.ts';

const silent = { warn: () => undefined, error: () => undefined } as never;
const counter = createCounterFactory(createSharedState(null, silent));

afterEach(() => {
  vi.useRealTimers();
});

describe('counter keys', () => {
  it('are the same 43 characters whatever was typed, and differ when it differs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5_000 }), fc.string({ maxLength: 5_000 }), (a, b) => {
        expect(hashedKey(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
        if (a !== b) expect(hashedKey(a)).not.toBe(hashedKey(b));
      }),
    );
    expect(hashedKey('x'.repeat(1_000_000))).toHaveLength(43);
  });
});

describe('a counter in memory', () => {
  it('allows its maximum per window, then refuses with the time left', async () => {
    const count = counter({ name: 'essai', max: 3, windowMs: 60_000 });
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await count.hit('198.51.100.1'));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false]);
    expect(outcomes[3]?.count).toBe(4);
    expect(outcomes[3]?.msBeforeReset).toBeGreaterThan(55_000);
    expect((await count.hit('198.51.100.2')).allowed).toBe(true);
  });

  it('counts failures past the maximum, and forgets them at a reset', async () => {
    const count = counter({ name: 'echecs', max: 2, windowMs: 60_000 });
    for (let i = 0; i < 5; i += 1) await count.add('compte');
    expect((await count.peek('compte')).count).toBe(5);
    await count.reset('compte');
    expect((await count.peek('compte')).count).toBe(0);
  });

  it('forgets a key when its window ends', async () => {
    vi.useFakeTimers();
    const count = counter({ name: 'fenetre', max: 1, windowMs: 60_000 });
    await count.add('a'.repeat(10_000));
    expect((await count.peek('a'.repeat(10_000))).count).toBe(1);
    await vi.advanceTimersByTimeAsync(61_000);
    expect((await count.peek('a'.repeat(10_000))).count).toBe(0);
  });
});

describe('the wait before a login attempt', () => {
  const settings = { failuresBeforeDelay: 10, delayMs: 1_000, delayMaxMs: 30_000 };

  it('is none below the threshold, then 1 s doubled by each failure, 30 s at most', () => {
    expect([0, 9, 10, 11, 12, 14, 15, 16, 1_000].map((n) => loginDelayMs(n, settings))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('never shrinks as failures grow, and never passes the maximum', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 120_000 }),
        (failures, threshold, delayMs, delayMaxMs) => {
          const s = { failuresBeforeDelay: threshold, delayMs, delayMaxMs };
          const wait = loginDelayMs(failures, s);
          expect(wait).toBeLessThanOrEqual(Math.max(delayMaxMs, 0));
          expect(loginDelayMs(failures + 1, s)).toBeGreaterThanOrEqual(wait);
          expect(wait === 0).toBe(failures < threshold);
        },
      ),
    );
  });
});

import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-defaults';
import { todayIso } from '@agro/domain/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeBff, testQueryClient, type FakeAnswer } from '../test/render';
import { usePlatformClock } from './config';

function clockWith(answer: FakeAnswer) {
  fakeBff(() => answer);
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlatformClock(), { wrapper });
}

describe('the platform clock', () => {
  it('is not there until the configuration answers, then reads the platform day', async () => {
    const { result } = clockWith({
      status: 200,
      body: { ...DEFAULT_PLATFORM_CONFIG, platformDate: '2026-06-15' },
    });
    // Nothing to show yet: a screen waits rather than show the real day and then jump.
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    const now = result.current?.();
    expect(now && todayIso(now)).toBe('2026-06-15');
  });

  it('is the real clock without a platform day', async () => {
    const { result } = clockWith({ status: 200, body: DEFAULT_PLATFORM_CONFIG });
    await waitFor(() => expect(result.current).not.toBeNull());
    const before = Date.now();
    const now = result.current?.().getTime() ?? Number.NaN;
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('is the real clock when the configuration cannot be read, like the other defaults', async () => {
    const { result } = clockWith({ status: 500, body: { code: 500, message: 'Erreur' } });
    await waitFor(() => expect(result.current).not.toBeNull());
    const before = Date.now();
    expect(result.current?.().getTime()).toBeGreaterThanOrEqual(before);
  });
});

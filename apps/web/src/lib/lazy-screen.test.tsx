import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, ScreenLoadTimeout, SCREEN_LOAD_TIMEOUT_MS, withTimeout } from './lazy-screen';

function Hello({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

const options = {
  pending: <p>Chargement</p>,
  failure: ({ error, retry }: { error: Error; retry: () => void }) => (
    <div>
      <p>{error instanceof ScreenLoadTimeout ? 'Trop long' : 'Échec'}</p>
      <button onClick={retry}>Réessayer</button>
    </div>
  ),
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy screens', () => {
  it('shows a preloaded screen at once, with no loader in between (home after login)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyScreen(load, options);
    await Lazy.preload();
    render(<Lazy name="Lucie" />);
    // Synchronously: no 'Chargement' frame, which React would hold for 300 ms.
    expect(screen.getByText('Bonjour Lucie')).toBeTruthy();
    expect(screen.queryByText('Chargement')).toBeNull();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload quiet and loads on the first visit', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue({ default: Hello });
    const Lazy = lazyScreen(load, options);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    render(<Lazy name="Lucie" />);
    expect(await screen.findByText('Bonjour Lucie')).toBeTruthy();
  });

  it('gives up after the spec time-out of 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, SCREEN_LOAD_TIMEOUT_MS);
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS);
    expect(await settled).toBeInstanceOf(ScreenLoadTimeout);
  });

  it('shows the failure and loads again on retry', async () => {
    // React logs the error the boundary catches; it is the expected path here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const Screen = lazyScreen(load, options);
    render(<Screen name="Claire" />);
    expect(await screen.findByText('Échec')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bonjour Claire')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

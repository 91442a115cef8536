import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePeriodRows } from './use-period-rows';

const ROWS = [{ date: '2026-06-01' }, { date: '2026-06-02T10:00:00Z' }, { date: '2026-06-03' }];

describe('usePeriodRows', () => {
  it('shows the proposed period until one is chosen, then the chosen one', () => {
    const { result, rerender } = renderHook(
      ({ proposed }) => usePeriodRows(ROWS, { proposed, min: '2026-06-01', max: '2026-06-03' }),
      { initialProps: { proposed: { from: '2026-06-02', to: '2026-06-03' } } },
    );
    expect(result.current.shown).toEqual(ROWS.slice(1));
    expect(result.current.filter).toMatchObject({ min: '2026-06-01', max: '2026-06-03' });

    // A proposal that follows the rows as they load applies while nothing is chosen.
    rerender({ proposed: { from: '2026-06-01', to: '2026-06-01' } });
    expect(result.current.shown).toEqual(ROWS.slice(0, 1));

    act(() => result.current.filter.onChange({ from: '2026-06-02', to: '2026-06-02' }));
    rerender({ proposed: { from: '2026-06-01', to: '2026-06-03' } });
    expect(result.current.filter.value).toEqual({ from: '2026-06-02', to: '2026-06-02' });
    expect(result.current.shown).toEqual([ROWS[1]]);
  });

  it('keeps the same rows while the proposal is worked out again with the same days', () => {
    const { result, rerender } = renderHook(() =>
      usePeriodRows(ROWS, { proposed: { from: '2026-06-01', to: '2026-06-03' } }),
    );
    const first = result.current.shown;
    rerender();
    expect(result.current.shown).toBe(first);
  });
});

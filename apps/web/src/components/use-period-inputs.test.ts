import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePeriodInputs } from './use-period-inputs';

describe('usePeriodInputs', () => {
  it('keeps the days typed in the inputs, and sets both at once', () => {
    const { result } = renderHook(() => usePeriodInputs({ start: '2026-03-01', end: '' }));
    expect(result.current.inputProps).toMatchObject({ start: '2026-03-01', end: '' });
    act(() => result.current.inputProps.onEndChange('2026-03-31'));
    expect(result.current).toMatchObject({ start: '2026-03-01', end: '2026-03-31' });
    act(() => result.current.setPeriod({ start: '2026-04-01', end: '2026-04-30' }));
    expect(result.current.inputProps).toMatchObject({ start: '2026-04-01', end: '2026-04-30' });
  });
});

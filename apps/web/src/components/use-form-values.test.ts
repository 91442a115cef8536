import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormValues } from './use-form-values';

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useFormValues', () => {
  it('binds a text input to its string and says its error when given', () => {
    const { result } = renderHook(() => useFormValues({ name: 'Parcelle', area: null }));
    expect(result.current.text('name')).toMatchObject({ value: 'Parcelle', error: undefined });
    expect(result.current.text('name', 'Obligatoire').error).toBe('Obligatoire');
    act(() => result.current.text('name').onChange(typed('Parcelle 2')));
    expect(result.current.values).toEqual({ name: 'Parcelle 2', area: null });
  });

  it('binds a number input to a number that is null while the field is empty', () => {
    const { result } = renderHook(() => useFormValues({ area: null as number | null, label: '' }));
    expect(result.current.number('area').value).toBe('');
    act(() => result.current.number('area').onChange(2.5));
    expect(result.current.values.area).toBe(2.5);
    expect(result.current.number('area').value).toBe(2.5);
    act(() => result.current.number('area').onChange(''));
    expect(result.current.values.area).toBeNull();
  });

  it('binds a choice to its value, and sets several values at once', () => {
    const { result } = renderHook(() =>
      useFormValues(() => ({ service: 'MILDIOU' as string | null, tags: [] as string[] })),
    );
    expect(result.current.choice('service').value).toBe('MILDIOU');
    act(() => result.current.choice('tags').onChange(['33', '47']));
    act(() => result.current.choice('service').onChange(null));
    expect(result.current.values).toEqual({ service: null, tags: ['33', '47'] });
    act(() => result.current.set({ service: 'BILANHYDRIQUE', tags: [] }));
    expect(result.current.values).toEqual({ service: 'BILANHYDRIQUE', tags: [] });
  });

  it('shows a text error once the field is left, and every error once all are touched', () => {
    const { result } = renderHook(() => useFormValues({ mail: '', password: '', kept: false }));
    expect(result.current.touchedText('mail', 'Adresse invalide').error).toBeNull();
    act(() => result.current.touchedText('mail', 'Adresse invalide').onBlur());
    expect(result.current.touchedText('mail', 'Adresse invalide').error).toBe('Adresse invalide');
    expect(result.current.touched('password')).toBe(false);
    act(() => result.current.touch('kept'));
    expect(result.current.touched('kept')).toBe(true);
    act(() => result.current.touchAll());
    expect(result.current.touchedText('password', 'Obligatoire').error).toBe('Obligatoire');
  });
});

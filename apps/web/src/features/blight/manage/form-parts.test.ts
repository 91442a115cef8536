import { describe, expect, it } from 'vitest';
import { localTimeLabel, numberFieldChange } from './form-parts';

describe('intervention form parts', () => {
  it('keeps a number still being typed in the field, the form’s number empty until then', () => {
    // Mantine's field reports '0,' (on the way to '0,4') and '0,0' (to '0,05') as text.
    expect(numberFieldChange('0.')).toEqual({ number: null, typed: '0.' });
    expect(numberFieldChange('0.0')).toEqual({ number: null, typed: '0.0' });
    expect(numberFieldChange(0.4)).toEqual({ number: 0.4, typed: null });
    expect(numberFieldChange(0)).toEqual({ number: 0, typed: null });
    expect(numberFieldChange('')).toEqual({ number: null, typed: null });
  });

  it('says the local time after a date field’s or column’s name', () => {
    expect(localTimeLabel('Date du traitement')).toBe('Date du traitement (heure locale)');
  });
});

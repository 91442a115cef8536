import { describe, expect, it } from 'vitest';
import { localTimeLabel } from './form-parts';

describe('intervention form parts', () => {
  it('says the local time after a date field’s or column’s name', () => {
    expect(localTimeLabel('Date du traitement')).toBe('Date du traitement (heure locale)');
  });
});

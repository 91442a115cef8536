import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalText, formatMeasure, formatNumberFr, formatPercent } from './numbers.ts';

describe('decimalText', () => {
  it('writes the API’s number with a decimal comma and no thousands separator', () => {
    expect(decimalText(24.46)).toBe('24,46');
    expect(decimalText(-0.5)).toBe('-0,5');
    expect(decimalText(0)).toBe('0');
    expect(decimalText(123456)).toBe('123456');
  });

  it('never shows a decimal point and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = decimalText(value);
        expect(text).not.toContain('.');
        expect(Number(text.replace(',', '.'))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('formatNumberFr, formatMeasure and formatPercent', () => {
  it('round to the digits asked, thousands apart by a narrow no-break space', () => {
    expect(formatNumberFr(1234.56)).toBe('1\u202f234,6');
    expect(formatNumberFr(1234.56, 0)).toBe('1\u202f235');
    expect(formatNumberFr(0.05, 1)).toBe('0,1');
  });

  it('write nothing for a missing number rather than 0', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumberFr(missing)).toBe('');
      expect(formatMeasure(missing, 'mm')).toBe('');
      expect(formatPercent(missing)).toBe('');
    }
  });

  it('put a no-break space before a unit and a narrow one before %', () => {
    expect(formatMeasure(12.5, 'mm')).toBe('12,5\u00a0mm');
    expect(formatMeasure(12.5, undefined)).toBe('12,5');
    expect(formatPercent(12.5)).toBe('12,5\u202f%');
    expect(formatPercent(33.333)).toBe('33,3\u202f%');
  });
});

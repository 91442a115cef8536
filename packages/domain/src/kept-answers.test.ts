import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

describe('kept answers', () => {
  it('works an argument out once, and again once the store was emptied for room', () => {
    let computed = 0;
    const double = keptAnswers(2, (n: number) => {
      computed++;
      return n * 2;
    });
    expect([double(1), double(1), double(2)]).toEqual([2, 2, 4]);
    expect(computed).toBe(2);
    expect(double(3)).toBe(6);
    expect(computed).toBe(3);
    // The store was full at 3: emptied, then 3 kept alone.
    expect(double(1)).toBe(2);
    expect(computed).toBe(4);
    expect(double(3)).toBe(6);
    expect(computed).toBe(4);
  });

  it('keeps undefined and NaN answers too, and an argument that throws is not kept', () => {
    let computed = 0;
    const read = keptAnswers(10, (text: string) => {
      computed++;
      if (text === 'x') throw new RangeError('no');
      return text === '' ? undefined : Number.NaN;
    });
    expect(read('')).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read('a')).toBeNaN();
    expect(read('a')).toBeNaN();
    expect(computed).toBe(2);
    expect(() => read('x')).toThrow(RangeError);
    expect(() => read('x')).toThrow(RangeError);
    expect(computed).toBe(4);
  });
});

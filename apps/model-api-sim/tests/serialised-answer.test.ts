// The kept texts of big list answers: the same text while nothing is written, a new one after any
// write, and only a few kept.
import { describe, expect, it } from 'vitest';
import { AnswerTexts } from '../src/serialised-answer.ts';

describe('AnswerTexts', () => {
  it('serialises once while the write count stays, again after a write', () => {
    const texts = new AnswerTexts(4);
    let computed = 0;
    const answer = () => ({ data: [++computed] });
    expect(texts.get('admin|', 0, answer).bytes.toString()).toBe('{"data":[1]}');
    expect(texts.get('admin|', 0, answer).bytes.toString()).toBe('{"data":[1]}');
    expect(texts.get('admin|', 1, answer).bytes.toString()).toBe('{"data":[2]}');
    expect(computed).toBe(2);
  });

  it('keeps one text per key, and no more than its capacity', () => {
    const texts = new AnswerTexts(2);
    let computed = 0;
    const answer = () => ++computed;
    texts.get('a', 0, answer);
    texts.get('b', 0, answer);
    texts.get('a', 0, answer);
    expect(computed).toBe(2);
    texts.get('c', 0, answer);
    // 'a' was the oldest: serialised again.
    texts.get('a', 0, answer);
    expect(computed).toBe(4);
  });
});

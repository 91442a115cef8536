// The kept texts of big list answers: the same text while nothing it shows is written, a new one
// after such a write, and only the most recently used few kept.
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
    // 'b' was the least recently used: serialised again.
    texts.get('b', 0, answer);
    expect(computed).toBe(4);
    texts.get('c', 0, answer);
    expect(computed).toBe(4);
  });

  it("keeps a call's text when another call's count moves", () => {
    const texts = new AnswerTexts(4);
    let computed = 0;
    const answer = () => ++computed;
    texts.get('cereals', 3, answer);
    texts.get('chn', 7, answer);
    texts.get('chn', 8, answer);
    texts.get('cereals', 3, answer);
    expect(computed).toBe(3);
  });
});

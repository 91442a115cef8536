// The kept texts of big list answers: the same text while nothing it shows is written, a new one
// after such a write, and only the most recently used kept, within a count and a size.
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

  it('keeps no more bytes than its budget, the least recently used dropped first', () => {
    // Each text is 12 bytes: '{"data":"a"}'.
    const texts = new AnswerTexts(10, 30);
    let computed = 0;
    const answer = (name: string) => () => {
      computed++;
      return { data: name };
    };
    texts.get('a', 0, answer('a'));
    texts.get('b', 0, answer('b'));
    expect(texts.size).toBe(24);
    texts.get('a', 0, answer('a'));
    texts.get('c', 0, answer('c'));
    expect(texts.size).toBe(24);
    expect(computed).toBe(3);
    // 'b' was dropped for 'c'; 'a', used since, was kept.
    texts.get('a', 0, answer('a'));
    expect(computed).toBe(3);
    texts.get('b', 0, answer('b'));
    expect(computed).toBe(4);
  });

  it('keeps a text larger than its whole budget alone', () => {
    const texts = new AnswerTexts(10, 8);
    let computed = 0;
    const answer = () => ({ data: ++computed });
    texts.get('big', 0, answer);
    texts.get('big', 0, answer);
    expect(computed).toBe(1);
    texts.get('other', 0, answer);
    expect(texts.size).toBe('{"data":2}'.length);
    texts.get('big', 0, answer);
    expect(computed).toBe(3);
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

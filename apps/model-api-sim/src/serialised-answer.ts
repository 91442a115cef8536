// An answer a handler has already written as JSON: the simulator sends the text as it is. The
// big lists use it to keep their text from one call to the next while nothing has been written,
// as a model API would keep a computed list: at 20,000 CHN plots the list is 47 MB, which took
// 1.1 to 1.4 s to serialise again on every call.

export class SerialisedAnswer {
  /** The answer's JSON, already encoded: a 47 MB text was encoded again on every send. */
  readonly bytes: Buffer;

  constructor(json: string) {
    this.bytes = Buffer.from(json, 'utf8');
  }
}

/**
 * Texts of answers, each valid until a write its call can show (its `writes` count moves); the
 * most recently used few are kept. Calls see different counts (a cereal list does not see a
 * blight treatment), so one call's text is never dropped for another's count.
 */
export class AnswerTexts {
  private readonly texts = new Map<string, { writes: number; text: SerialisedAnswer }>();

  constructor(private readonly capacity: number) {}

  /** The text kept for `key` at `writes` writes, or `answer()` serialised and kept. */
  get(key: string, writes: number, answer: () => unknown): SerialisedAnswer {
    const kept = this.texts.get(key);
    // Most recently used last, so the first is the one to drop.
    this.texts.delete(key);
    if (kept && kept.writes === writes) {
      this.texts.set(key, kept);
      return kept.text;
    }
    const text = new SerialisedAnswer(JSON.stringify(answer()));
    while (this.texts.size >= this.capacity) {
      const oldest = this.texts.keys().next().value;
      if (oldest === undefined) break;
      this.texts.delete(oldest);
    }
    this.texts.set(key, { writes, text });
    return text;
  }
}

/**
 * Each world's kept list texts, until a write they show: the seven kept lists of two callers (at
 * 20,000 plots an administrator's seven take some 100 MB). Six, as before, made a screen that
 * reads the seven in turn work out each again.
 */
const listTexts = new WeakMap<object, AnswerTexts>();
export const LIST_TEXTS_KEPT = 14;

/**
 * A big list answer, serialised once until the next write. Who sees which plot depends only on
 * the caller's account, which only a write changes, so `key` names the call and the caller.
 */
export function keptListAnswer(
  world: object,
  key: string,
  writes: number,
  answer: () => unknown,
): SerialisedAnswer {
  let texts = listTexts.get(world);
  if (!texts) {
    texts = new AnswerTexts(LIST_TEXTS_KEPT);
    listTexts.set(world, texts);
  }
  return texts.get(key, writes, answer);
}

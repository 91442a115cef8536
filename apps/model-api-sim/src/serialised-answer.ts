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

/** Texts of answers, each valid until the simulator's next write; the most recent few are kept. */
export class AnswerTexts {
  private readonly texts = new Map<string, SerialisedAnswer>();

  constructor(private readonly capacity: number) {}

  /** The text kept for `key` at `writes` writes, or `answer()` serialised and kept. */
  get(key: string, writes: number, answer: () => unknown): SerialisedAnswer {
    const fullKey = `${writes}|${key}`;
    const kept = this.texts.get(fullKey);
    if (kept) return kept;
    const text = new SerialisedAnswer(JSON.stringify(answer()));
    for (const old of this.texts.keys()) {
      if (!old.startsWith(`${writes}|`) || this.texts.size >= this.capacity) {
        this.texts.delete(old);
      }
    }
    this.texts.set(fullKey, text);
    return text;
  }
}

/** Each world's kept list texts: a few callers' lists, until the next write. */
const listTexts = new WeakMap<object, AnswerTexts>();
const LIST_TEXTS_KEPT = 6;

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

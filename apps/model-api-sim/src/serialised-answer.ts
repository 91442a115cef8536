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
 * most recently used are kept, as many as `capacity` and `bytes` allow. Calls see different
 * counts (a cereal list does not see a blight treatment), so one call's text is never dropped
 * for another's count.
 */
export class AnswerTexts {
  private readonly texts = new Map<string, { writes: number; text: SerialisedAnswer }>();
  private kept = 0;

  constructor(
    private readonly capacity: number,
    private readonly bytes = Number.POSITIVE_INFINITY,
  ) {}

  /** The text kept for `key` at `writes` writes, or `answer()` serialised and kept. */
  get(key: string, writes: number, answer: () => unknown): SerialisedAnswer {
    const kept = this.texts.get(key);
    // Most recently used last, so the first is the one to drop.
    this.drop(key);
    if (kept && kept.writes === writes) {
      this.keep(key, kept);
      return kept.text;
    }
    const text = new SerialisedAnswer(JSON.stringify(answer()));
    const size = text.bytes.byteLength;
    // A text larger than the whole budget is kept alone: its next call is the likeliest.
    while (
      this.texts.size > 0 &&
      (this.texts.size >= this.capacity || this.kept + size > this.bytes)
    ) {
      const oldest = this.texts.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.keep(key, { writes, text });
    return text;
  }

  /** The bytes of the texts kept. */
  get size(): number {
    return this.kept;
  }

  private keep(key: string, entry: { writes: number; text: SerialisedAnswer }) {
    this.texts.set(key, entry);
    this.kept += entry.text.bytes.byteLength;
  }

  private drop(key: string) {
    const entry = this.texts.get(key);
    if (!entry) return;
    this.texts.delete(key);
    this.kept -= entry.text.bytes.byteLength;
  }
}

/**
 * Each world's kept list texts, until a write they show: the kept lists of two callers, within
 * 256 MB. At 20,000 plots an administrator's lists take 140 MB; at 100,000, 680 MB, which would
 * have taken the simulator over its 3 GB (issue 42): there the least recently used are written
 * again when asked.
 */
const listTexts = new WeakMap<object, AnswerTexts>();
export const LIST_TEXTS_KEPT = 14;
export const LIST_TEXT_BYTES = 256 * 2 ** 20;

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
    texts = new AnswerTexts(LIST_TEXTS_KEPT, LIST_TEXT_BYTES);
    listTexts.set(world, texts);
  }
  return texts.get(key, writes, answer);
}

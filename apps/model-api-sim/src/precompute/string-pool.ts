// One copy of each text in the rows the workers send (issue 42: shared strings). A row arrives
// as a structured clone, with its own copy of every text: the same client, variety, status,
// stage name or date, repeated in every row of 20,000, each a string object of its own.

export class StringPool {
  private readonly strings = new Map<string, string>();

  /** Replaces, in place, every text in `value` (objects and arrays, at any depth) by the pool's. */
  share<T>(value: T): T {
    return this.shared(value) as T;
  }

  private shared(value: unknown): unknown {
    if (typeof value === 'string') {
      const kept = this.strings.get(value);
      if (kept !== undefined) return kept;
      this.strings.set(value, value);
      return value;
    }
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.shared(value[i]);
      return value;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = this.shared(record[key]);
    return record;
  }
}

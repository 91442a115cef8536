// A kept list's repeated texts held once (issue 43: one 20,000-plot list under 20 MB). JSON.parse
// makes a new string for every value it reads: a client's name, a variety, a status or a date
// repeated on 20,000 rows is 20,000 strings, each with its own header. Once the list is checked,
// each text of its rows is replaced by the first string of the same value, so that the list holds
// one string per distinct value; the rows keep their shape, values and order.

/** Longer texts are rarely repeated (a comment, an identifier): not worth the lookup. */
const LONGEST_SHARED = 64;

function share(value: unknown, seen: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (value.length > LONGEST_SHARED) return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      value[index] = share(value[index], seen);
    }
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      // An own '__proto__' key (JSON.parse makes one) would set the prototype if assigned.
      if (key !== '__proto__') record[key] = share(record[key], seen);
    }
  }
  return value;
}

/** The rows, changed in place: each short text is the one string of its value in the list. */
export function withSharedStrings<Row>(rows: Row[]): Row[] {
  const seen = new Map<string, string>();
  for (let index = 0; index < rows.length; index += 1) {
    rows[index] = share(rows[index], seen) as Row;
  }
  return rows;
}

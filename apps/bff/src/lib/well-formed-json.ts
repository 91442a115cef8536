// Checks that an upstream answer is JSON without building it: JSON.parse allocated every object of
// the answer only to throw them away, which made checking cost as much as the simulator's whole
// answer. The grammar is RFC 8259's, with an explicit stack so depth cannot overflow the call stack.

const OBJECT = 0;
const ARRAY = 1;

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;

const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];

// Past the end, c is undefined and both comparisons are false.
const isDigit = (c: number | undefined) => (c as number) >= ZERO && (c as number) <= NINE;
const isHexDigit = (c: number | undefined) =>
  c !== undefined && (isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));

export const IS_SPACE = new Uint8Array(256);
IS_SPACE[SPACE] = IS_SPACE[TAB] = IS_SPACE[LF] = IS_SPACE[CR] = 1;

/** Index after the whitespace starting at `i`. */
function skipSpace(text: Uint8Array, i: number): number {
  // Past the end, text[i] is undefined and so is the table's entry: the loop stops.
  while (IS_SPACE[text[i] as number] === 1) i++;
  return i;
}

/** Bytes that end a run of plain string characters: control characters, quote and backslash. */
const ENDS_PLAIN_RUN = new Uint8Array(256);
for (let c = 0; c < SPACE; c++) ENDS_PLAIN_RUN[c] = 1;
ENDS_PLAIN_RUN[QUOTE] = 1;
ENDS_PLAIN_RUN[BACKSLASH] = 1;

/** Index after the string opening at `i` (on its quote), or -1 if it is not a valid string. */
function skipString(text: Uint8Array, i: number): number {
  i++;
  for (;;) {
    // Past the end, text[i] is undefined and so is the table's entry: the loop stops.
    while (ENDS_PLAIN_RUN[text[i] as number] === 0) i++;
    const c = text[i];
    if (c === QUOTE) return i + 1;
    if (c !== BACKSLASH) return -1;
    const escaped = text[i + 1];
    if (escaped === 0x75) {
      for (let k = 2; k < 6; k++) if (!isHexDigit(text[i + k])) return -1;
      i += 6;
    } else if (
      // " \ / b f n r t
      escaped === QUOTE ||
      escaped === BACKSLASH ||
      escaped === 0x2f ||
      escaped === 0x62 ||
      escaped === 0x66 ||
      escaped === 0x6e ||
      escaped === 0x72 ||
      escaped === 0x74
    ) {
      i += 2;
    } else {
      return -1;
    }
  }
}

/** Index after the number starting at `i`, or -1. */
function skipNumber(text: Uint8Array, i: number): number {
  if (text[i] === MINUS) i++;
  if (text[i] === ZERO) i++;
  else if (isDigit(text[i])) while (isDigit(text[i])) i++;
  else return -1;
  if (text[i] === DOT) {
    i++;
    if (!isDigit(text[i])) return -1;
    while (isDigit(text[i])) i++;
  }
  if (text[i] === 0x65 || text[i] === 0x45) {
    i++;
    if (text[i] === PLUS || text[i] === MINUS) i++;
    if (!isDigit(text[i])) return -1;
    while (isDigit(text[i])) i++;
  }
  return i;
}

function skipWord(text: Uint8Array, i: number, word: number[]): number {
  for (let k = 0; k < word.length; k++) if (text[i + k] !== word[k]) return -1;
  return i + word.length;
}

/** Index after `"key" :` and the space after it, starting on the key's quote; -1 if malformed. */
function skipKey(text: Uint8Array, i: number): number {
  if (text[i] !== QUOTE) return -1;
  i = skipString(text, i);
  if (i < 0) return -1;
  i = skipSpace(text, i);
  if (text[i] !== COLON) return -1;
  return skipSpace(text, i + 1);
}

/** Whether `text` (UTF-8) is exactly one JSON value, with optional whitespace around it. */
export function isWellFormedJson(text: Uint8Array): boolean {
  const open: number[] = [];
  let i = skipSpace(text, 0);
  for (;;) {
    // A value starts at i.
    const c = text[i];
    if (c === OPEN_BRACE) {
      i = skipSpace(text, i + 1);
      if (text[i] === CLOSE_BRACE) i++;
      else {
        open.push(OBJECT);
        i = skipKey(text, i);
        if (i < 0) return false;
        continue;
      }
    } else if (c === OPEN_BRACKET) {
      i = skipSpace(text, i + 1);
      if (text[i] === CLOSE_BRACKET) i++;
      else {
        open.push(ARRAY);
        continue;
      }
    } else if (c === QUOTE) i = skipString(text, i);
    else if (c === MINUS || isDigit(c)) i = skipNumber(text, i);
    else if (c === TRUE[0]) i = skipWord(text, i, TRUE);
    else if (c === FALSE[0]) i = skipWord(text, i, FALSE);
    else if (c === NULL[0]) i = skipWord(text, i, NULL);
    else return false;
    if (i < 0) return false;

    // After a value: close what it completes, then expect the next one.
    for (;;) {
      i = skipSpace(text, i);
      const container = open[open.length - 1];
      if (container === undefined) return i === text.length;
      const next = text[i];
      if (next === COMMA) {
        i = skipSpace(text, i + 1);
        if (container === OBJECT) {
          i = skipKey(text, i);
          if (i < 0) return false;
        }
        break;
      }
      if (next !== (container === OBJECT ? CLOSE_BRACE : CLOSE_BRACKET)) return false;
      open.pop();
      i++;
    }
  }
}

/** Where the next backslash of a piece is: -1 for none, -2 before it is looked for. */
export interface BackslashCache {
  at: number;
}

export const newBackslashCache = (): BackslashCache => ({ at: -2 });

/**
 * Inside a string, the index of the piece's next quote or backslash, or -1. Strings are most of a
 * list's bytes, and the native search beats a byte loop; the next backslash is looked for once
 * per piece, not at every string, which would rescan the whole piece each time.
 */
export function nextQuoteOrBackslash(piece: Uint8Array, i: number, backslash: BackslashCache) {
  if (backslash.at !== -1 && backslash.at < i) backslash.at = piece.indexOf(BACKSLASH, i);
  const quoteAt = piece.indexOf(QUOTE, i);
  return quoteAt === -1 || (backslash.at !== -1 && backslash.at < quoteAt) ? backslash.at : quoteAt;
}

/** Follows a JSON text fed piece by piece, as it streams through. */
export interface StructureTracker {
  /** Reads the next piece; false once the structure is broken (a bracket closed that was not open). */
  feed(piece: Uint8Array): boolean;
  /** Whether everything opened was closed: a truncated answer never is. */
  complete(): boolean;
}

/**
 * For answers too large to hold and check whole: follows brackets and strings only, which catches
 * a cut or unbalanced answer at a fraction of a full check's cost, without holding the answer.
 */
export function createStructureTracker(): StructureTracker {
  const open: number[] = [];
  let inString = false;
  let escaped = false;
  let broken = false;
  let seenValue = false;
  return {
    feed(piece) {
      if (broken) return false;
      const backslash = newBackslashCache();
      for (let i = 0; i < piece.length; i++) {
        if (inString) {
          if (escaped) {
            escaped = false;
            continue;
          }
          const stop = nextQuoteOrBackslash(piece, i, backslash);
          if (stop === -1) break;
          i = stop;
          if (piece[stop] === BACKSLASH) escaped = true;
          else inString = false;
          continue;
        }
        const c = piece[i] as number;
        if (c === QUOTE) {
          inString = true;
          seenValue = true;
        } else if (c === OPEN_BRACE) open.push(CLOSE_BRACE);
        else if (c === OPEN_BRACKET) open.push(CLOSE_BRACKET);
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          if (open.pop() !== c) {
            broken = true;
            return false;
          }
          seenValue = true;
        } else if (IS_SPACE[c] === 0) seenValue = true;
      }
      return true;
    },
    complete() {
      return !broken && !inString && open.length === 0 && seenValue;
    },
  };
}

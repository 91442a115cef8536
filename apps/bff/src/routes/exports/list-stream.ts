// Reads the rows of a list answer (`{ "data": [ row, row, ... ] }`) as they arrive, one parsed row
// at a time, so an export of 100,000 rows never holds the whole answer, as text or as objects.
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  IS_SPACE,
  newBackslashCache,
  nextQuoteOrBackslash,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from '../../lib/well-formed-json.ts';

/** Thrown when the answer is not a JSON object holding the list, or ends before it closes. */
export class MalformedListError extends Error {
  constructor(reason: string) {
    super(`liste illisible : ${reason}`);
    this.name = 'MalformedListError';
  }
}

const isSpace = (c: number) => IS_SPACE[c] === 1;

/**
 * Yields each element of the array under `key` in the top-level object of a JSON byte stream.
 * Each element is checked by JSON.parse; the surrounding structure is followed byte by byte, so a
 * truncated answer is an error, never a shorter list.
 */
export async function* listElements(
  source: AsyncIterable<Uint8Array>,
  key = 'data',
): AsyncGenerator<unknown, void, undefined> {
  const wantedKey = JSON.stringify(key);
  let depth = 0;
  let inString = false;
  let escaped = false;
  let seenTopLevel = false;
  /** Text of the last string closed directly in the top-level object (a candidate key). */
  let lastTopLevelString = '';
  let stringStart: number | null = null;
  let stringPieces: Uint8Array[] = [];
  let inList = false;
  let listDone = false;
  /** Pieces of the element being read, across chunks. */
  let element: Uint8Array[] = [];
  let elementStart: number | null = null;
  let elementsRead = 0;

  const textOf = (pieces: Uint8Array[]) => Buffer.concat(pieces).toString('utf8');
  function parseElement(): unknown {
    const text = textOf(element).trim();
    element = [];
    if (text === '') throw new MalformedListError('élément vide');
    try {
      return JSON.parse(text);
    } catch {
      throw new MalformedListError('élément invalide');
    }
  }

  for await (const chunk of source) {
    const rows: unknown[] = [];
    if (inList) elementStart = 0;
    const backslash = newBackslashCache();
    if (stringStart !== null) stringStart = 0;
    for (let i = 0; i < chunk.length; i++) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        const stop = nextQuoteOrBackslash(chunk, i, backslash);
        if (stop === -1) {
          i = chunk.length;
          continue;
        }
        i = stop;
        if (chunk[stop] === BACKSLASH) escaped = true;
        else {
          inString = false;
          if (stringStart !== null) {
            stringPieces.push(chunk.subarray(stringStart, i + 1));
            lastTopLevelString = textOf(stringPieces);
            stringPieces = [];
            stringStart = null;
          }
        }
        continue;
      }
      const c = chunk[i] as number;
      if (isSpace(c)) continue;
      if (depth === 0) {
        if (seenTopLevel) throw new MalformedListError('texte après la réponse');
        if (c !== OPEN_BRACE) throw new MalformedListError('la réponse n’est pas un objet');
        seenTopLevel = true;
        depth = 1;
        continue;
      }
      if (inList && depth === 2 && (c === COMMA || c === CLOSE_BRACKET)) {
        element.push(chunk.subarray(elementStart ?? 0, i));
        if (c === CLOSE_BRACKET && elementsRead === 0 && isBlank(element)) element = [];
        else {
          rows.push(parseElement());
          elementsRead++;
        }
        if (c === CLOSE_BRACKET) {
          inList = false;
          listDone = true;
          depth = 1;
        }
        elementStart = i + 1;
        continue;
      }
      if (c === QUOTE) {
        inString = true;
        if (depth === 1) {
          stringStart = i;
          stringPieces = [];
        }
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (depth === 1 && c === OPEN_BRACKET && !listDone && lastTopLevelString === wantedKey) {
          inList = true;
          elementStart = i + 1;
          element = [];
        }
        depth++;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth--;
        if (depth === 0 && c !== CLOSE_BRACE) throw new MalformedListError('crochet en trop');
      }
    }
    if (inList && elementStart !== null) element.push(chunk.subarray(elementStart));
    if (stringStart !== null) stringPieces.push(chunk.subarray(stringStart));
    yield* rows;
  }
  if (!seenTopLevel || depth !== 0 || inString) throw new MalformedListError('réponse tronquée');
  if (!listDone) throw new MalformedListError(`pas de liste « ${key} »`);
}

function isBlank(pieces: Uint8Array[]): boolean {
  return pieces.every((piece) => piece.every(isSpace));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listElements, MalformedListError } from '../src/routes/exports/list-stream.ts';

/** The text cut into chunks at the given points, as a socket would deliver it. */
async function* chunked(text: string, cuts: number[] = []): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const point of [...points, bytes.length]) {
    if (point > from) yield bytes.subarray(from, point);
    from = Math.max(from, point);
  }
}

async function collect(text: string, cuts: number[] = [], key?: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for await (const row of listElements(chunked(text, cuts), key)) rows.push(row);
  return rows;
}

describe('listElements', () => {
  it('yields the rows of the data list, whatever surrounds it', async () => {
    const text = ` { "total": 2, "liste": ["x"], "data" : [ {"nom":"Lefèvre","tags":["a,b]"]} ,
      {"nom":"Dupont \\"Jo\\"","n":{"x":[1,2]}} ], "suite": {"data": [9]} } `;
    expect(await collect(text)).toEqual([
      { nom: 'Lefèvre', tags: ['a,b]'] },
      { nom: 'Dupont "Jo"', n: { x: [1, 2] } },
    ]);
  });

  it('yields nothing for an empty list', async () => {
    expect(await collect('{"data":[ ]}')).toEqual([]);
  });

  it('yields exactly the list, however the answer is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 3 })),
        fc.jsonValue({ maxDepth: 2 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        async (rows, other, cuts, pretty) => {
          const text = JSON.stringify(
            { avant: other, data: rows, après: other },
            null,
            pretty ? 1 : 0,
          );
          // Through JSON once, as the rows would be seen by any JSON reader (-0 is 0).
          expect(await collect(text, cuts)).toEqual(JSON.parse(JSON.stringify(rows)));
        },
      ),
    );
  });

  it('refuses every truncated answer instead of giving a shorter list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1 }),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (rows, at, cuts) => {
          const text = JSON.stringify({ data: rows });
          const cut = text.slice(0, at % text.length);
          await expect(collect(cut, cuts)).rejects.toBeInstanceOf(MalformedListError);
        },
      ),
    );
  });

  it.each([
    ['[1,2]', 'not an object'],
    ['{"data":[1,]}', 'a trailing comma'],
    ['{"data":[,1]}', 'a missing element'],
    ['{"data":[1 2]}', 'a missing comma'],
    ['{"autre":[1]}', 'no data list'],
    ['{"data":[1]} {}', 'text after the answer'],
    ['{"data":[1]]}', 'an extra bracket'],
    ['<html>Erreur</html>', 'an HTML page'],
  ])('refuses %s (%s)', async (text) => {
    await expect(collect(text)).rejects.toBeInstanceOf(MalformedListError);
  });

  it('reads another key when told', async () => {
    expect(await collect('{"data":[1],"lignes":[2,3]}', [], 'lignes')).toEqual([2, 3]);
  });
});

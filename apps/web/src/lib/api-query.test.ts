import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeBff } from '../test/render';
import { apiDataQuery, LOCAL_ERRORS } from './api-query';

describe('apiDataQuery', () => {
  it("reads the call's data with the query's signal, its failure left to the screen", async () => {
    const requests = fakeBff(() => ({ status: 200, body: { data: [{ id: 1 }] } }));
    const query = apiDataQuery(['farmers', '7'], 'adviserFarmers', { params: { id: '7' } });
    const signal = new AbortController().signal;
    const data = await query.queryFn({ signal });
    expect(data).toEqual([{ id: 1 }]);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/conseillers/7/agriculteurs' });
    expect(query).toMatchObject({ queryKey: ['farmers', '7'], meta: LOCAL_ERRORS });
  });

  it('types the data as the catalogue answers it', () => {
    const query = apiDataQuery(['requests'], 'recalageStadeRequestsList');
    expectTypeOf(query.queryFn).returns.resolves.toEqualTypeOf<RecalageRequest[]>();
  });

  it("demands the input the catalogue entry needs, and a catalogue call's id", () => {
    // Compiled, never run: the errors expected are the typecheck's.
    const misuses = () => [
      // @ts-expect-error the station's id is a path parameter of stationGet
      apiDataQuery(['stations'], 'stationGet'),
      // @ts-expect-error a path parameter of stationGet is `id`, not `code`
      apiDataQuery(['stations'], 'stationGet', { params: { code: '1' } }),
      // @ts-expect-error not a catalogue call
      apiDataQuery(['stations'], 'stationGot'),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});

import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeBff } from '../test/render';
import { apiCall } from './api';
import { apiDataQuery, LOCAL_ERRORS } from './api-query';

const requests = apiCall('recalageStadeRequestsList', 'GET', 'previRecalage/demandes/stades');
const farmers = apiCall('adviserFarmers', 'GET', 'conseillers/{id}/agriculteurs');

describe('apiDataQuery', () => {
  it("reads the call's data with the query's signal, its failure left to the screen", async () => {
    const requests = fakeBff(() => ({ status: 200, body: { data: [{ id: 1 }] } }));
    const query = apiDataQuery(['farmers', '7'], farmers, { params: { id: '7' } });
    const signal = new AbortController().signal;
    const data = await query.queryFn({ signal });
    expect(data).toEqual([{ id: 1 }]);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/conseillers/7/agriculteurs' });
    expect(query).toMatchObject({ queryKey: ['farmers', '7'], meta: LOCAL_ERRORS });
  });

  it('types the data as the catalogue answers it', () => {
    const query = apiDataQuery(['requests'], requests);
    expectTypeOf(query.queryFn).returns.resolves.toEqualTypeOf<RecalageRequest[]>();
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalogue, type EndpointId } from './catalogue.ts';

describe('catalogue types', () => {
  it('keeps operation ids, methods and paths as literal types for the typed client', () => {
    expectTypeOf<'chnResults'>().toMatchTypeOf<EndpointId>();
    expectTypeOf<EndpointId>().not.toEqualTypeOf<string>();
    const login = catalogue.find((e) => e.id === 'login');
    expect(login?.method).toBe('POST');
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { catalogueRoutes } from './routes.generated.ts';

describe('catalogue routes', () => {
  it("holds every catalogue call's method and path, and nothing else", () => {
    const fromCatalogue = Object.fromEntries(catalogue.map((e) => [e.id, [e.method, e.path]]));
    expect(catalogueRoutes).toEqual(fromCatalogue);
    expect(Object.keys(catalogueRoutes)).toEqual(catalogue.map((e) => e.id));
  });

  it("types each route as its entry's literal method and path", () => {
    expectTypeOf(catalogueRoutes.stationGet).toEqualTypeOf<readonly ['GET', 'iot/station/{id}']>();
  });
});

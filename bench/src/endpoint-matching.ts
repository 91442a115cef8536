// Every proxied request is resolved against the catalogue before anything else (deny by default):
// this measures how many requests per second the matcher resolves.
import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { templateParams } from '@agro/contracts/catalogue/endpoint';
import { buildPath, createEndpointMatcher } from '@agro/contracts/catalogue/match';
import { opsPerSecond, type BenchResult } from './measure.ts';

export function benchmarkEndpointMatching(): BenchResult {
  const match = createEndpointMatcher(catalogue);
  const requests = catalogue.map((entry) => ({
    method: entry.method,
    path: buildPath(
      entry.path,
      Object.fromEntries(templateParams(entry.path).map((name) => [name, '12345'])),
    ),
  }));
  const rate = opsPerSecond(() => {
    let resolved = 0;
    for (const request of requests) if (match(request.method, request.path)) resolved += 1;
    return resolved;
  });
  return {
    name: `catalogue matching (${catalogue.length} entries)`,
    figure: `${Math.round(rate).toLocaleString('en-US')} requests/s`,
  };
}

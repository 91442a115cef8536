// What the feature tests check of the requests the fake BFF received.
import { expect } from 'vitest';
import type { RecordedRequest } from './render';

/**
 * The body of the request sent to `url`, checked to be a POST that carries the X-CSRF header the
 * BFF demands of every write (its guard against cross-site request forgery).
 */
export function csrfPostBody(requests: readonly RecordedRequest[], url: string): unknown {
  const sent = requests.find((request) => request.url === url);
  expect(sent?.method).toBe('POST');
  expect(sent?.headers['X-CSRF']).toBe('1');
  return sent?.body;
}

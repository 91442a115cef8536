import { catalogue } from '@agro/contracts/catalogue/catalogue';
import { describe, expect, it } from 'vitest';
import { fakeBff } from '../test/render';
import {
  API_ERROR_MESSAGE,
  ApiError,
  apiUrl,
  attachmentName,
  callApi,
  download,
  isWriteSuccess,
  request,
  UNAUTHORISED_MESSAGE,
} from './api';

describe('api client', () => {
  it('fills and encodes the path parameters of a catalogue path', () => {
    expect(apiUrl('conseillers/{id}/cgu', { id: 12 })).toBe('/api/conseillers/12/cgu');
    expect(apiUrl('comments/{commentId}/oads/{oad}', { commentId: 'a/b', oad: 'BH' })).toBe(
      '/api/comments/a%2Fb/oads/BH',
    );
    expect(() => apiUrl('conseillers/{id}')).toThrow(/id/);
  });

  it('sends the anti-forgery header on every call, reads and writes', async () => {
    const requests = fakeBff(() => ({ status: 200, body: { data: 1 } }));
    await request('GET', '/bff/session');
    await callApi('adviserAcceptTerms', { params: { id: '7' }, body: { cgu: 'v3' } });
    expect(requests.map((r) => r.headers['X-CSRF'])).toEqual(['1', '1']);
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/conseillers/7/cgu',
      body: { cgu: 'v3' },
    });
  });

  it("sends a call named by its id with the catalogue's method and path", async () => {
    const requests = fakeBff(() => ({ status: 200, body: { data: 1 } }));
    await callApi('stationGet', { params: { id: 'S 1' } });
    await callApi('capPlotDelete', { params: { id: 'P1' } });
    await callApi('stationHourData', {
      params: { id: '9' },
      query: { debut: '2026-06-01', fin: '2026-06-07' },
    });
    const route = (id: string) => catalogue.find((entry) => entry.id === id);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      [route('stationGet')?.method, apiUrl(route('stationGet')?.path ?? '', { id: 'S 1' })],
      [route('capPlotDelete')?.method, apiUrl(route('capPlotDelete')?.path ?? '', { id: 'P1' })],
      [
        route('stationHourData')?.method,
        `${apiUrl(route('stationHourData')?.path ?? '', { id: '9' })}?debut=2026-06-01&fin=2026-06-07`,
      ],
    ]);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/iot/station/S%201',
      '/api/previCap/plots/P1',
      '/api/iot/station/9/data/hour?debut=2026-06-01&fin=2026-06-07',
    ]);
  });

  it("turns a failure into an ApiError with the BFF's French message", async () => {
    fakeBff(() => ({ status: 403, body: { code: 403, message: 'Accès refusé' } }));
    await expect(request('GET', '/api/conseillers')).rejects.toMatchObject({
      status: 403,
      message: 'Accès refusé',
    });
  });

  it("falls back on the spec's descriptions when the answer carries no message", async () => {
    fakeBff((r) => ({ status: r.url === '/a' ? 401 : 500 }));
    await expect(request('GET', '/a')).rejects.toMatchObject({ message: UNAUTHORISED_MESSAGE });
    await expect(request('GET', '/b')).rejects.toMatchObject({ message: API_ERROR_MESSAGE });
  });

  it('reports a request that got no answer as a network failure', async () => {
    fakeBff(() => 'network-failure');
    const error = await request('GET', '/bff/config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkFailure).toBe(true);
  });

  it('reads a write as successful only when it answers 1', () => {
    expect(isWriteSuccess({ data: 1 })).toBe(true);
    expect(isWriteSuccess({ data: 0 })).toBe(false);
    expect(isWriteSuccess({ data: '1' })).toBe(false);
    expect(isWriteSuccess(null)).toBe(false);
  });

  it('downloads a file under the name the BFF gives, or the fallback', async () => {
    expect(attachmentName('attachment; filename="20260301_conseillers.xlsx"')).toBe(
      '20260301_conseillers.xlsx',
    );
    expect(attachmentName('attachment; filename=liste.xlsx')).toBe('liste.xlsx');
    expect(attachmentName(null)).toBeNull();
    const requests = fakeBff(() => ({ status: 200, body: 'contenu' }));
    const file = await download('/bff/exports/x.xlsx', 'x.xlsx');
    expect(file.fileName).toBe('x.xlsx');
    expect(file.blob.size).toBeGreaterThan(0);
    expect(requests[0]?.headers['X-CSRF']).toBe('1');
  });

  it('reports a failed download as an ApiError, network failures included', async () => {
    fakeBff(() => ({ status: 403, body: { code: 403, message: 'Accès refusé' } }));
    await expect(download('/bff/exports/x.xlsx', 'x.xlsx')).rejects.toMatchObject({
      status: 403,
      message: 'Accès refusé',
    });
    fakeBff(() => 'network-failure');
    await expect(download('/bff/exports/x.xlsx', 'x.xlsx')).rejects.toMatchObject({ status: 0 });
  });
});

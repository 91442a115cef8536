// The one way the browser talks to the server: same-origin fetch to the BFF, always with the
// anti-forgery header the BFF demands on /api and on state-changing /bff calls
// (docs/architecture.md, "BFF").
import type { CatalogueEntry, EndpointId } from '@agro/contracts/catalogue/catalogue';
import { catalogueRoutes } from '@agro/contracts/catalogue/routes.generated';

import { API_ERROR_MESSAGE, UNAUTHORISED_MESSAGE } from '@agro/contracts/error-messages';
import { ADVISER_WRITE_FAILED as WRITE_NOT_CONFIRMED_MESSAGE } from '@agro/domain/advisers';

export { API_ERROR_MESSAGE, UNAUTHORISED_MESSAGE };
/** Our wording for a request that never got an answer (server down, connection lost). */
export const NETWORK_ERROR_MESSAGE =
  'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.';

/** Status given to failures that have no HTTP answer. */
export const NETWORK_FAILURE_STATUS = 0;

export class ApiError extends Error {
  constructor(
    /** HTTP status, or NETWORK_FAILURE_STATUS when no answer came back. */
    readonly status: number,
    message: string,
    /** French message per invalid field, when the BFF rejected the input. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkFailure(): boolean {
    return this.status === NETWORK_FAILURE_STATUS;
  }
}

/** The spec's description of a failing status, for answers that carry no message of their own. */
export function describeStatus(status: number): string {
  return status === 401 ? UNAUTHORISED_MESSAGE : API_ERROR_MESSAGE;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: ErrorBody | null = null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // A proxy or a crashed server may answer HTML or nothing: the status still tells the story.
  }
  const message =
    typeof body?.message === 'string' && body.message.trim() !== ''
      ? body.message
      : describeStatus(response.status);
  const fields =
    body?.fields !== null && typeof body?.fields === 'object'
      ? (body.fields as Record<string, string>)
      : undefined;
  return new ApiError(response.status, message, fields);
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends one request to the BFF; JSON in, JSON out, `{ code, message }` failures as ApiError. */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-CSRF': '1' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_FAILURE_STATUS, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await bodyText(response);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * The answer's text, read chunk by chunk as it arrives. Chromium's `Response.text()` gathers a
 * large body before decoding it: on a 47 MB list (20,000 CHN plots) that took 2.3 to 3.7 s in
 * Debian's Chromium here, against 1.8 to 2.1 s read and decoded as it came (`pnpm bench
 * chn-follow-up`, docs/adr/0005-big-lists-in-the-browser.md).
 */
async function bodyText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the BFF gave in Content-Disposition, or the fallback. */
  fileName: string;
}

/** `attachment; filename="20260301_conseillers.xlsx"` gives `20260301_conseillers.xlsx`. */
export function attachmentName(disposition: string | null): string | null {
  const match =
    /filename="([^"]+)"/.exec(disposition ?? '') ?? /filename=([^;]+)/.exec(disposition ?? '');
  return match?.[1]?.trim() || null;
}

/** Fetches a file from the BFF (an export); failures are ApiErrors, as for JSON calls. */
export async function download(url: string, fallbackName: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { 'X-CSRF': '1' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_FAILURE_STATUS, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  const fileName = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

// Types of one catalogue entry, read from the zod schemas' inferred types without importing zod or
// the catalogue at run time: the browser bundle carries only the generated table of every call's
// method and path (contracts' catalogue/routes.generated.ts).
type EntryOf<Id extends EndpointId> = Extract<CatalogueEntry, { id: Id }>;
type Inferred<S, Side extends 'input' | 'output'> = S extends { _zod: Record<Side, infer T> }
  ? T
  : undefined;

export type ApiParams<Id extends EndpointId> = Inferred<EntryOf<Id>['params'], 'input'>;
export type ApiBody<Id extends EndpointId> = Inferred<EntryOf<Id>['body'], 'input'>;
export type ApiQuery<Id extends EndpointId> = Inferred<EntryOf<Id>['query'], 'input'>;
export type ApiAnswer<Id extends EndpointId> = Inferred<EntryOf<Id>['answer'], 'output'>;

/** `conseillers/{id}/cgu` with `{ id: 12 }` gives `/api/conseillers/12/cgu`. */
export function apiUrl(path: string, params?: Record<string, string | number>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Paramètre ${name} manquant pour ${path}`);
    return encodeURIComponent(String(value));
  });
  return `/api/${filled}`;
}

type ParamsArg<Id extends EndpointId> =
  ApiParams<Id> extends undefined ? { params?: undefined } : { params: ApiParams<Id> };
type BodyArg<Id extends EndpointId> =
  ApiBody<Id> extends undefined ? { body?: undefined } : { body: ApiBody<Id> };

type QueryArg<Id extends EndpointId> =
  ApiQuery<Id> extends undefined ? { query?: undefined } : { query?: ApiQuery<Id> };

export type CallInput<Id extends EndpointId> = ParamsArg<Id> &
  BodyArg<Id> &
  QueryArg<Id> & { signal?: AbortSignal };

/** `?debut=2026-06-01&fin=2026-06-07` from a call's query, its unset fields left out. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) parameters.set(key, String(value));
  }
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Calls the model API through the BFF's proxy: the catalogue call `id`, its method and path read
 * from the catalogue's route table, its input and answer typed from the entry's schemas.
 */
export function callApi<Id extends EndpointId>(
  id: Id,
  input: CallInput<Id>,
): Promise<ApiAnswer<Id>> {
  const [method, path] = catalogueRoutes[id];
  const params = input.params as Record<string, string | number> | undefined;
  const url = `${apiUrl(path, params)}${queryString(input.query ?? undefined)}`;
  return request<ApiAnswer<Id>>(method, url, {
    body: input.body,
    signal: input.signal,
  });
}

/** Spec 1 §7: a write answering `data: 1` succeeded; anything else is a failure to report. */
export function isWriteSuccess(answer: { data?: unknown } | null | undefined): boolean {
  return answer?.data === 1 || answer?.data === true;
}

/** A write the upstream answered without confirming it (spec 1 §8: 'Un problème est survenu.'). */
export class WriteNotConfirmed extends Error {
  constructor() {
    super(WRITE_NOT_CONFIRMED_MESSAGE);
  }
}

/** Waits for a write and throws WriteNotConfirmed unless it answered 1. */
export async function confirmedWrite(answer: Promise<{ data?: unknown }>): Promise<void> {
  if (!isWriteSuccess(await answer)) throw new WriteNotConfirmed();
}

/** Whether a record's read failed because there is none for this user (unknown, hidden, bad id). */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

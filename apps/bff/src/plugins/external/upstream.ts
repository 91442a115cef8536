// The connection to the institute's model API: one undici pool with time-outs, shared by the proxy
// and by the BFF's own calls (login, user, exports).
import { Pool } from 'undici';
import type { BffConfig } from '../../config.ts';
import { BffError, SERVER_UNAVAILABLE_MESSAGE, upstreamFailure } from '../../lib/errors.ts';

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the API base, without leading slash, e.g. `conseillers`. */
  path: string;
  token?: string | null;
  body?: unknown;
  requestId?: string;
}

/** An answer whose body is read as it arrives. */
export interface OpenAnswer {
  status: number;
  body: AsyncIterable<Uint8Array>;
  /** Reads and drops the rest of the body, so the connection can serve another call. */
  discard(): Promise<void>;
}

export interface Upstream {
  pool: Pool;
  origin: string;
  /** Path prefix of the API on its origin, e.g. `/api`. */
  basePath: string;
  /** Calls the API; network failures and unreadable answers become a 502 or 504 BffError. */
  call(request: UpstreamCall): Promise<UpstreamAnswer>;
  /** Calls the API and hands the body over unread, for answers too large to hold whole. */
  open(request: UpstreamCall): Promise<OpenAnswer>;
  /** Like call, but any non-2xx status becomes the matching BffError. */
  data<T = unknown>(request: UpstreamCall): Promise<T>;
  close(): Promise<void>;
}

function isTimeout(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}

export function createUpstream(config: BffConfig): Upstream {
  const url = new URL(config.upstreamUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const pool = new Pool(url.origin, {
    connections: 64,
    connect: { timeout: config.upstreamConnectTimeoutMs },
    headersTimeout: config.upstreamTimeoutMs,
    bodyTimeout: config.upstreamTimeoutMs,
  });

  async function open(request: UpstreamCall): Promise<OpenAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.requestId) headers['x-request-id'] = request.requestId;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await pool.request({
        method: request.method,
        path: `${basePath}/${request.path}`,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return {
        status: res.statusCode,
        body: res.body,
        discard: () => res.body.dump().then(() => undefined),
      };
    } catch (error) {
      throw new BffError(isTimeout(error) ? 504 : 502, SERVER_UNAVAILABLE_MESSAGE);
    }
  }

  async function call(request: UpstreamCall): Promise<UpstreamAnswer> {
    const answer = await open(request);
    const chunks: Uint8Array[] = [];
    try {
      for await (const chunk of answer.body) chunks.push(chunk);
    } catch (error) {
      throw new BffError(isTimeout(error) ? 504 : 502, SERVER_UNAVAILABLE_MESSAGE);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (text === '') return { status: answer.status, body: null };
    try {
      return { status: answer.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    }
  }

  return {
    pool,
    origin: url.origin,
    basePath,
    open,
    call,
    async data<T>(request: UpstreamCall): Promise<T> {
      const answer = await call(request);
      if (answer.status < 200 || answer.status >= 300) throw upstreamFailure(answer.status);
      return answer.body as T;
    },
    close: () => pool.close(),
  };
}

// The connection to the institute's model API: one undici pool with time-outs, shared by the proxy
// and by the BFF's own calls (login, user, exports).
import { Pool } from 'undici';
import type { BffConfig } from './config.ts';
import { BffError, SERVER_UNAVAILABLE_MESSAGE, upstreamFailure } from './errors.ts';

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

export interface Upstream {
  pool: Pool;
  origin: string;
  /** Path prefix of the API on its origin, e.g. `/api`. */
  basePath: string;
  /** Calls the API; network failures and unreadable answers become a 502 or 504 BffError. */
  call(request: UpstreamCall): Promise<UpstreamAnswer>;
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

  async function call(request: UpstreamCall): Promise<UpstreamAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.requestId) headers['x-request-id'] = request.requestId;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const res = await pool.request({
        method: request.method,
        path: `${basePath}/${request.path}`,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (error) {
      throw new BffError(isTimeout(error) ? 504 : 502, SERVER_UNAVAILABLE_MESSAGE);
    }
    if (text === '') return { status, body: null };
    try {
      return { status, body: JSON.parse(text) as unknown };
    } catch {
      throw new BffError(502, SERVER_UNAVAILABLE_MESSAGE);
    }
  }

  return {
    pool,
    origin: url.origin,
    basePath,
    call,
    async data<T>(request: UpstreamCall): Promise<T> {
      const answer = await call(request);
      if (answer.status < 200 || answer.status >= 300) throw upstreamFailure(answer.status);
      return answer.body as T;
    },
    close: () => pool.close(),
  };
}

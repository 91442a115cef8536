// /api/<path> → UPSTREAM_URL/<path>, only for calls of the catalogue (deny by default), after the
// session's rights and the catalogue's schemas are checked. The browser's cookies and credentials
// never travel upstream; the session's upstream token does, as a bearer.
import { catalogue, type CatalogueEntry } from '@agro/contracts/catalogue/catalogue';
import { createEndpointMatcher } from '@agro/contracts/catalogue/match';
import { canAccess } from '@agro/domain/rights';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import type { BffConfig } from '../config.ts';
import {
  API_ERROR_MESSAGE,
  BffError,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
  UNAUTHORISED_MESSAGE,
  upstreamFailure,
  type ErrorBody,
} from '../errors.ts';
import { parseInput } from '../input.ts';
import type { Session, SessionStore } from '../session.ts';
import type { Upstream } from '../upstream.ts';
import { createStructureTracker, isWellFormedJson } from '../well-formed-json.ts';

interface ProxiedCall {
  entry: CatalogueEntry;
  session: Session | null;
}

/** Headers of the browser that must not reach the upstream. */
const DROPPED_REQUEST_HEADERS = ['cookie', 'authorization', 'x-csrf', 'origin', 'referer'];
/** Headers of the upstream that must not reach the browser. */
const DROPPED_RESPONSE_HEADERS = ['set-cookie', 'www-authenticate', 'server', 'x-powered-by'];

const matchEndpoint = createEndpointMatcher(catalogue);

/**
 * The whole of a small answer. node:stream/consumers' buffer() goes through a Blob, which cost
 * more than the rest of the proxying for the usual few-kilobyte answers.
 */
function readWhole(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () =>
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)),
    );
    stream.once('error', reject);
  });
}

/**
 * Passes a streamed answer on while following its structure. The last piece is held back until the
 * end is checked: a malformed answer then stops short of its announced length, which every client
 * reports as a failed request instead of reading a cut answer as if it were whole.
 */
function structureChecked(request: FastifyRequest): Transform {
  const tracker = createStructureTracker();
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!tracker.feed(chunk)) return callback(malformedStreamed(request));
      const previous = held;
      held = chunk;
      callback(null, previous ?? undefined);
    },
    flush(callback) {
      if (!tracker.complete()) return callback(malformedStreamed(request));
      callback(null, held ?? undefined);
    },
  });
}

/** Before any byte has left, the browser receives this JSON error; after, the cut response. */
function malformedStreamed(request: FastifyRequest): BffError {
  request.log.warn('upstream streamed malformed JSON');
  return new BffError(502, API_ERROR_MESSAGE);
}

function sendError(reply: FastifyReply, error: BffError): void {
  for (const header of [
    'content-length',
    'content-encoding',
    'transfer-encoding',
    'content-type',
  ]) {
    reply.removeHeader(header);
  }
  reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(error.body() satisfies ErrorBody);
}

export interface ProxyDependencies {
  config: BffConfig;
  sessions: SessionStore;
  upstream: Upstream;
}

export async function registerProxy(app: FastifyInstance, deps: ProxyDependencies): Promise<void> {
  const { config, sessions, upstream } = deps;
  const calls = new WeakMap<FastifyRequest, ProxiedCall>();

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [pathWithPrefix = ''] = request.url.split('?');
    const match = matchEndpoint(request.method, pathWithPrefix.replace(/^\/api/, ''));
    if (!match) throw new BffError(404, NOT_FOUND_MESSAGE);
    const { endpoint: entry } = match;
    const open = (entry.rights as readonly string[]).includes('open');
    const session = sessions.read(request);
    if (!open) {
      if (!session) {
        if (request.cookies[sessions.cookieName]) sessions.end(request, reply);
        throw new BffError(401, UNAUTHORISED_MESSAGE);
      }
      if (!canAccess({ loggedIn: true, rights: session.rights }, entry.rights)) {
        throw new BffError(403, FORBIDDEN_MESSAGE);
      }
    }
    if (entry.params !== null) parseInput(entry.params, match.params, 'chemin');
    if (entry.query !== null) parseInput(entry.query, request.query, 'paramètres');
    if (entry.body !== null) {
      // Only the fields the catalogue knows travel upstream.
      request.body = parseInput(entry.body, request.body, 'corps');
    }
    calls.set(request, { entry, session });
  }

  function onResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    res: { statusCode: number; headers: IncomingHttpHeaders; stream: Readable },
  ): void {
    const status = res.statusCode;
    if (status < 200 || status >= 300) {
      res.stream.resume();
      if (status === 401) sessions.end(request, reply);
      sendError(reply, upstreamFailure(status));
      return;
    }
    const length = Number(res.headers['content-length'] ?? Number.NaN);
    if (!Number.isFinite(length) || length > config.checkedAnswerMaxBytes) {
      // Large answers go through as they come, never whole in memory; one found cut or
      // unbalanced on the way ends the response, so the browser never takes it for the data.
      reply.send(res.stream.pipe(structureChecked(request)));
      return;
    }
    readWhole(res.stream).then(
      (body) => {
        if (body.length > 0 && !isWellFormedJson(body)) {
          request.log.warn({ status }, 'upstream answered malformed JSON');
          sendError(reply, new BffError(502, API_ERROR_MESSAGE));
          return;
        }
        reply.send(body);
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'upstream answer interrupted');
        sendError(reply, new BffError(502, API_ERROR_MESSAGE));
      },
    );
  }

  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/api',
    rewritePrefix: upstream.basePath,
    // Let Fastify parse JSON bodies so they can be validated before they are forwarded.
    proxyPayloads: false,
    undici: upstream.pool,
    preHandler: guard,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const forwarded: Record<string, string | string[] | undefined> = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !DROPPED_REQUEST_HEADERS.includes(name)),
        );
        const call = calls.get(request as FastifyRequest);
        if (call?.entry.bearer && call.session) {
          forwarded.authorization = `Bearer ${call.session.upstreamToken}`;
        }
        forwarded['x-request-id'] = request.id;
        return forwarded;
      },
      rewriteHeaders: (headers) => {
        return Object.fromEntries(
          Object.entries(headers).filter(([name]) => !DROPPED_RESPONSE_HEADERS.includes(name)),
        ) as IncomingHttpHeaders;
      },
      onResponse: onResponse as never,
      onError: (reply, { error }) => {
        const code = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        reply.request.log.warn({ err: error }, 'upstream unreachable');
        sendError(reply as FastifyReply, new BffError(code, API_ERROR_MESSAGE));
      },
    },
  });
}

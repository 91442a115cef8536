// /api/<path> → UPSTREAM_URL/<path>, only for calls of the catalogue (deny by default), after the
// session's rights and the catalogue's schemas are checked. The browser's cookies and credentials
// never travel upstream; the session's upstream token does, as a bearer.
import {
  catalogue,
  type CatalogueEntry,
  type EndpointId,
} from '@agro/contracts/catalogue/catalogue';
import { buildPath, createEndpointMatcher } from '@agro/contracts/catalogue/match';
import { isWorldWrite } from '@agro/contracts/catalogue/writes';
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
} from '../lib/errors.ts';
import { parseInput } from '../lib/input.ts';
import {
  authoriseObjects,
  holdsRights,
  requireRights,
  type ObjectPolicy,
} from '../plugins/app/authorization.ts';
import type { ConcurrencyLimit } from '../plugins/app/concurrency.ts';
import type { SensitiveLimits } from '../plugins/external/rate-limits.ts';
import type { Session, SessionStore } from '../plugins/app/session.ts';
import type { Upstream } from '../plugins/external/upstream.ts';
import { createStructureTracker, isWellFormedJson } from '../lib/well-formed-json.ts';

/** The body of `send-email` once validated. */
interface OutgoingMail {
  recipients: string[];
  sender?: string;
  [field: string]: unknown;
}

interface ProxiedCall {
  entry: CatalogueEntry;
  session: Session | null;
  /** Upstream path rebuilt from the entry's template and the checked parameters. */
  path: string;
  /** The checked query, serialised again: nothing else of the browser's query travels. */
  query: string;
  /** When the whole call must be over, in ms since the epoch (not reset by each chunk). */
  deadline: number;
}

/** The browser's request headers that may reach the upstream; every other one stays here. */
const FORWARDED_REQUEST_HEADERS = ['host', 'accept-language', 'content-type', 'content-length'];
/** The upstream's answer headers that may reach the browser. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'etag',
  'last-modified',
];

/** Only the calls a page may make: those only the BFF makes are unknown under /api. */
const browserCalls = catalogue.filter((entry) => entry.browser);
const matchEndpoint = createEndpointMatcher(browserCalls);

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
  /**
   * The object-level policies (consent area, adviser links, comments, recalage requests), asked in
   * order once the call's rights and inputs are checked.
   */
  policies: readonly ObjectPolicy[];
  /**
   * Told each write once the model API has answered it (whatever its status: a failed write may
   * have changed something), before the answer reaches the browser: the paged lists it can change
   * are dropped, so the next read shows it.
   */
  onWrite?(entry: CatalogueEntry): void;
  /** Counts the open calls a client makes, per route family (login, reset, consent), and mail. */
  limits: SensitiveLimits;
  /** Upstream calls under way per session, shared with the exports. */
  callsUnderWay: ConcurrencyLimit;
}

/** The query as validated, in the form the upstream reads. */
function serialiseQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  return search.toString();
}

export async function registerProxy(app: FastifyInstance, deps: ProxyDependencies): Promise<void> {
  const { config, sessions, upstream, policies, limits } = deps;
  const { callsUnderWay } = deps;
  const calls = new WeakMap<FastifyRequest, ProxiedCall>();

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // The raw path, as the upstream would read it: an encoded `/api` prefix is not ours to guess.
    const [rawPath = ''] = request.url.split('?', 1);
    if (!rawPath.startsWith('/api/')) throw new BffError(404, NOT_FOUND_MESSAGE);
    const match = matchEndpoint(request.method, rawPath.slice('/api'.length));
    if (!match) throw new BffError(404, NOT_FOUND_MESSAGE);
    const { endpoint: entry } = match;
    const open = (entry.rights as readonly string[]).includes('open');
    const session = await sessions.read(request);
    if (open) {
      // A logged-in user's commune look-ups are no stranger's guesses.
      if (!session) await limits.consent(request);
    } else {
      if (!session) {
        if (request.cookies[sessions.cookieName]) await sessions.end(request, reply);
        throw new BffError(401, UNAUTHORISED_MESSAGE);
      }
      requireRights(session, entry.rights);
    }
    if (entry.params !== null) parseInput(entry.params, match.params, 'chemin');
    const parsedQuery =
      entry.query === null ? null : parseInput(entry.query, request.query, 'paramètres');
    const query = parsedQuery === null ? '' : serialiseQuery(parsedQuery);
    // Only the fields the catalogue knows travel upstream; calls without a body send none.
    request.body = entry.body === null ? undefined : parseInput(entry.body, request.body, 'corps');
    // Deny by default what only part of the call's holders may send (a Mycolis import, notes).
    const needed = entry.inputRights?.({ query: parsedQuery, body: request.body }) ?? null;
    if (needed && !(session && holdsRights(session, needed))) {
      throw new BffError(403, FORBIDDEN_MESSAGE);
    }
    await authoriseObjects(policies, {
      request,
      session,
      entryId: entry.id,
      params: match.params,
      body: request.body,
    });
    if (session && entry.id === ('sendEmail' satisfies EndpointId)) {
      request.body = await outgoingMail(session, request.body as OutgoingMail);
    }
    callsUnderWay.enter(request, reply, session?.id ?? `ip:${request.ip}`);
    calls.set(request, {
      entry,
      session,
      path: `${upstream.basePath}/${buildPath(entry.path, match.params)}`,
      query,
      deadline: Date.now() + config.upstreamTimeoutMs,
    });
  }

  /**
   * A mail as the platform sends it: from the platform's own address, whatever the page said, and
   * counted against the user's hourly recipients (the model API accepts known recipients only).
   */
  async function outgoingMail(session: Session, mail: OutgoingMail): Promise<OutgoingMail> {
    await limits.mail(session.login, mail.recipients.length);
    return { ...mail, sender: config.platform.supportEmail };
  }

  function onResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    res: { statusCode: number; headers: IncomingHttpHeaders; stream: Readable },
  ): void {
    const status = res.statusCode;
    const written = calls.get(request)?.entry;
    if (written && isWorldWrite(written)) deps.onWrite?.(written);
    if (status < 200 || status >= 300) {
      res.stream.resume();
      // The cookie is cleared at once; the revocation is shared in the background.
      if (status === 401) void sessions.end(request, reply);
      sendError(reply, upstreamFailure(status));
      return;
    }
    const call = calls.get(request);
    // A slow upstream may keep sending a chunk just before each time-out: the whole call has one.
    const stop = setTimeout(
      () => res.stream.destroy(new Error('upstream deadline')),
      Math.max(0, (call?.deadline ?? 0) - Date.now()),
    );
    res.stream.once('close', () => clearTimeout(stop));
    const length = Number(res.headers['content-length'] ?? Number.NaN);
    if (!Number.isFinite(length) || length > config.checkedAnswerMaxBytes) {
      // Large answers go through as they come, never whole in memory; one found cut or
      // unbalanced on the way ends the response, so the browser never takes it for the data.
      const checked = structureChecked(request);
      // pipe() does not pass an error on: a stream stopped at the deadline must end the answer.
      res.stream.once('error', (error) => checked.destroy(error));
      reply.send(res.stream.pipe(checked));
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

  function forwardedRequestHeaders(request: FastifyRequest, headers: IncomingHttpHeaders) {
    const forwarded: Record<string, string | string[] | undefined> = {
      accept: 'application/json',
      'x-request-id': request.id,
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      if (headers[name] !== undefined) forwarded[name] = headers[name];
    }
    const call = calls.get(request);
    if (call?.entry.bearer && call.session) {
      forwarded.authorization = `Bearer ${call.session.upstreamToken}`;
    }
    return forwarded;
  }

  function forwardedResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
    const forwarded: IncomingHttpHeaders = {};
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      if (headers[name] !== undefined) forwarded[name] = headers[name] as string;
    }
    return forwarded;
  }

  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/api',
    rewritePrefix: upstream.basePath,
    // Let Fastify parse JSON bodies so they can be validated before they are forwarded.
    proxyPayloads: false,
    undici: upstream.pool,
    preHandler: guard,
    // The path checked is the path sent: the upstream address is rebuilt from the catalogue's
    // template and the checked parameters, never taken from the browser's URL.
    handler: (request, reply, _dest, options) => {
      const call = calls.get(request) as ProxiedCall;
      return reply.from(call.path, {
        ...options,
        queryString: () => call.query,
        body: request.body === undefined ? null : (request.body as object),
      });
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        forwardedRequestHeaders(request as FastifyRequest, headers),
      rewriteHeaders: (headers) => forwardedResponseHeaders(headers),
      onResponse: onResponse as never,
      onError: (reply, { error }) => {
        const code = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        reply.request.log.warn({ err: error }, 'upstream unreachable');
        sendError(reply as FastifyReply, new BffError(code, API_ERROR_MESSAGE));
      },
    },
  });
}

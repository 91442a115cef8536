// Reading an export's source: the catalogue call it reads, the session allowed to read it, the
// upstream answer opened with the session's token, and the rows of a list answer as they arrive.
import { catalogue, type CatalogueEntry } from '@agro/contracts/catalogue/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_ERROR_MESSAGE,
  BffError,
  UNAUTHORISED_MESSAGE,
  upstreamFailure,
} from '../../lib/errors.ts';
import { requireRights, requireSession } from '../../plugins/app/authorization.ts';
import type { Session } from '../../plugins/app/session.ts';
import type { OpenAnswer } from '../../plugins/external/upstream.ts';
import type { ExportDependencies, ListExport } from './definition.ts';
import { listElements, MalformedListError } from './list-stream.ts';

/** The catalogue call an export reads: a GET, or the POST of a list asked with a body. */
export function sourceCall(id: string, method: 'GET' | 'POST' = 'GET'): CatalogueEntry {
  const source = catalogue.find((entry) => entry.id === id);
  if (!source || source.method !== method) {
    throw new Error(`export source ${id} is not a ${method} call`);
  }
  return source;
}

/** The path a list's source is read at on the platform's day: its call's, with its query. */
export function listSourcePath(
  source: CatalogueEntry,
  definition: Pick<ListExport<never>, 'sourceQuery'>,
  today: string,
): string {
  const query = definition.sourceQuery?.(today);
  if (!query) return source.path;
  const entries = Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]);
  return `${source.path}?${new URLSearchParams(entries).toString()}`;
}

/** The schema of one row of a list answer `{ data: Row[] }`. */
export function listRowSchema(answer: z.ZodType): z.ZodType {
  if (answer instanceof z.ZodObject) {
    const data = (answer.shape as Record<string, z.ZodType>).data;
    if (data instanceof z.ZodArray) return data.element as z.ZodType;
  }
  throw new Error('export source does not answer a { data: [...] } list');
}

/**
 * The session, once it holds the source's rights (401 without a session, 403 without them) and has
 * room for one more call under way (429 otherwise, counted until the download ends).
 */
export async function authorise(
  deps: ExportDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  source: CatalogueEntry,
): Promise<Session> {
  const session = await requireSession(deps.sessions, request);
  requireRights(session, source.rights);
  deps.callsUnderWay.enter(request, reply, session.id);
  return session;
}

/**
 * The source's answer for an authorised session: only a 200 comes back; an upstream 401 ends the
 * session, any other status becomes the BFF's error for it.
 */
export async function openSource(
  deps: ExportDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { upstreamToken: string },
  path: string,
  post?: { body: unknown },
): Promise<OpenAnswer> {
  const answer = await deps.upstream.open({
    method: post ? 'POST' : 'GET',
    path,
    token: session.upstreamToken,
    requestId: request.id,
    ...(post ? { body: post.body } : {}),
  });
  if (answer.status === 200) return answer;
  await answer.discard().catch(() => undefined);
  if (answer.status === 401) {
    await deps.sessions.end(request, reply);
    throw new BffError(401, UNAUTHORISED_MESSAGE);
  }
  throw upstreamFailure(answer.status);
}

/** The rows of the answer that the screen's filter keeps, each checked against the contract. */
export async function* keptRows(
  body: AsyncIterable<Uint8Array>,
  rowSchema: z.ZodType,
  keep: (row: unknown) => boolean,
): AsyncGenerator<unknown, void, undefined> {
  for await (const element of listElements(body)) {
    const parsed = rowSchema.safeParse(element);
    if (!parsed.success) throw new MalformedListError('ligne hors contrat');
    if (keep(parsed.data)) yield parsed.data;
  }
}

/**
 * Reads from a source before the workbook starts: an answer found cut, malformed or off contract
 * is then still the BFF's JSON 502 (after, it can only end the download).
 */
export async function readSource<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    request.log.warn({ err: error }, 'export source unreadable');
    throw new BffError(502, API_ERROR_MESSAGE);
  }
}

/** Every row of a list, gathered: for a file whose name or columns depend on all the rows. */
export async function gathered<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

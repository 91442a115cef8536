// Shape of one catalogue entry: one upstream call named in section 7 of a spec document.
import { z } from 'zod';
import type { Access } from '@agro/domain/rights';
import { CODE_MAX } from './input-limits.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Which spec document names the call (docs/architecture.md, "Specification"): 1 platform,
 * 2 ferti, 3 blight/stations/BH, 4 stages.
 */
export type SpecDocument = 1 | 2 | 3 | 4;

export interface Endpoint<
  TParams extends z.ZodType | null = z.ZodType | null,
  TQuery extends z.ZodType | null = z.ZodType | null,
  TBody extends z.ZodType | null = z.ZodType | null,
  TAnswer extends z.ZodType = z.ZodType,
  TId extends string = string,
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
> {
  /** Stable operation name, camelCase, unique (typed client and hooks are named after it). */
  readonly id: TId;
  readonly method: TMethod;
  /** Canonical path template without the `/api` prefix, e.g. `chns/{plotId}/results`. */
  readonly path: TPath;
  /** Any-of access list: rights, `*` for any logged-in user, `open` for no login. */
  readonly rights: readonly Access[];
  /** Path parameters, one key per `{name}` of the template; null when the path has none. */
  readonly params: TParams;
  /** Query string; null when the call takes none. */
  readonly query: TQuery;
  /** JSON body; null for GET and DELETE, a schema (possibly of an empty object) for POST and PUT. */
  readonly body: TBody;
  /** Schema of the upstream answer. */
  readonly answer: TAnswer;
  /** Where the spec names the call, and what it is for. */
  readonly spec: { readonly doc: SpecDocument; readonly section: string };
  readonly summary: string;
  /** False for the consent calls the old product sends without a bearer token (spec 1 §7). */
  readonly bearer: boolean;
  /**
   * False for the calls only the BFF makes on the browser's behalf (login, invited connection,
   * password reset and change): their answers carry tokens or say who has an account, so they are
   * never reachable under `/api/*`.
   */
  readonly browser: boolean;
  /**
   * Rights a call's input needs beyond `rights` (any one of them), when part of the call is not
   * every holder's: a Mycolis import (ADMIN) through the own-plot import's call, the detailed
   * list's `notes`. Null when the input needs no more.
   */
  readonly inputRights?: (input: { query: unknown; body: unknown }) => readonly Access[] | null;
}

type EndpointInput<
  TParams extends z.ZodType | null,
  TQuery extends z.ZodType | null,
  TBody extends z.ZodType | null,
  TAnswer extends z.ZodType,
  TId extends string,
  TMethod extends HttpMethod,
  TPath extends string,
> = Omit<
  Endpoint<TParams, TQuery, TBody, TAnswer, TId, TMethod, TPath>,
  'params' | 'query' | 'body' | 'bearer' | 'browser'
> & {
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  bearer?: boolean;
  browser?: boolean;
};

/** Declares a catalogue entry; omitted parts default to null (bearer and browser to true). */
export function endpoint<
  TAnswer extends z.ZodType,
  const TId extends string,
  const TMethod extends HttpMethod,
  const TPath extends string,
  TParams extends z.ZodType | null = null,
  TQuery extends z.ZodType | null = null,
  TBody extends z.ZodType | null = null,
>(
  input: EndpointInput<TParams, TQuery, TBody, TAnswer, TId, TMethod, TPath>,
): Endpoint<TParams, TQuery, TBody, TAnswer, TId, TMethod, TPath> {
  return {
    ...input,
    params: (input.params ?? null) as TParams,
    query: (input.query ?? null) as TQuery,
    body: (input.body ?? null) as TBody,
    bearer: input.bearer ?? true,
    browser: input.browser ?? true,
  };
}

/** A path parameter names an id or a code: CODE_MAX bounds it like any other input text. */
const pathSegment = z
  .string()
  .min(1, 'ne peut pas être vide')
  .max(CODE_MAX)
  .regex(/^[^/?#]+$/, 'ne doit contenir ni /, ni ?, ni #');

/** Path parameters as non-empty single segments, one key per name. */
export function pathParams<const K extends string>(...names: K[]) {
  return z.object(
    Object.fromEntries(names.map((n) => [n, pathSegment])) as Record<K, typeof pathSegment>,
  );
}

/** Answer `{ data: T }`: the spec's "the response carries a data field". */
export function dataAnswer<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Body of a POST or PUT that sends nothing. */
export const emptyBody = z.object({}).strict();

/**
 * Outcome of a write whose answer the spec reads as a flag: `1` (or `true`) means success, anything
 * else is a failure the screen reports (spec 1 §7, spec 2 §7).
 */
export const writeOutcome = z.union([z.number(), z.boolean(), z.string()]).nullable();

/** A shape the spec does not show: accepted as is, documented as unknown. */
export const unshownShape = z.unknown();

/** Names of `{param}` placeholders of a path template, in order. */
export function templateParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

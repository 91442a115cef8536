// Resolves a concrete request path to its catalogue entry, as the BFF and the simulator route.
import type { Endpoint, HttpMethod } from './endpoint.ts';

interface CompiledEntry<E extends Endpoint> {
  endpoint: E;
  /** Static text, or null for a `{param}` segment. */
  segments: (string | null)[];
  names: string[];
}

export interface EndpointMatch<E extends Endpoint> {
  endpoint: E;
  params: Record<string, string>;
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function compile<E extends Endpoint>(endpoint: E): CompiledEntry<E> {
  const names: string[] = [];
  const segments = splitPath(endpoint.path).map((segment) => {
    const param = /^\{([^}]+)\}$/.exec(segment);
    if (!param) return segment;
    names.push(param[1] as string);
    return null;
  });
  return { endpoint, segments, names };
}

/** Static segments win over parameters, left to right, like find-my-way (Fastify's router). */
function moreSpecific<E extends Endpoint>(a: CompiledEntry<E>, b: CompiledEntry<E>): boolean {
  for (let i = 0; i < a.segments.length; i += 1) {
    const aStatic = a.segments[i] !== null;
    const bStatic = b.segments[i] !== null;
    if (aStatic !== bStatic) return aStatic;
  }
  return false;
}

/** A segment as the upstream's router will read it; null when it cannot be decoded. */
function decodeSegment(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Parameter values that would not reach the upstream as the one segment that was checked: dot
 * segments vanish when a URL is normalised, and some servers read a backslash as a slash.
 */
export function isUnsafeParam(value: string): boolean {
  return value === '.' || value === '..' || value.includes('\\');
}

/**
 * Builds a matcher over a catalogue. The path is without the `/api` prefix and without query.
 * Every segment is URI-decoded before it is compared, so that `bhs/tableaudebor%64` is the static
 * `bhs/tableaudebord` the upstream will route it to, never a `{param}` of another entry checked
 * against other rights. Undecodable segments and unsafe parameters make the path unknown.
 */
export function createEndpointMatcher<E extends Endpoint>(entries: readonly E[]) {
  const byMethodAndLength = new Map<string, CompiledEntry<E>[]>();
  for (const entry of entries) {
    const compiled = compile(entry);
    const key = `${entry.method} ${compiled.segments.length}`;
    const bucket = byMethodAndLength.get(key) ?? [];
    bucket.push(compiled);
    byMethodAndLength.set(key, bucket);
  }

  return function match(method: string, path: string): EndpointMatch<E> | null {
    const raw = splitPath(path);
    const bucket = byMethodAndLength.get(`${method.toUpperCase()} ${raw.length}`);
    if (!bucket) return null;
    const parts: string[] = [];
    for (const segment of raw) {
      const decoded = decodeSegment(segment);
      if (decoded === null) return null;
      parts.push(decoded);
    }
    let best: CompiledEntry<E> | null = null;
    for (const candidate of bucket) {
      const fits = candidate.segments.every(
        (segment, i) => segment === null || segment === parts[i],
      );
      if (fits && (best === null || moreSpecific(candidate, best))) best = candidate;
    }
    if (!best) return null;
    const winner = best;
    const params: Record<string, string> = {};
    let nameIndex = 0;
    for (let i = 0; i < winner.segments.length; i += 1) {
      if (winner.segments[i] !== null) continue;
      const value = parts[i] as string;
      if (isUnsafeParam(value)) return null;
      params[winner.names[nameIndex] as string] = value;
      nameIndex += 1;
    }
    return { endpoint: winner.endpoint, params };
  };
}

/** Fills a path template; every parameter is URI-encoded as one segment. */
export function buildPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Paramètre manquant\u202f: ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function isHttpMethod(value: string): value is HttpMethod {
  return value === 'GET' || value === 'POST' || value === 'PUT' || value === 'DELETE';
}

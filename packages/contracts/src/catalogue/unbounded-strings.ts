// Finds the strings of a zod schema that take a text of any length: the check behind "every free
// text of the catalogue's inputs has a maximum length" (input-limits.ts). zod 4 keeps what a
// schema is in `schema._zod.def`; this reads it, wrapper by wrapper, down to every string.
//
// A string counts as bounded when a check gives it a maximum (max, length) or a pattern admits
// only texts of bounded length (an ISO date's, `^\d{4}-\d{2}-\d{2}$`): anchored at both ends,
// without * + or {n,}. Enums, literals, numbers and booleans take no free text; z.stringbool()
// takes only its listed words. Anything that takes any value (unknown, any, custom) is reported.

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}

interface Internals {
  readonly def: Def;
  readonly bag: Readonly<Record<string, unknown>>;
}

interface CheckDef {
  readonly check: string;
  readonly pattern?: RegExp;
}

const internals = (schema: unknown): Internals => (schema as { _zod: Internals })._zod;

/** Types that take no free text. */
const CLOSED_TYPES = new Set([
  'number',
  'int',
  'bigint',
  'boolean',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'date',
  'literal',
  'enum',
  'symbol',
  'file',
]);

/** Types that take any value: free text of any length among others. */
const OPEN_TYPES = new Set(['unknown', 'any', 'custom']);

/** Wrappers whose inner schema is what the input meets. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
  'promise',
]);

/** Drops escaped characters and character classes, which hold no quantifier of their own. */
function withoutClassesAndEscapes(source: string): string {
  return source.replace(/\\./g, 'x').replace(/\[(?:[^\]\\]|\\.)*\]/g, 'x');
}

/** True for an alternative `|` outside every group: `^a|b$` anchors neither whole alternative. */
function hasTopLevelAlternative(source: string): boolean {
  let depth = 0;
  for (const char of source) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

/** Whether every text the pattern accepts has a bounded length. */
export function isBoundedPattern(pattern: RegExp): boolean {
  if (pattern.multiline) return false;
  const source = withoutClassesAndEscapes(pattern.source);
  if (!source.startsWith('^') || !source.endsWith('$')) return false;
  if (hasTopLevelAlternative(source)) return false;
  return !/[*+]|\{\d*,\}/.test(source);
}

function isBoundedString(def: Def): boolean {
  const checks = ((def.checks as readonly unknown[] | undefined) ?? []).map(
    (check) => internals(check).def as unknown as CheckDef,
  );
  if (checks.some((check) => check.check === 'max_length' || check.check === 'length_equals')) {
    return true;
  }
  // A format (z.iso.date(), z.email()) carries its own pattern on the schema; .regex() adds one.
  const patterns = [def.pattern, ...checks.map((check) => check.pattern)];
  return patterns.some((pattern) => pattern instanceof RegExp && isBoundedPattern(pattern));
}

/**
 * Paths of the strings of `schema` with no maximum length, each under `path` ('body.csv[].name';
 * `<key>` for a record's keys). Empty when every text the schema takes is bounded.
 */
export function unboundedStrings(schema: unknown, path: string): string[] {
  const found = new Set<string>();
  const walking = new Set<unknown>();

  const walk = (node: unknown, at: string): void => {
    // A recursive schema (z.lazy) is walked once per branch.
    if (walking.has(node)) return;
    walking.add(node);
    try {
      visit(node, at);
    } finally {
      walking.delete(node);
    }
  };

  const visit = (node: unknown, at: string): void => {
    const { def, bag } = internals(node);
    const type = def.type;
    if (CLOSED_TYPES.has(type)) return;
    if (OPEN_TYPES.has(type)) {
      found.add(at);
      return;
    }
    if (WRAPPERS.has(type)) return walk(def.innerType, at);
    switch (type) {
      case 'string':
      case 'template_literal':
        if (!isBoundedString(def)) found.add(at);
        return;
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        for (const [key, field] of Object.entries(shape)) walk(field, `${at}.${key}`);
        // A loose object keeps unknown keys: its catch-all meets them.
        const catchall = def.catchall;
        if (catchall !== undefined && internals(catchall).def.type !== 'never') {
          walk(catchall, `${at}.*`);
        }
        return;
      }
      case 'array':
        return walk(def.element, `${at}[]`);
      case 'set':
        return walk(def.valueType, `${at}[]`);
      case 'tuple': {
        (def.items as readonly unknown[]).forEach((item, index) => walk(item, `${at}[${index}]`));
        if (def.rest !== null && def.rest !== undefined) walk(def.rest, `${at}[]`);
        return;
      }
      case 'union':
        for (const option of def.options as readonly unknown[]) walk(option, at);
        return;
      case 'intersection':
        walk(def.left, at);
        return walk(def.right, at);
      case 'record':
      case 'map':
        walk(def.keyType, `${at}.<key>`);
        return walk(def.valueType, `${at}.<value>`);
      case 'lazy':
        return walk((def.getter as () => unknown)(), at);
      case 'pipe':
        // z.stringbool() reads its string against its two lists of words, nothing else.
        if (Array.isArray(bag.truthy) && Array.isArray(bag.falsy)) return;
        walk(def.in, at);
        return walk(def.out, at);
      case 'transform':
        // The value was met by the schema before; a transform's output is no input.
        return;
      default:
        throw new Error(`${at}: zod type '${type}' is not known to the bounds check`);
    }
  };

  walk(schema, path);
  return [...found];
}

// Effective rights, access to a screen or call, and menu filtering (spec 1, sections 2 and 6).

/** Right codes carried by droitsTPC (spec 1 §6, spec 3 §6). */
export const RIGHT_CODES = [
  'ADMIN',
  'BH',
  'BSV_MIL',
  'CHN',
  'CHN_SUP',
  'EXTERNE',
  'METEO',
  'MILDIOU',
  'QN',
  'STADES',
] as const;
export type RightCode = (typeof RIGHT_CODES)[number];

/** Suffix of the write right: `ecriture` on code X gives `X-ecriture`. */
export const WRITE_SUFFIX = '-ecriture';
export type Right = RightCode | `${RightCode}-ecriture`;

/** Any logged-in user. */
export const ANY_LOGGED_IN = '*';
/** No login needed. */
export const OPEN = 'open';
export type Access = Right | typeof ANY_LOGGED_IN | typeof OPEN;

export interface DroitTPC {
  code: string;
  lecture?: boolean | null;
  ecriture?: boolean | null;
}

const knownRights: ReadonlySet<string> = new Set<string>(
  RIGHT_CODES.flatMap((code) => [code, `${code}${WRITE_SUFFIX}`]),
);

export function isKnownRight(value: string): value is Right {
  return knownRights.has(value);
}

export function isKnownAccess(value: string): value is Access {
  return value === ANY_LOGGED_IN || value === OPEN || isKnownRight(value);
}

/**
 * The effective right list: the code for `lecture`, the code with `-ecriture` for `ecriture`.
 * Unknown codes are kept (the upstream stays the authority); duplicates are removed.
 */
export function effectiveRights(droits: readonly DroitTPC[] | null | undefined): string[] {
  const rights = new Set<string>();
  for (const droit of droits ?? []) {
    const code = droit.code.trim();
    if (code === '') continue;
    if (droit.lecture === true) rights.add(code);
    if (droit.ecriture === true) rights.add(`${code}${WRITE_SUFFIX}`);
  }
  return [...rights];
}

export function hasRight(rights: readonly string[], right: Right): boolean {
  return rights.includes(right);
}

export type Viewer = { loggedIn: false } | { loggedIn: true; rights: readonly string[] };

/**
 * Whether a viewer may use something guarded by an any-of access list. An empty list or `open`
 * lets everyone in; otherwise the viewer must be logged in and hold a listed right, or the list
 * holds the wildcard `*`.
 */
export function canAccess(viewer: Viewer, access: readonly string[]): boolean {
  if (access.length === 0 || access.includes(OPEN)) return true;
  if (!viewer.loggedIn) return false;
  if (access.includes(ANY_LOGGED_IN)) return true;
  return access.some((right) => viewer.rights.includes(right));
}

/** Outcome of the route guard (spec 1 §2 "Guard rules"). */
export type GuardDecision = 'allow' | 'login' | 'forbidden';

export function guardRoute(viewer: Viewer, access: readonly string[]): GuardDecision {
  if (canAccess(viewer, access)) return 'allow';
  return viewer.loggedIn ? 'forbidden' : 'login';
}

export interface MenuNode<T = unknown> {
  /** Access list of the destination route; `undefined` means unrestricted. */
  access?: readonly string[];
  /** Whether the item leads somewhere; a parent with no destination is shown only for its children. */
  hasDestination: boolean;
  children?: readonly MenuNode<T>[];
  item: T;
}

/**
 * Menu filtering: an unrestricted item is shown to all; a restricted one needs `canAccess`; a
 * parent with no destination is shown only if at least one child is allowed.
 */
export function filterMenu<T>(nodes: readonly MenuNode<T>[], viewer: Viewer): MenuNode<T>[] {
  const shown: MenuNode<T>[] = [];
  for (const node of nodes) {
    const children = node.children ? filterMenu(node.children, viewer) : undefined;
    const selfAllowed = node.access === undefined || canAccess(viewer, node.access);
    if (node.hasDestination) {
      if (selfAllowed) shown.push(children ? { ...node, children } : node);
    } else if (children && children.length > 0 && selfAllowed) {
      shown.push({ ...node, children });
    }
  }
  return shown;
}

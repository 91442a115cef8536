import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY_LOGGED_IN,
  OPEN,
  RIGHT_CODES,
  canAccess,
  effectiveRights,
  filterMenu,
  guardRoute,
  hasRight,
  isKnownAccess,
  isKnownRight,
  type DroitTPC,
  type MenuNode,
  type Viewer,
} from './rights.ts';

const loggedOut: Viewer = { loggedIn: false };
const viewer = (...rights: string[]): Viewer => ({ loggedIn: true, rights });

describe('effectiveRights', () => {
  it('gives the code for lecture and CODE-ecriture for ecriture', () => {
    expect(
      effectiveRights([
        { code: 'MILDIOU', lecture: true, ecriture: true },
        { code: 'BH', lecture: true, ecriture: false },
        { code: 'BSV_MIL', lecture: false, ecriture: true },
      ]),
    ).toEqual(['MILDIOU', 'MILDIOU-ecriture', 'BH', 'BSV_MIL-ecriture']);
  });

  it('gives nothing for a code with neither flag, or flags null or missing', () => {
    expect(effectiveRights([{ code: 'CHN', lecture: false, ecriture: false }])).toEqual([]);
    expect(effectiveRights([{ code: 'CHN', lecture: null, ecriture: null }])).toEqual([]);
    expect(effectiveRights([{ code: 'CHN' }])).toEqual([]);
  });

  it('gives nothing for an empty, null or missing droitsTPC', () => {
    expect(effectiveRights([])).toEqual([]);
    expect(effectiveRights(null)).toEqual([]);
    expect(effectiveRights(undefined)).toEqual([]);
  });

  it('keeps unknown codes, since the upstream is the authority', () => {
    expect(effectiveRights([{ code: 'NOUVEAU', lecture: true, ecriture: true }])).toEqual([
      'NOUVEAU',
      'NOUVEAU-ecriture',
    ]);
  });

  it('removes duplicates', () => {
    expect(
      effectiveRights([
        { code: 'QN', lecture: true },
        { code: 'QN', lecture: true, ecriture: true },
        { code: ' QN ', ecriture: true },
      ]),
    ).toEqual(['QN', 'QN-ecriture']);
  });

  it('trims codes and skips blank ones', () => {
    expect(effectiveRights([{ code: ' ADMIN ', lecture: true }])).toEqual(['ADMIN']);
    expect(
      effectiveRights([
        { code: '', lecture: true },
        { code: '  ', ecriture: true },
      ]),
    ).toEqual([]);
  });

  it('does not confuse read and write: write alone does not give read', () => {
    const rights = effectiveRights([{ code: 'MILDIOU', ecriture: true }]);
    expect(hasRight(rights, 'MILDIOU-ecriture')).toBe(true);
    expect(hasRight(rights, 'MILDIOU')).toBe(false);
  });

  const droit: fc.Arbitrary<DroitTPC> = fc.record(
    {
      code: fc.oneof(fc.constantFrom(...RIGHT_CODES), fc.string()),
      lecture: fc.option(fc.boolean(), { nil: undefined }),
      ecriture: fc.option(fc.boolean()),
    },
    { requiredKeys: ['code'] },
  );

  it('only holds rights coming from a code with the matching flag', () => {
    fc.assert(
      fc.property(fc.option(fc.array(droit)), (droits) => {
        const rights = effectiveRights(droits);
        expect(new Set(rights).size).toBe(rights.length);
        for (const right of rights) {
          const fromRead = (droits ?? []).some(
            (d) => d.lecture === true && d.code.trim() === right,
          );
          const fromWrite = (droits ?? []).some(
            (d) => d.ecriture === true && `${d.code.trim()}-ecriture` === right,
          );
          expect(fromRead || fromWrite).toBe(true);
        }
      }),
    );
  });

  it('holds every flagged code', () => {
    fc.assert(
      fc.property(fc.array(droit), (droits) => {
        const rights = effectiveRights(droits);
        for (const d of droits) {
          const code = d.code.trim();
          if (code === '') continue;
          if (d.lecture === true) expect(rights).toContain(code);
          if (d.ecriture === true) expect(rights).toContain(`${code}-ecriture`);
        }
      }),
    );
  });
});

describe('known rights', () => {
  it('knows every code and its write form', () => {
    for (const code of RIGHT_CODES) {
      expect(isKnownRight(code)).toBe(true);
      expect(isKnownRight(`${code}-ecriture`)).toBe(true);
    }
  });

  it('does not know other codes, case variants or the wildcards as rights', () => {
    for (const value of [
      '',
      'mildiou',
      'NOUVEAU',
      'MILDIOU-lecture',
      'MILDIOU-ecriture-ecriture',
      '*',
      'open',
    ]) {
      expect(isKnownRight(value)).toBe(false);
    }
  });

  it('accepts the wildcard and open as access values', () => {
    expect(isKnownAccess(ANY_LOGGED_IN)).toBe(true);
    expect(isKnownAccess(OPEN)).toBe(true);
    expect(isKnownAccess('ADMIN')).toBe(true);
    expect(isKnownAccess('NOUVEAU')).toBe(false);
  });
});

describe('canAccess and guardRoute', () => {
  it('lets everyone in with an empty access list', () => {
    expect(canAccess(loggedOut, [])).toBe(true);
    expect(canAccess(viewer(), [])).toBe(true);
    expect(guardRoute(loggedOut, [])).toBe('allow');
  });

  it('lets everyone in when the list says open', () => {
    expect(canAccess(loggedOut, [OPEN])).toBe(true);
    expect(canAccess(loggedOut, ['ADMIN', OPEN])).toBe(true);
    expect(guardRoute(loggedOut, ['open'])).toBe('allow');
  });

  it('lets any logged-in user in with the wildcard, and sends others to login', () => {
    expect(canAccess(viewer(), [ANY_LOGGED_IN])).toBe(true);
    expect(canAccess(loggedOut, [ANY_LOGGED_IN])).toBe(false);
    expect(guardRoute(viewer(), ['*'])).toBe('allow');
    expect(guardRoute(loggedOut, ['*'])).toBe('login');
  });

  it('needs one of the listed rights', () => {
    expect(canAccess(viewer('STADES'), ['STADES'])).toBe(true);
    expect(canAccess(viewer('MILDIOU'), ['ADMIN', 'MILDIOU'])).toBe(true);
    expect(canAccess(viewer('MILDIOU'), ['MILDIOU-ecriture'])).toBe(false);
    expect(canAccess(viewer('MILDIOU-ecriture'), ['MILDIOU'])).toBe(false);
    expect(canAccess(viewer(), ['ADMIN'])).toBe(false);
  });

  it('forbids a logged-in user without the right and sends a logged-out one to login', () => {
    expect(guardRoute(viewer('BH'), ['ADMIN'])).toBe('forbidden');
    expect(guardRoute(loggedOut, ['ADMIN'])).toBe('login');
    expect(guardRoute(viewer('ADMIN'), ['ADMIN'])).toBe('allow');
  });

  it('lets an unknown right through only to a user holding it', () => {
    expect(canAccess(viewer('NOUVEAU'), ['NOUVEAU'])).toBe(true);
    expect(canAccess(viewer('ADMIN'), ['NOUVEAU'])).toBe(false);
  });

  it('never lets a logged-out viewer into a restricted list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...RIGHT_CODES, ANY_LOGGED_IN), { minLength: 1 }),
        (access) => {
          expect(canAccess(loggedOut, access)).toBe(false);
          expect(guardRoute(loggedOut, access)).toBe('login');
        },
      ),
    );
  });
});

describe('filterMenu', () => {
  const leaf = (item: string, access?: readonly string[]): MenuNode<string> => ({
    item,
    hasDestination: true,
    ...(access ? { access } : {}),
  });
  const section = (item: string, children: MenuNode<string>[]): MenuNode<string> => ({
    item,
    hasDestination: false,
    children,
  });
  const labels = (nodes: MenuNode<string>[]): unknown[] =>
    nodes.map((node) => (node.children ? [node.item, labels([...node.children])] : node.item));

  const menu: MenuNode<string>[] = [
    leaf('Accueil', ['*']),
    section('Ferti', [leaf('CHN', ['CHN']), leaf('QN', ['QN'])]),
    section('Mildiou', [
      leaf('Tableau de bord', ['MILDIOU']),
      leaf('Gestion parcelles', ['MILDIOU-ecriture']),
    ]),
    section('Administration', [leaf('Conseillers', ['ADMIN'])]),
    leaf('Aide'),
    leaf('Consentement', ['open']),
    section('Vide', []),
  ];

  it('shows a section only when one of its children is allowed, with only those children', () => {
    expect(labels(filterMenu(menu, viewer('QN', 'MILDIOU')))).toEqual([
      'Accueil',
      ['Ferti', ['QN']],
      ['Mildiou', ['Tableau de bord']],
      'Aide',
      'Consentement',
    ]);
  });

  it('shows everything to a user holding every right', () => {
    expect(
      labels(filterMenu(menu, viewer('CHN', 'QN', 'MILDIOU', 'MILDIOU-ecriture', 'ADMIN'))),
    ).toEqual([
      'Accueil',
      ['Ferti', ['CHN', 'QN']],
      ['Mildiou', ['Tableau de bord', 'Gestion parcelles']],
      ['Administration', ['Conseillers']],
      'Aide',
      'Consentement',
    ]);
  });

  it('shows unrestricted and open items to a logged-out viewer, nothing else', () => {
    expect(labels(filterMenu(menu, loggedOut))).toEqual(['Aide', 'Consentement']);
  });

  it('shows unrestricted items to a user without rights, and the wildcard ones', () => {
    expect(labels(filterMenu(menu, viewer()))).toEqual(['Accueil', 'Aide', 'Consentement']);
  });

  it('shows an item with an empty access list to all', () => {
    expect(labels(filterMenu([leaf('Libre', [])], loggedOut))).toEqual(['Libre']);
  });

  it('never shows a section without destination and without children', () => {
    expect(filterMenu([section('Vide', [])], viewer('ADMIN'))).toEqual([]);
    expect(filterMenu([{ item: 'Seul', hasDestination: false }], viewer('ADMIN'))).toEqual([]);
  });

  it('hides a restricted section even if a child is allowed', () => {
    const restricted: MenuNode<string> = {
      item: 'Admin',
      hasDestination: false,
      access: ['ADMIN'],
      children: [leaf('Aide admin')],
    };
    expect(filterMenu([restricted], viewer('BH'))).toEqual([]);
    expect(labels(filterMenu([restricted], viewer('ADMIN')))).toEqual([['Admin', ['Aide admin']]]);
  });

  it('keeps an allowed item with a destination even when none of its children is allowed', () => {
    const parent: MenuNode<string> = {
      item: 'Stades',
      hasDestination: true,
      access: ['STADES'],
      children: [leaf('Mycolis', ['ADMIN'])],
    };
    expect(filterMenu([parent], viewer('STADES'))).toEqual([{ ...parent, children: [] }]);
  });

  it('filters nested sections', () => {
    const nested = [section('Stades', [section('Céréales', [leaf('Recalage', ['STADES'])])])];
    expect(labels(filterMenu(nested, viewer('STADES')))).toEqual([
      ['Stades', [['Céréales', ['Recalage']]]],
    ]);
    expect(filterMenu(nested, viewer('BH'))).toEqual([]);
  });

  it('gives an empty menu for an empty list', () => {
    expect(filterMenu([], viewer('ADMIN'))).toEqual([]);
  });

  it('does not change the menu it is given', () => {
    const before = JSON.stringify(menu);
    filterMenu(menu, viewer('QN'));
    expect(JSON.stringify(menu)).toBe(before);
  });
});

import { isKnownAccess } from '@agro/domain/rights';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_MENU,
  MENU_SECTIONS,
  screens,
  type ExternalMenuLink,
  type Screen,
} from './screens.ts';

const all: readonly Screen[] = screens;

/** Route tables of spec 1 §2, spec 2 §2, spec 3 §2.1 and spec 4 §2, with their rights. */
const SPEC_ROUTES: [path: string, rights: string[]][] = [
  ['/', ['open']],
  ['/login', ['open']],
  ['/passwordForgotten', ['open']],
  ['/home', ['*']],
  ['/about', ['*']],
  ['/profil', ['*']],
  ['/help', ['*']],
  ['/ferti/chn/suivi', ['CHN']],
  ['/ferti/chn/parcelle/:id', ['CHN']],
  ['/ferti/qn/suivi', ['QN']],
  ['/ferti/qn/parcelle/:id', ['QN']],
  ['/ferti/qn/parametrage', ['ADMIN']],
  ['/bilanhydrique/tableaudebord', ['BH']],
  ['/bilanhydrique/parcelle/:id', ['BH']],
  ['/mildiou/tableaudebord', ['MILDIOU']],
  ['/mildiou/parcelle/:id', ['MILDIOU']],
  ['/mildiou/gap_meteo', ['MILDIOU']],
  ['/mildiou/bsv_mildiou', ['BSV_MIL-ecriture']],
  ['/mildiou/gestion_parcelles', ['MILDIOU-ecriture']],
  ['/meteo/tableaudebord', ['METEO']],
  ['/meteo/station/:id', ['METEO']],
  ['/meteo/tableaudebordmf', ['STADES']],
  ['/meteo/stationmf/:id', ['STADES']],
  ['/stade/mais/tableaudebord', ['STADES']],
  ['/stade/cap/tableaudebord', ['STADES']],
  ['/stade/cap/mesures', ['STADES']],
  ['/stade/recalage', ['STADES']],
  ['/stade/plot/:id', ['STADES']],
  ['/stade/cap/mycolis', ['ADMIN']],
  ['/qualite', ['ADMIN']],
  ['/administration/tableaudebord/bh', ['ADMIN']],
  ['/administration/tableaudebord/stade', ['ADMIN']],
  ['/administration/tableaudebord/pdt', ['ADMIN']],
  ['/administration/conseillers', ['ADMIN']],
  ['/gestion/agriculteurs', ['EXTERNE']],
  ['/consentement/compte', ['open']],
  ['/consentement/gestion', ['open']],
];

/** Named routes of spec 1 §2, spec 2 §2 and spec 3 §2.1. */
const SPEC_ROUTE_NAMES = [
  'login',
  'Home',
  'profil',
  'passwordForgotten',
  'help',
  'bh-tdb',
  'bh-detail-parcelle',
  'chn-suivi',
  'chn-detail-parcelle',
  'qn-suivi',
  'qn-detail-parcelle',
  'qn-validation',
  'qn-parametrage',
  'mildiou-tdb',
  'mildiou-detail-parcelle',
  'gap_meteo',
  'bsv_mildiou',
  'gestion_parcelles',
  'meteo-tdb',
  'detail-station',
  'meteofrance-tdb',
  'detail-plot',
  'stade-tdb-mais',
  'stade-cap-mesures',
  'recalage',
  'qualite',
  'admin-tdb-stade',
  'admin-conseillers',
  'gestion-agris',
  'consentement-compte',
  'consentement-gestion',
];

describe('screen table', () => {
  it.each(SPEC_ROUTES)('has the route %s with the rights of the spec', (path, rights) => {
    const screen = all.find((s) => s.path === path);
    expect(screen?.rights).toEqual(rights);
  });

  it('has every named route of the spec', () => {
    const names = new Set(all.map((s) => s.name));
    expect(SPEC_ROUTE_NAMES.filter((n) => !names.has(n))).toEqual([]);
  });

  it('has unique names and paths', () => {
    const names = all.map((s) => s.name);
    const paths = all.map((s) => s.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only known rights and menu sections', () => {
    const sections = new Set<string>(MENU_SECTIONS.map((s) => s.id));
    for (const s of all) {
      expect(s.rights.length).toBeGreaterThan(0);
      expect(s.rights.every((r) => isKnownAccess(r))).toBe(true);
      if (s.menu) expect(sections.has(s.menu.section)).toBe(true);
    }
  });

  it('gives the QN and blight side menus the labels of the spec, in order', () => {
    const sideLabels = (menu: string) =>
      all
        .filter((s) => s.sideMenu?.menu === menu && s.sideMenu.label)
        .map((s) => s.sideMenu?.label);
    expect(sideLabels('ferti-qn')).toEqual(['Tableau de bord', 'Paramétrage']);
    expect(sideLabels('mildiou')).toEqual([
      'Tableau de bord',
      '+ Météo',
      'Gérer mes Parcelles',
      'Mon espace BSV',
    ]);
    expect(sideLabels('ferti-chn')).toEqual([]);
    expect(sideLabels('stade')).toEqual(
      expect.arrayContaining(['Parcelles internes', 'Parcelles clients']),
    );
  });

  it('redirects / to /login', () => {
    expect(all.find((s) => s.path === '/')?.redirectTo).toBe('/login');
  });

  it('gives external advisers only their account and farmers management', () => {
    const links = EXTERNAL_MENU.flatMap((item): readonly ExternalMenuLink[] =>
      'items' in item ? item.items : [item],
    );
    expect(links.map((m) => [m.label, all.find((s) => s.name === m.screen)?.path])).toEqual([
      ['Mon compte', '/profil'],
      ['Mes conseillers', '/gestion/agriculteurs'],
    ]);
    expect(EXTERNAL_MENU.map((item) => item.label)).toEqual(['Mon compte', 'Gestion']);
  });

  it("titles the external adviser's consent page like its menu entry, 'Mes conseillers'", () => {
    const page = all.find((s) => s.name === 'gestion-agris');
    expect(page?.title).toBe('Mes conseillers');
    expect(page?.menu?.label).toBe('Mes conseillers');
  });
});

// The screen table: every route of the spec's route maps (spec 1 §2, spec 2 §2, spec 3 §2.1,
// spec 4 §2). The web router, the route guard, the menu filter and the tests read it.
import type { Access } from '@agro/domain/rights';

/** Top menu sections, in display order (spec 1 §2 "App shell"), with their French labels. */
export const MENU_SECTIONS = [
  { id: 'ferti', label: 'Ferti' },
  { id: 'mildiou', label: 'Mildiou' },
  { id: 'station', label: 'Station' },
  { id: 'bilanhydrique', label: 'Bilan hydrique' },
  { id: 'stade', label: 'Stade/Maladie' },
  { id: 'qualite', label: 'Qualité' },
  { id: 'administration', label: 'Administration' },
  { id: 'gestion', label: 'Gestion' },
  { id: 'aide', label: 'Aide' },
] as const;
export type MenuSectionId = (typeof MENU_SECTIONS)[number]['id'];

/** Side context menus shared by several routes of one module. */
export const SIDE_MENUS = [
  'ferti-chn',
  'ferti-qn',
  'mildiou',
  'meteo',
  'bilanhydrique',
  'stade',
] as const;
export type SideMenuId = (typeof SIDE_MENUS)[number];

/** The side menus' names, said by screen readers ('Menu Mildiou'). */
export const SIDE_MENU_TITLES: Readonly<Record<SideMenuId, string>> = {
  'ferti-chn': 'Ferti CHN',
  'ferti-qn': 'Ferti QN',
  mildiou: 'Mildiou',
  meteo: 'Stations',
  bilanhydrique: 'Bilan hydrique',
  stade: 'Stade/Maladie',
};

export interface Screen {
  /** Route name used in links (spec 1 §2 "Named routes"). */
  readonly name: string;
  /** Router path; `:id` marks a parameter. */
  readonly path: string;
  /** Any-of access list; `open` needs no login, `*` any logged-in user. */
  readonly rights: readonly Access[];
  /** French page title. */
  readonly title: string;
  /** Entry in the top menu, when the route is one. */
  readonly menu?: { readonly section: MenuSectionId; readonly label: string };
  /** The module side menu the route belongs to; `label` when the route is an item of it. */
  readonly sideMenu?: { readonly menu: SideMenuId; readonly label?: string };
  /** Route that only redirects. */
  readonly redirectTo?: string;
}

export const screens = [
  { name: 'root', path: '/', rights: ['open'], title: 'Accueil', redirectTo: '/login' },
  { name: 'login', path: '/login', rights: ['open'], title: 'Connexion' },
  {
    name: 'passwordForgotten',
    path: '/passwordForgotten',
    rights: ['open'],
    title: 'Mot de passe oublié',
  },
  { name: 'Home', path: '/home', rights: ['*'], title: 'Accueil' },
  { name: 'about', path: '/about', rights: ['*'], title: 'À propos' },
  { name: 'profil', path: '/profil', rights: ['*'], title: 'Profil utilisateur' },
  {
    name: 'help',
    path: '/help',
    rights: ['*'],
    title: 'Aide',
    menu: { section: 'aide', label: 'Aide' },
  },

  {
    name: 'chn-suivi',
    path: '/ferti/chn/suivi',
    rights: ['CHN'],
    title: 'Suivi CHN',
    menu: { section: 'ferti', label: 'CHN' },
    sideMenu: { menu: 'ferti-chn' },
  },
  {
    name: 'chn-detail-parcelle',
    path: '/ferti/chn/parcelle/:id',
    rights: ['CHN'],
    // Spec 2's "Detail de la parcelle CHN", accent restored (docs/spec-deviations.md).
    title: 'Détail de la parcelle CHN',
    sideMenu: { menu: 'ferti-chn' },
  },
  {
    name: 'qn-suivi',
    path: '/ferti/qn/suivi',
    rights: ['QN'],
    title: 'Suivi QN',
    menu: { section: 'ferti', label: 'QN' },
    sideMenu: { menu: 'ferti-qn', label: 'Tableau de bord' },
  },
  {
    name: 'qn-detail-parcelle',
    path: '/ferti/qn/parcelle/:id',
    rights: ['QN'],
    title: 'Détail de la parcelle QN',
    sideMenu: { menu: 'ferti-qn' },
  },
  {
    // The spec shows neither path nor right: it is the correction-request validation of the QN
    // follow-up, an ADMIN action (docs/spec-deviations.md).
    name: 'qn-validation',
    path: '/ferti/qn/validation',
    rights: ['ADMIN'],
    title: 'Validation des corrections QN',
    sideMenu: { menu: 'ferti-qn' },
  },
  {
    name: 'qn-parametrage',
    path: '/ferti/qn/parametrage',
    rights: ['ADMIN'],
    title: 'Paramétrage QN',
    sideMenu: { menu: 'ferti-qn', label: 'Paramétrage' },
  },

  {
    name: 'mildiou-tdb',
    path: '/mildiou/tableaudebord',
    rights: ['MILDIOU'],
    title: 'Mildiou - Tableau de bord',
    menu: { section: 'mildiou', label: 'Tableau de bord' },
    sideMenu: { menu: 'mildiou', label: 'Tableau de bord' },
  },
  {
    name: 'mildiou-detail-parcelle',
    path: '/mildiou/parcelle/:id',
    rights: ['MILDIOU'],
    title: 'Mildiou - Détail de la parcelle',
    sideMenu: { menu: 'mildiou' },
  },
  {
    name: 'gap_meteo',
    path: '/mildiou/gap_meteo',
    rights: ['MILDIOU'],
    title: '+ Météo',
    menu: { section: 'mildiou', label: '+ Météo' },
    sideMenu: { menu: 'mildiou', label: '+ Météo' },
  },
  {
    name: 'gestion_parcelles',
    path: '/mildiou/gestion_parcelles',
    rights: ['MILDIOU-ecriture'],
    title: 'Gérer mes Parcelles',
    menu: { section: 'mildiou', label: 'Gérer mes Parcelles' },
    sideMenu: { menu: 'mildiou', label: 'Gérer mes Parcelles' },
  },
  {
    name: 'bsv_mildiou',
    path: '/mildiou/bsv_mildiou',
    rights: ['BSV_MIL-ecriture'],
    title: 'Mon espace BSV',
    menu: { section: 'mildiou', label: 'Mon espace BSV' },
    sideMenu: { menu: 'mildiou', label: 'Mon espace BSV' },
  },

  {
    name: 'meteo-tdb',
    path: '/meteo/tableaudebord',
    rights: ['METEO'],
    title: 'Stations connectées',
    menu: { section: 'station', label: 'Stations connectées' },
    sideMenu: { menu: 'meteo', label: 'Stations connectées' },
  },
  {
    name: 'detail-station',
    path: '/meteo/station/:id',
    rights: ['METEO'],
    title: 'Détail de la station',
    sideMenu: { menu: 'meteo' },
  },
  {
    name: 'meteofrance-tdb',
    path: '/meteo/tableaudebordmf',
    rights: ['STADES'],
    title: 'Stations Météo-France',
    menu: { section: 'station', label: 'Stations Météo-France' },
    sideMenu: { menu: 'meteo', label: 'Stations Météo-France' },
  },
  {
    name: 'detail-station-mf',
    path: '/meteo/stationmf/:id',
    rights: ['STADES'],
    title: 'Détail de la station Météo-France',
    sideMenu: { menu: 'meteo' },
  },

  {
    name: 'bh-tdb',
    path: '/bilanhydrique/tableaudebord',
    rights: ['BH'],
    title: 'Bilan hydrique - Tableau de bord',
    menu: { section: 'bilanhydrique', label: 'Tableau de bord' },
    sideMenu: { menu: 'bilanhydrique', label: 'Tableau de bord' },
  },
  {
    name: 'bh-detail-parcelle',
    path: '/bilanhydrique/parcelle/:id',
    rights: ['BH'],
    title: 'Bilan hydrique - Détail de la parcelle',
    sideMenu: { menu: 'bilanhydrique' },
  },

  {
    name: 'stade-tdb-mais',
    path: '/stade/mais/tableaudebord',
    rights: ['STADES'],
    title: 'Maïs - Tableau de bord',
    menu: { section: 'stade', label: 'Maïs' },
    sideMenu: { menu: 'stade', label: 'Tableau de bord' },
  },
  {
    name: 'stade-tdb-cap',
    path: '/stade/cap/tableaudebord',
    rights: ['STADES'],
    title: 'Parcelles clients',
    menu: { section: 'stade', label: 'Céréales à paille' },
    sideMenu: { menu: 'stade', label: 'Parcelles clients' },
  },
  {
    name: 'stade-cap-mesures',
    path: '/stade/cap/mesures',
    rights: ['STADES'],
    title: 'Parcelles internes',
    sideMenu: { menu: 'stade', label: 'Parcelles internes' },
  },
  {
    name: 'recalage',
    path: '/stade/recalage',
    rights: ['STADES'],
    title: 'Recalage',
    menu: { section: 'stade', label: 'Recalage' },
    sideMenu: { menu: 'stade', label: 'Recalage' },
  },
  {
    name: 'detail-plot',
    path: '/stade/plot/:id',
    rights: ['STADES'],
    title: 'Détail de la parcelle',
    sideMenu: { menu: 'stade' },
  },
  {
    name: 'stade-cap-mycolis',
    path: '/stade/cap/mycolis',
    rights: ['ADMIN'],
    title: 'Import Mycolis',
    sideMenu: { menu: 'stade', label: 'Import Mycolis' },
  },

  {
    name: 'qualite',
    path: '/qualite',
    rights: ['ADMIN'],
    title: 'Qualité des parcelles',
    menu: { section: 'qualite', label: 'Parcelle' },
  },

  {
    name: 'admin-tdb-bh',
    path: '/administration/tableaudebord/bh',
    rights: ['ADMIN'],
    title: 'Tableau de bord - Bilan hydrique',
    menu: { section: 'administration', label: 'Tableau de bord Bilan hydrique' },
  },
  {
    name: 'admin-tdb-stade',
    path: '/administration/tableaudebord/stade',
    rights: ['ADMIN'],
    title: 'Tableau de bord - Stades et maladies',
    menu: { section: 'administration', label: 'Tableau de bord Stades et maladies' },
  },
  {
    name: 'admin-tdb-pdt',
    path: '/administration/tableaudebord/pdt',
    rights: ['ADMIN'],
    title: 'Tableau de bord - Pomme de terre',
    menu: { section: 'administration', label: 'Tableau de bord Pomme de terre' },
  },
  {
    name: 'admin-conseillers',
    path: '/administration/conseillers',
    rights: ['ADMIN'],
    title: 'Conseillers',
    menu: { section: 'administration', label: 'Conseillers' },
  },

  {
    name: 'gestion-agris',
    path: '/gestion/agriculteurs',
    rights: ['EXTERNE'],
    // The external adviser's consent page: titled like its menu entry (EXTERNAL_MENU below).
    title: 'Mes conseillers',
    menu: { section: 'gestion', label: 'Mes conseillers' },
  },
  {
    name: 'consentement-compte',
    path: '/consentement/compte',
    rights: ['open'],
    title: 'Compte',
  },
  {
    name: 'consentement-gestion',
    path: '/consentement/gestion',
    rights: ['open'],
    title: 'Gestion',
  },
] as const satisfies readonly Screen[];

export type ScreenName = (typeof screens)[number]['name'];

/**
 * External advisers see only 'Mon compte' and 'Mes conseillers' (spec 1 §2); the latter, the
 * consent management of their farmers, sits under 'Gestion', the item that carries the
 * unvalidated-consent badge.
 */
export const EXTERNAL_MENU = [
  { label: 'Mon compte', screen: 'profil' },
  { label: 'Gestion', items: [{ label: 'Mes conseillers', screen: 'gestion-agris' }] },
] as const satisfies readonly ExternalMenuItem[];

export interface ExternalMenuLink {
  readonly label: string;
  readonly screen: ScreenName;
}
export type ExternalMenuItem =
  ExternalMenuLink | { readonly label: string; readonly items: readonly ExternalMenuLink[] };

export function screenByName(name: string): Screen | undefined {
  return screens.find((screen) => screen.name === name);
}

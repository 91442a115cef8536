// The demo accounts (README "Demo accounts"): one per kind of user the platform serves.
import type { DroitTPC } from '@agro/domain/rights';

export const DEMO_PASSWORD = 'Demo-Agro-2026!';

export type PersonaKey = 'admin' | 'conseiller' | 'ferti' | 'bsv' | 'externe' | 'staff';

export interface Persona {
  key: PersonaKey;
  /** What the user types in the login field. */
  loginInput: string;
  /** The login the API returns (staff keep their domain prefix, stripped for display). */
  login: string;
  email: string;
  userName: string;
  who: string;
  droitsTPC: DroitTPC[];
  externe: boolean;
  /** Departments where this user may recalibrate stages (spec 4 §6). */
  recalageDepartements: string[];
  /** Integrators (codes) whose water-balance plots this user follows. */
  bhOperateurs: string[];
}

const read = (code: string): DroitTPC => ({ code, lecture: true, ecriture: false });
const readWrite = (code: string): DroitTPC => ({ code, lecture: true, ecriture: true });

export function demoPersonas(instituteKeyword: string): Persona[] {
  return [
    {
      key: 'admin',
      loginInput: 'admin@demo.fr',
      login: 'admin@demo.fr',
      email: 'admin@demo.fr',
      userName: 'Administrateur Démo',
      who: 'administrateur',
      droitsTPC: [
        readWrite('ADMIN'),
        read('CHN'),
        read('CHN_SUP'),
        read('QN'),
        read('BH'),
        readWrite('MILDIOU'),
        readWrite('BSV_MIL'),
        read('METEO'),
        read('STADES'),
      ],
      externe: false,
      recalageDepartements: [],
      bhOperateurs: [],
    },
    {
      key: 'conseiller',
      loginInput: 'conseiller@demo.fr',
      login: 'conseiller@demo.fr',
      email: 'conseiller@demo.fr',
      userName: 'Claire Conseil',
      who: 'conseillère',
      droitsTPC: [readWrite('MILDIOU'), read('METEO'), read('BH'), read('STADES')],
      externe: false,
      recalageDepartements: ['28', '45', '41'],
      bhOperateurs: ['OP02', 'OP03', 'OP06'],
    },
    {
      key: 'ferti',
      loginInput: 'ferti@demo.fr',
      login: 'ferti@demo.fr',
      email: 'ferti@demo.fr',
      userName: 'Rémi Fertilisation',
      who: 'ingénieur régional',
      droitsTPC: [read('CHN'), read('QN')],
      externe: false,
      recalageDepartements: [],
      bhOperateurs: [],
    },
    {
      key: 'bsv',
      loginInput: 'bsv@demo.fr',
      login: 'bsv@demo.fr',
      email: 'bsv@demo.fr',
      userName: 'Bruno Bulletin',
      who: 'conseiller bulletin de santé du végétal',
      droitsTPC: [read('MILDIOU'), readWrite('BSV_MIL'), read('METEO')],
      externe: false,
      recalageDepartements: [],
      bhOperateurs: [],
    },
    {
      key: 'externe',
      loginInput: 'externe@demo.fr',
      login: 'externe@demo.fr',
      email: 'externe@demo.fr',
      userName: 'Emma Externe',
      who: 'conseillère externe',
      droitsTPC: [read('EXTERNE'), read('MILDIOU'), read('METEO')],
      externe: true,
      recalageDepartements: [],
      bhOperateurs: [],
    },
    {
      key: 'staff',
      loginInput: 'jdupont',
      login: `${instituteKeyword.toUpperCase()}\\jdupont`,
      email: `jean.dupont@${instituteKeyword.toLowerCase()}-demo.fr`,
      userName: 'Jean Dupont',
      who: "agent de l'institut",
      droitsTPC: [read('STADES'), read('METEO'), read('BH')],
      externe: false,
      recalageDepartements: [],
      bhOperateurs: [],
    },
  ];
}

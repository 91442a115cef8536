// Sessions as GET /bff/session answers them, shaped like the simulator's demo accounts.
import type { User } from '@agro/contracts/entities/platform';
import type { SessionAnswer } from '../lib/session';

function user(overrides: Partial<User>): User {
  return {
    login: 'ferti@demo.fr',
    userName: 'Rémi Fertilisation',
    email: 'ferti@demo.fr',
    externe: false,
    externeInfos: null,
    profilsADPU: [],
    droitsTPC: [],
    ...overrides,
  };
}

export const fertiSession: SessionAnswer = {
  user: user({
    droitsTPC: [
      { code: 'CHN', lecture: true, ecriture: false },
      { code: 'QN', lecture: true, ecriture: false },
    ],
  }),
  rights: ['CHN', 'QN'],
  recalagePrivileged: false,
};

export function externalSession(cgu: string | null, pending = 3): SessionAnswer {
  return {
    user: user({
      login: 'externe@demo.fr',
      userName: 'Emma Externe',
      email: 'externe@demo.fr',
      externe: true,
      externeInfos: { services: [], cgu, id_conseiller: 42, non_valid: pending },
      droitsTPC: [
        { code: 'EXTERNE', lecture: true, ecriture: false },
        { code: 'MILDIOU', lecture: true, ecriture: false },
        { code: 'METEO', lecture: true, ecriture: false },
      ],
    }),
    rights: ['EXTERNE', 'MILDIOU', 'METEO'],
    recalagePrivileged: false,
  };
}

export const adminSession: SessionAnswer = {
  user: user({
    login: 'admin@demo.fr',
    userName: 'Administrateur Démo',
    email: 'admin@demo.fr',
    droitsTPC: [{ code: 'ADMIN', lecture: true, ecriture: true }],
  }),
  rights: ['ADMIN', 'ADMIN-ecriture'],
  recalagePrivileged: false,
};

/** Institute staff: the login carries the institute's domain, the e-mail its name. */
export const staffSession: SessionAnswer = {
  user: user({
    login: 'INSTITUT\\jdupont',
    userName: 'Jean Dupont',
    email: 'jean.dupont@institut-demo.fr',
    droitsTPC: [{ code: 'STADES', lecture: true, ecriture: false }],
  }),
  rights: ['STADES'],
  recalagePrivileged: false,
};

export const conseillerSession: SessionAnswer = {
  user: user({
    login: 'conseiller@demo.fr',
    userName: 'Claire Conseil',
    email: 'conseiller@demo.fr',
    droitsTPC: [{ code: 'MILDIOU', lecture: true, ecriture: true }],
  }),
  rights: ['MILDIOU', 'MILDIOU-ecriture'],
  recalagePrivileged: false,
};

/** conseiller@demo.fr as seeded: MILDIOU (read and write), METEO, BH and STADES read rights. */
export const adviserSession: SessionAnswer = {
  user: user({
    login: 'conseiller@demo.fr',
    userName: 'Claire Conseil',
    email: 'conseiller@demo.fr',
    droitsTPC: [
      { code: 'MILDIOU', lecture: true, ecriture: true },
      { code: 'METEO', lecture: true, ecriture: false },
      { code: 'BH', lecture: true, ecriture: false },
      { code: 'STADES', lecture: true, ecriture: false },
    ],
  }),
  rights: ['MILDIOU', 'MILDIOU-ecriture', 'METEO', 'BH', 'STADES'],
  recalagePrivileged: false,
};

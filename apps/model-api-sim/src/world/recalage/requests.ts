// Recalage requests (spec 4 §3, §4, §6): the stage (stade) and disease (maladie) requests of the
// institute's staff and advisers, their management validation and integration, and the recalages
// in production the institute's own file holds. The state is the world's, drawn on first use and
// gone with a reset (a new world); docs/simulator.md "Recalage" lists the seeded requests.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { cerealHarvestYear } from '@agro/domain/dates';
import type { RecalageStage } from '@agro/domain/recalage';
import { displayLogin } from '@agro/domain/session';
import type { World } from '../world.ts';

export type RequestKind = 'stade' | 'maladie';

/** The stage a stage request shifts: epi 1 cm (stem elongation) or heading (the domain's list). */
export type { RecalageStage };

/** A stored request: the listed fields, and when it was integrated (stage requests). */
export interface StoredRequest extends RecalageRequest {
  id: number;
  kind: RequestKind;
  /** ISO date and time of the integration; null until then. */
  integratedAt: string | null;
}

/** A recalage in production that no request of the list brought (the institute's own file). */
export interface ProductionRecalage {
  campagne: number;
  espece: string;
  stage: RecalageStage;
  days: number;
  departements: string[];
  from: string;
  to: string;
  commentaire: string;
}

export interface RecalageWorld {
  requests: Map<number, StoredRequest>;
  nextId: number;
  production: ProductionRecalage[];
}

const states = new WeakMap<World, RecalageWorld>();

/** The world's recalage state, seeded on first use. */
export function recalageOf(world: World): RecalageWorld {
  let state = states.get(world);
  if (!state) {
    state = seedRecalage(world);
    states.set(world, state);
  }
  return state;
}

/**
 * E-mail of a requester: the world's account of that login, else the institute's address (the
 * seeded requesters other than the demo staff member have no account). The report mails go there.
 */
export function requesterEmail(world: World, request: StoredRequest, keyword: string): string {
  const code = (request.codeagent_demandeur ?? '').toLowerCase();
  const account = world.users.find(
    (user) => displayLogin(user.login, keyword).toLowerCase() === code,
  );
  if (account) return account.email;
  const local = (request.demandeur ?? code)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local || 'recalage'}@${keyword.toLowerCase()}-demo.fr`;
}

/** Every requester's address: the people the recalage module writes to. */
export function requesterEmails(world: World, keyword: string): string[] {
  return [...recalageOf(world).requests.values()].map((request) =>
    requesterEmail(world, request, keyword),
  );
}

/** The harvest year of the world's campaign (the recalage window's, spec 4 §5.3). */
export const campaignOf = (world: World): number => cerealHarvestYear(world.today);

/** Requesters of the seeded requests: the demo staff member and two institute logins. */
export const SEEDED_REQUESTERS = {
  jdupont: 'Jean Dupont',
  mmartin: 'Marie Martin',
  plefevre: 'Paul Lefèvre',
} as const;
type Requester = keyof typeof SEEDED_REQUESTERS;

const DAY_MS = 86_400_000;
const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T09:30:00.000Z`) - days * DAY_MS).toISOString();

interface Seed {
  kind: RequestKind;
  by: Requester;
  /** 0 this campaign, 1 the previous one (archived). */
  ago: 0 | 1;
  culture: string;
  stade?: RecalageStage;
  maladie?: string;
  departements: string[];
  /** Sowing range as month-day in the autumn before the harvest. */
  from: string;
  to: string;
  jours: number;
  varietes?: string[];
  notesensibilite?: number;
  commentaire: string;
  /** Days before today the request was made. */
  madeDaysAgo: number;
  validated: boolean;
  /** Days before today it was integrated; null when it is not. */
  integratedDaysAgo: number | null;
}

const SEEDS: readonly Seed[] = [
  {
    kind: 'stade',
    by: 'mmartin',
    ago: 1,
    culture: '17',
    stade: 'epi1cm',
    departements: ['28'],
    from: '10-01',
    to: '10-31',
    jours: 5,
    commentaire: 'Épi 1 cm observé en retard sur les semis précoces de Beauce.',
    madeDaysAgo: 420,
    validated: true,
    integratedDaysAgo: 415,
  },
  {
    kind: 'stade',
    by: 'plefevre',
    ago: 1,
    culture: '27',
    stade: 'epiaison',
    departements: ['76'],
    from: '09-21',
    to: '10-20',
    jours: -2,
    commentaire: 'Épiaison des orges en avance sur le plateau de Caux.',
    madeDaysAgo: 400,
    validated: true,
    integratedDaysAgo: 396,
  },
  {
    kind: 'stade',
    by: 'jdupont',
    ago: 1,
    culture: '17',
    stade: 'epi1cm',
    departements: ['45', '41'],
    from: '10-11',
    to: '11-10',
    jours: 3,
    commentaire: 'Demande restée sans suite.',
    madeDaysAgo: 390,
    validated: false,
    integratedDaysAgo: null,
  },
  {
    kind: 'stade',
    by: 'jdupont',
    ago: 0,
    culture: '17',
    stade: 'epi1cm',
    departements: ['28', '45'],
    from: '10-11',
    to: '10-31',
    jours: 3,
    commentaire: 'Épi 1 cm observé 3 jours après la prévision dans le réseau.',
    madeDaysAgo: 12,
    validated: false,
    integratedDaysAgo: null,
  },
  {
    kind: 'stade',
    by: 'mmartin',
    ago: 0,
    culture: '40',
    stade: 'epiaison',
    departements: ['31'],
    from: '11-01',
    to: '11-30',
    jours: 2,
    commentaire: 'Épiaison du blé dur en retard dans le Lauragais.',
    madeDaysAgo: 9,
    validated: false,
    integratedDaysAgo: null,
  },
  {
    kind: 'stade',
    by: 'plefevre',
    ago: 0,
    culture: '19',
    stade: 'epi1cm',
    departements: ['21'],
    from: '10-01',
    to: '10-20',
    jours: -2,
    commentaire: 'Triticales en avance sur les plateaux.',
    madeDaysAgo: 8,
    validated: true,
    integratedDaysAgo: null,
  },
  {
    kind: 'stade',
    by: 'mmartin',
    ago: 0,
    culture: '17',
    stade: 'epiaison',
    departements: ['51'],
    from: '10-06',
    to: '11-10',
    jours: 3,
    commentaire: 'Épiaison observée en retard en Champagne crayeuse.',
    madeDaysAgo: 6,
    validated: true,
    integratedDaysAgo: 3,
  },
  {
    kind: 'stade',
    by: 'plefevre',
    ago: 0,
    culture: '27',
    stade: 'epi1cm',
    departements: ['02'],
    from: '09-21',
    to: '10-15',
    jours: 2,
    commentaire: 'Orges d’hiver semées tôt\u202f: épi 1 cm plus tardif que prévu.',
    madeDaysAgo: 35,
    validated: true,
    integratedDaysAgo: 30,
  },
  {
    kind: 'maladie',
    by: 'mmartin',
    ago: 1,
    culture: '17',
    maladie: 'septoriose',
    departements: ['28'],
    from: '10-01',
    to: '11-30',
    jours: 5,
    notesensibilite: 4,
    commentaire: 'Septoriose plus présente que la note ne le laisse prévoir.',
    madeDaysAgo: 410,
    validated: false,
    integratedDaysAgo: null,
  },
  {
    kind: 'maladie',
    by: 'jdupont',
    ago: 0,
    culture: '17',
    maladie: 'rouille_jaune',
    departements: ['45'],
    from: '10-01',
    to: '11-15',
    jours: 3,
    varietes: ['Chevignon'],
    commentaire: 'Rouille jaune sur Chevignon dès la montaison.',
    madeDaysAgo: 5,
    validated: false,
    integratedDaysAgo: null,
  },
  {
    kind: 'maladie',
    by: 'plefevre',
    ago: 0,
    culture: '27',
    maladie: 'helminthosporiose',
    departements: ['76', '27'],
    from: '09-21',
    to: '10-31',
    jours: 6,
    commentaire: 'Helminthosporiose moins présente que prévu.',
    madeDaysAgo: 4,
    validated: false,
    integratedDaysAgo: null,
  },
];

/** The institute's own recalages of this campaign, applied in production without a request. */
function productionRecalages(campagne: number): ProductionRecalage[] {
  const autumn = campagne - 1;
  return [
    {
      campagne,
      espece: '17',
      stage: 'epi1cm',
      days: 2,
      departements: ['76', '27', '14'],
      from: `${autumn}-10-01`,
      to: `${autumn}-10-31`,
      commentaire: 'Recalage régional Normandie\u202f: montaison plus tardive que le modèle.',
    },
    {
      campagne,
      espece: '40',
      stage: 'epiaison',
      days: -2,
      departements: ['11', '31'],
      from: `${autumn}-11-01`,
      to: `${autumn}-12-31`,
      commentaire: 'Recalage régional blé dur du Sud-Ouest\u202f: épiaison plus précoce.',
    },
  ];
}

function seedRecalage(world: World): RecalageWorld {
  const campagne = campaignOf(world);
  const requests = new Map<number, StoredRequest>();
  SEEDS.forEach((seed, index) => {
    const id = index + 1;
    const harvest = campagne - seed.ago;
    const autumn = harvest - 1;
    requests.set(id, {
      id,
      kind: seed.kind,
      culture: seed.culture,
      stade: seed.stade ?? null,
      maladie: seed.maladie ?? null,
      departements: seed.departements,
      datedebut: `${autumn}-${seed.from}`,
      datefin: `${autumn}-${seed.to}`,
      stations: [],
      typesolspanoramix: [],
      typesolsarvalis: [],
      pra: [],
      nom_pra: [],
      demandeur: SEEDED_REQUESTERS[seed.by],
      codeagent_demandeur: seed.by,
      precomontaison: [],
      precoepiaison: [],
      varietes: seed.varietes ?? [],
      varietes_selon_preco: [],
      notesensibilite: seed.notesensibilite ?? null,
      jourdecalage: seed.jours,
      typerecalage: 'Nouvelle demande',
      ref_recalagecorrige: null,
      commentaire: seed.commentaire,
      date_demande: daysBefore(world.today, seed.madeDaysAgo),
      campagne: harvest,
      horsperimetre_ir: false,
      warnings: null,
      p_archive: seed.ago === 1,
      validation_gestion: seed.validated ? true : null,
      validation_integration: seed.integratedDaysAgo === null ? null : true,
      integratedAt:
        seed.integratedDaysAgo === null ? null : daysBefore(world.today, seed.integratedDaysAgo),
    });
  });
  return { requests, nextId: SEEDS.length + 1, production: productionRecalages(campagne) };
}

/** A request as the lists answer it (maladie ones with idRef, their own id). */
export function listedRequest(request: StoredRequest): RecalageRequest {
  const { kind, integratedAt, ...listed } = request;
  void integratedAt;
  return kind === 'maladie' ? { ...listed, idRef: request.id } : listed;
}

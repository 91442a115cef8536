// Advisers: administration, subscriptions, their farmers, terms and link validation (spec 1 §7
// "Advisers" and the validation calls of "Consent area").
import { todayIso } from '@agro/domain/dates';
import { effectiveRights, hasRight } from '@agro/domain/rights';
import { TERMS_VERSION } from '@agro/domain/session';
import { badRequest, forbidden, notFound, numericId } from '../../errors.ts';
import { frenchReference } from '../../reference/communes.ts';
import type { Adviser, AdviserLink, Subscription, UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { Adviser as AdviserInput } from '@agro/contracts/entities/platform';
import type { HandlerMap } from '../types.ts';

function adviserOf(world: World, raw: string | number): Adviser {
  const adviser = world.advisers.get(numericId(String(raw), 'Conseiller'));
  if (!adviser) throw notFound('Conseiller');
  return adviser;
}

function subscriptionsOf(world: World, adviserId: number): Subscription[] {
  return [...world.subscriptions.values()].filter((sub) => sub.adviserId === adviserId);
}

function subscriptionView(sub: Subscription) {
  return {
    id_abo: sub.id_abo,
    date_debut: sub.date_debut,
    date_fin: sub.date_fin,
    service: sub.service,
  };
}

export function adviserView(world: World, adviser: Adviser) {
  return {
    ...adviser,
    abonnements: subscriptionsOf(world, adviser.id_conseiller).map(subscriptionView),
  };
}

function adviserRow(world: World, adviser: Adviser) {
  let valid = 0;
  let refused = 0;
  let pending = 0;
  const farmers = new Set<number>();
  for (const link of world.links.values()) {
    if (link.adviserId !== adviser.id_conseiller) continue;
    farmers.add(link.farmerId);
    if (link.validation === null) pending++;
    else if (link.validation === 1) valid++;
    else refused++;
  }
  return {
    ...adviserView(world, adviser),
    nb_agris: farmers.size,
    nb_agris_valid: valid,
    nb_agris_refus: refused,
    nb_agris_attente: pending,
  };
}

/** The farmer-side fields of a link, as lists of advisers and farmers show it. */
export function linkView(world: World, link: AdviserLink) {
  const farmer = world.farmers[link.farmerId - 1];
  return {
    id_agri_cons: link.id_agri_cons,
    id_valid_cons_agri: link.id_valid_cons_agri,
    id_conseiller: link.adviserId,
    date_debut: link.date_debut,
    date_fin: link.date_fin,
    service: link.service,
    parcelles_inclues: link.parcelles_inclues,
    parcelles_exclues: link.parcelles_exclues,
    validation_conseiller: link.validation,
    date_validation: link.date_validation,
    nom_agri: farmer?.record?.nom_agri ?? farmer?.nom ?? null,
    prenom_agri: farmer?.record?.prenom_agri ?? farmer?.prenom ?? null,
    raison_sociale: farmer?.record?.raison_sociale ?? farmer?.raisonSociale ?? null,
    code_agri_operateur: farmer?.code ?? null,
    // Issue 41: the consent area's context, for an external adviser's consent request.
    code_operateur: world.operateurs.find((o) => o.id === farmer?.operateurId)?.code ?? null,
    code_client: world.clients.find((c) => c.id === farmer?.clientId)?.code ?? null,
  };
}

/** The adviser's own fields from a create or update body; subscriptions have their own calls. */
function adviserFields(body: AdviserInput): Omit<Adviser, 'id_conseiller'> {
  return {
    nom_conseiller: body.nom_conseiller,
    prenom_conseiller: body.prenom_conseiller,
    mail: body.mail,
    organisme: body.organisme ?? null,
    telephone: body.telephone ?? null,
    type_conseiller: body.type_conseiller,
    region_bsv_mildiou: body.region_bsv_mildiou ?? null,
    departements: body.departements ?? null,
    nb_cas_type: body.nb_cas_type ?? null,
  };
}

function checkPeriod(start: string, end: string): void {
  if (start > end) throw badRequest('La date de début doit précéder la date de fin');
}

/**
 * An external adviser acts only on their own record; administrators on any. The catalogue lets
 * both rights through, so the API checks the object.
 */
function assertOwnAdviser(caller: UserAccount | null, adviserId: number): void {
  if (!caller) throw forbidden();
  if (hasRight(effectiveRights(caller.droitsTPC), 'ADMIN')) return;
  if (caller.adviserId !== adviserId) throw forbidden('Ce conseiller n’est pas le vôtre');
}

function ownLink(world: World, caller: UserAccount | null, raw: string): AdviserLink {
  const id = numericId(raw, 'Lien conseiller-agriculteur');
  const link = [...world.links.values()].find((l) => l.id_valid_cons_agri === id);
  if (!link) throw notFound('Lien conseiller-agriculteur');
  if (!caller || caller.adviserId !== link.adviserId)
    throw forbidden('Ce lien ne vous concerne pas');
  return link;
}

export const adviserHandlers: HandlerMap = {
  advisersList: ({ world }) => ({
    data: [...world.advisers.values()].map((adviser) => adviserRow(world, adviser)),
  }),

  advisersExport: ({ world }) => ({
    data: [...world.advisers.values()].map((adviser) => adviserRow(world, adviser)),
  }),

  adviserGet: ({ params, world }) => ({ data: adviserView(world, adviserOf(world, params.id)) }),

  adviserBsvInfos: ({ caller, world }) => {
    const adviser = caller?.adviserId ? world.advisers.get(caller.adviserId) : undefined;
    if (!adviser || adviser.type_conseiller !== 'BSV') throw notFound('Conseiller BSV');
    return { data: adviserView(world, adviser) };
  },

  bsvRegions: () => ({
    data: frenchReference().regions.map((region) => ({
      id_region: region.code,
      nom_region: region.nom,
    })),
  }),

  adviserCreate: ({ body, world }) => {
    // The adviser's body may carry its first subscriptions (the form adds them before saving).
    for (const sub of body.abonnements ?? []) checkPeriod(sub.date_debut, sub.date_fin);
    const id = world.sequences.adviser++;
    world.advisers.set(id, { id_conseiller: id, ...adviserFields(body) });
    for (const sub of body.abonnements ?? []) {
      const subscriptionId = world.sequences.subscription++;
      world.subscriptions.set(subscriptionId, {
        id_abo: subscriptionId,
        adviserId: id,
        date_debut: sub.date_debut,
        date_fin: sub.date_fin,
        service: sub.service,
      });
    }
    return { data: 1 };
  },

  adviserUpdate: ({ params, body, world }) => {
    Object.assign(adviserOf(world, params.id_conseiller), adviserFields(body));
    return { data: 1 };
  },

  adviserDelete: ({ params, world }) => {
    const adviser = adviserOf(world, params.id);
    world.advisers.delete(adviser.id_conseiller);
    for (const [id, sub] of world.subscriptions)
      if (sub.adviserId === adviser.id_conseiller) world.subscriptions.delete(id);
    for (const [id, link] of world.links)
      if (link.adviserId === adviser.id_conseiller) world.links.delete(id);
    for (const user of world.users)
      if (user.adviserId === adviser.id_conseiller) user.adviserId = null;
    return { data: 1 };
  },

  subscriptionCreate: ({ params, body, world }) => {
    const adviser = adviserOf(world, params.id);
    checkPeriod(body.date_debut, body.date_fin);
    const id = world.sequences.subscription++;
    world.subscriptions.set(id, {
      id_abo: id,
      adviserId: adviser.id_conseiller,
      date_debut: body.date_debut,
      date_fin: body.date_fin,
      service: body.service,
    });
    return { data: 1 };
  },

  subscriptionUpdate: ({ params, body, world }) => {
    const sub = world.subscriptions.get(numericId(params.id, 'Abonnement'));
    if (!sub) throw notFound('Abonnement');
    checkPeriod(body.date_debut, body.date_fin);
    Object.assign(sub, {
      date_debut: body.date_debut,
      date_fin: body.date_fin,
      service: body.service,
    });
    return { data: 1 };
  },

  subscriptionDelete: ({ params, world }) => {
    const id = numericId(params.id, 'Abonnement');
    if (!world.subscriptions.delete(id)) throw notFound('Abonnement');
    return { data: 1 };
  },

  adviserFarmers: ({ params, caller, world }) => {
    const adviser = adviserOf(world, params.id);
    assertOwnAdviser(caller, adviser.id_conseiller);
    return {
      data: [...world.links.values()]
        .filter((link) => link.adviserId === adviser.id_conseiller)
        .map((link) => linkView(world, link)),
    };
  },

  adviserAcceptTerms: ({ params, caller, world }) => {
    const adviser = adviserOf(world, params.id);
    if (!caller || caller.adviserId !== adviser.id_conseiller)
      throw forbidden('Ce conseiller n’est pas le vôtre');
    caller.cgu = TERMS_VERSION;
    return { data: 1 };
  },

  adviserValidationSet: ({ params, caller, world, now }) => {
    const link = ownLink(world, caller, params.id_valid_cons_agri);
    link.validation = 1;
    link.date_validation = todayIso(now);
    return { data: 1 };
  },

  adviserValidationRemove: ({ params, caller, world }) => {
    const link = ownLink(world, caller, params.id_valid_cons_agri);
    link.validation = null;
    link.date_validation = null;
    return { data: 1 };
  },
};

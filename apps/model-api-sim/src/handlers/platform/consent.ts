// The farmer's consent area, reached without login (spec 1 §7 "Consent area").
import { todayIso } from '@agro/domain/dates';
import { TERMS_VERSION } from '@agro/domain/session';
import { ApiError, badRequest, notFound, numericId } from '../../errors.ts';
import { overlapsYear } from '../../dates.ts';
import type { Farmer, PlotModule } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { HandlerMap } from '../types.ts';
import { linkView } from './advisers.ts';

/** The service a consent is given for, and the module whose plots it shares. */
const SERVICE_MODULES: Readonly<Record<string, PlotModule>> = {
  MILDIOU: 'mildiou',
  BILANHYDRIQUE: 'bh',
};

function farmerOf(world: World, params: { agri: string; op: string; client: string }): Farmer {
  const operateur = world.operateurs.find((o) => o.code === params.op.trim());
  const client = world.clients.find((c) => c.code === params.client.trim());
  const farmer = world.farmers.find(
    (f) =>
      f.code === params.agri.trim() && f.operateurId === operateur?.id && f.clientId === client?.id,
  );
  if (!farmer) throw notFound('Agriculteur');
  return farmer;
}

function subscribedAdvisers(world: World, service: string, on: string) {
  const ids = new Set<number>();
  for (const sub of world.subscriptions.values()) {
    if (sub.service === service && sub.date_debut <= on && sub.date_fin >= on)
      ids.add(sub.adviserId);
  }
  return [...ids].flatMap((id) => {
    const adviser = world.advisers.get(id);
    return adviser ? [adviser] : [];
  });
}

export const consentHandlers: HandlerMap = {
  consentFarmerGet: ({ params, world }) => {
    const farmer = farmerOf(world, params);
    return { data: farmer.record ? { id_agri: farmer.id, ...farmer.record } : null };
  },

  consentFarmerSave: ({ params, body, world }) => {
    const farmer = farmerOf(world, params);
    farmer.record = {
      nom_agri: body.nom_agri,
      prenom_agri: body.prenom_agri,
      raison_sociale: body.raison_sociale,
      telephone: body.telephone ?? null,
      mail: body.mail ?? null,
      adresse: body.adresse ?? null,
      code_postal: body.code_postal ?? null,
      ville: body.ville ?? null,
      cgu: TERMS_VERSION,
    };
    return { data: 1 };
  },

  consentLinksList: ({ params, query, world }) => {
    const farmer = farmerOf(world, params);
    return {
      data: [...world.links.values()]
        .filter(
          (link) =>
            link.farmerId === farmer.id &&
            overlapsYear(link.date_debut, link.date_fin, query.campagne),
        )
        .map((link) => linkView(world, link)),
    };
  },

  consentLinkSave: ({ params, body, world, now }) => {
    const farmer = farmerOf(world, params);
    if (farmer.record?.cgu !== TERMS_VERSION) {
      throw new ApiError(
        409,
        'Les informations de l’agriculteur et les conditions d’utilisation doivent être enregistrées avant d’ajouter un conseiller',
      );
    }
    if (body.date_debut > body.date_fin)
      throw badRequest('La date de début doit précéder la date de fin');
    const adviserId = numericId(String(body.id_conseiller), 'Conseiller');
    const today = todayIso(now);
    if (
      !subscribedAdvisers(world, body.service, today).some((a) => a.id_conseiller === adviserId)
    ) {
      throw badRequest('Ce conseiller n’est pas abonné à ce service');
    }
    const fields = {
      adviserId,
      date_debut: body.date_debut,
      date_fin: body.date_fin,
      service: body.service,
      parcelles_inclues: body.parcelles_inclues,
      parcelles_exclues: body.parcelles_exclues,
    };
    if (body.id_agri_cons === null || body.id_agri_cons === undefined) {
      const id = world.sequences.link++;
      world.links.set(id, {
        id_agri_cons: id,
        id_valid_cons_agri: world.sequences.validation++,
        farmerId: farmer.id,
        validation: null,
        date_validation: null,
        ...fields,
      });
      return { data: 1 };
    }
    const link = world.links.get(
      numericId(String(body.id_agri_cons), 'Lien conseiller-agriculteur'),
    );
    if (!link || link.farmerId !== farmer.id) throw notFound('Lien conseiller-agriculteur');
    // Another adviser must validate the grant anew.
    if (link.adviserId !== adviserId)
      Object.assign(link, { validation: null, date_validation: null });
    Object.assign(link, fields);
    return { data: 1 };
  },

  consentServiceAdvisers: ({ params, world, now }) => ({
    data: subscribedAdvisers(world, params.service, todayIso(now)).map((a) => ({
      id_conseiller: a.id_conseiller,
      nom_conseiller: a.nom_conseiller,
      prenom_conseiller: a.prenom_conseiller,
      organisme: a.organisme,
    })),
  }),

  consentLinkDelete: ({ params, world }) => {
    const id = numericId(params.idLink, 'Lien conseiller-agriculteur');
    if (!world.links.delete(id)) throw notFound('Lien conseiller-agriculteur');
    return { data: 1 };
  },

  consentFarmerPlots: ({ params, world }) => {
    const farmer = farmerOf(world, params);
    const module = SERVICE_MODULES[params.service.trim()];
    if (!module) throw notFound('Service');
    return {
      data: world.plots
        .filter((plot) => plot.farmerId === farmer.id && plot.module === module)
        .map((plot) => ({ id: plot.id, name: plot.nom, variety: plot.variete })),
    };
  },
};

// Recalibration service (spec 4 §7, base previRecalage; docs/simulator.md "Recalage"): the forms'
// reference lists and the caller's rights, the stage and disease requests (list, similar-request
// check, creation, management validation, deletion), the integration of the validated stage
// requests into the recalages in place, the recalage file and its check, the analysis rows, the
// latest recalages and their report mails, and the simulation tool. Every call needs a token and
// the catalogue's right; validation, integration and the recalage file are the privileged
// recalage users' (RECALAGE_PRIVILEGED_LOGINS), 403 for anybody else.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { cerealHarvestYear } from '@agro/domain/dates';
import {
  canDeleteRequest,
  canRequestRecalage,
  earlinessCondition,
  isOwnRequest,
  isPrivilegedRecalageUser,
  isSowingEndDay,
  isSowingStartDay,
  outsidePerimeter,
  recalageStageOf,
  sortedDates,
} from '@agro/domain/recalage';
import { displayLogin } from '@agro/domain/session';
import { ApiError, badRequest, forbidden, notFound, unauthorised } from '../../errors.ts';
import { PRA_ZONES, praName } from '../../reference/pra.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import { checkCsvFile, checkParsedFile } from '../../world/recalage/file-check.ts';
import {
  BASE_SOILS,
  departmentRows,
  stationRows,
  varietyNotes,
} from '../../world/recalage/reference.ts';
import {
  campaignOf,
  listedRequest,
  recalageOf,
  requesterEmail,
  type StoredRequest,
} from '../../world/recalage/requests.ts';
import { inPlaceRow, recalageRules } from '../../world/recalage/shifts.ts';
import { simulate } from '../../world/recalage/simulation.ts';
import { varietyScores } from '../../world/stages/records.ts';
import type { UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { CallContext, HandlerMap } from '../types.ts';

const NNBSP = '\u202f';
const DAY_MS = 86_400_000;
/** The admin section lists the recalages made active in the last 7 days (spec 4 §9). */
const LATEST_DAYS = 7;
/** Name of the model server the recalages apply to. */
export const RECALAGE_SERVER = 'previ-recalage-simulateur';

type Context = Pick<CallContext<'recalageRights'>, 'caller' | 'config' | 'world' | 'now'>;

function callerOf(context: Pick<Context, 'caller'>): UserAccount {
  if (!context.caller) throw unauthorised();
  return context.caller;
}

const privileged = (context: Context, caller: UserAccount) =>
  isPrivilegedRecalageUser(
    caller.login,
    context.config.recalagePrivilegedLogins,
    context.config.platform.instituteKeyword,
  );

/** The caller, who must be a privileged recalage user. */
function privilegedOf(context: Context): UserAccount {
  const caller = callerOf(context);
  if (!privileged(context, caller)) {
    throw forbidden('Action réservée aux utilisateurs habilités au recalage');
  }
  return caller;
}

function requestOf(world: World, rawId: string | number, kind: StoredRequest['kind']) {
  const id = Number(rawId);
  const request = Number.isInteger(id) ? recalageOf(world).requests.get(id) : undefined;
  if (!request || request.kind !== kind) throw notFound('Demande de recalage');
  return request;
}

const listed = (world: World, kind: StoredRequest['kind']): RecalageRequest[] =>
  [...recalageOf(world).requests.values()]
    .filter((request) => request.kind === kind)
    .map(listedRequest);

interface Submitted {
  selectedDate: readonly [string, string];
  selectedDepartement?: readonly string[] | null;
  selectedStation?: readonly string[] | null;
  selectedEspece?: string | number | null;
  selectedVariete?: readonly string[] | null;
  selectedSolPanoramix?: readonly string[] | null;
  selectedSolBase?: readonly (string | number)[] | null;
  selectedPra?: readonly string[] | null;
  commentaireRecalage?: string | null;
  horsPerimetreIR: boolean;
  typeDemandeRecalage: RecalageRequest['typerecalage'];
  refRecalageCorrige?: string | number | null;
}

const speciesOf = (value: string | number | null | undefined) => {
  const code = String(value ?? '').trim();
  const species = CEREAL_SPECIES.find((s) => s.code === code);
  if (!species) throw badRequest(`Culture inconnue${NNBSP}: ${code || '(vide)'}`);
  return species;
};

/**
 * What both kinds of request share, checked: the crop, the sowing range (a stage request's on
 * the start and end days of its window, spec 4 §5.3), the corrected request, the rights.
 */
function commonFields(
  context: Context,
  caller: UserAccount,
  body: Submitted,
  kind: StoredRequest['kind'],
) {
  const { world } = context;
  const isPrivileged = privileged(context, caller);
  if (!isPrivileged && !canRequestRecalage(caller.recalageDepartements)) {
    throw forbidden('Aucun droit de recalage');
  }
  const species = speciesOf(body.selectedEspece);
  const [from, to] = kind === 'maladie' ? sortedDates(body.selectedDate) : [...body.selectedDate];
  const campagne = cerealHarvestYear(world.today);
  if (kind === 'stade') {
    if (!isSowingStartDay(from, campagne)) {
      throw badRequest(
        `Début de semis invalide${NNBSP}: ${from} (jours 1, 6, 11, 16, 21 ou 26, du 1er septembre ${campagne - 1} au 1er mars ${campagne})`,
      );
    }
    if (!isSowingEndDay(to, campagne)) {
      throw badRequest(
        `Fin de semis invalide${NNBSP}: ${to} (jours 5, 10, 15, 20, 25 ou fin de mois, du 1er septembre ${campagne - 1} au 1er mars ${campagne})`,
      );
    }
    if (from > to) throw badRequest('Le début de semis suit la fin de semis');
  }
  let reference: number | null = null;
  if (body.typeDemandeRecalage === 'Correction') {
    const corrected = requestOf(world, body.refRecalageCorrige ?? '', kind);
    const keyword = context.config.platform.instituteKeyword;
    if (!isPrivileged && !isOwnRequest(corrected, caller.login, keyword)) {
      throw forbidden('Seul le demandeur corrige sa demande');
    }
    reference = corrected.id;
  }
  const departements = [...(body.selectedDepartement ?? [])];
  const pra = [...(body.selectedPra ?? [])];
  const outside = outsidePerimeter(departements, pra, caller.recalageDepartements);
  return {
    culture: species.code,
    species,
    departements,
    datedebut: from,
    datefin: to,
    stations: [...(body.selectedStation ?? [])],
    typesolspanoramix: [...(body.selectedSolPanoramix ?? [])],
    typesolsarvalis: [...(body.selectedSolBase ?? [])],
    pra,
    nom_pra: pra.map((code) => praName(code) ?? code),
    demandeur: caller.userName,
    codeagent_demandeur: displayLogin(caller.login, context.config.platform.instituteKeyword),
    varietes: [...(body.selectedVariete ?? [])],
    typerecalage: body.typeDemandeRecalage,
    ref_recalagecorrige: reference,
    commentaire: body.commentaireRecalage ?? null,
    date_demande: context.now.toISOString(),
    campagne,
    // A raw request cannot hide that it is out of the user's perimeter (spec 4 §5.5).
    horsperimetre_ir: body.horsPerimetreIR || (!isPrivileged && outside.length > 0),
  };
}

function store(world: World, request: Omit<StoredRequest, 'id'>): StoredRequest {
  const state = recalageOf(world);
  const stored = { ...request, id: state.nextId };
  state.nextId += 1;
  state.requests.set(stored.id, stored);
  return stored;
}

const overlaps = (a: { datedebut: string; datefin: string }, from: string, to: string) =>
  a.datedebut <= to && from <= a.datefin;

function latestActive(world: World, now: Date): StoredRequest[] {
  const since = new Date(now.getTime() - LATEST_DAYS * DAY_MS).toISOString();
  return [...recalageOf(world).requests.values()].filter(
    (request) => request.integratedAt !== null && request.integratedAt >= since,
  );
}

export const recalageHandlers: HandlerMap = {
  recalageVarietyNotes: () => ({ data: varietyNotes() }),
  recalageStations: (context) => ({ data: stationRows(context.world) }),
  recalageSoils: () => ({ data: [...BASE_SOILS] }),
  recalagePraZones: () => ({ data: [...PRA_ZONES] }),
  recalageRights: (context) => ({ data: [...callerOf(context).recalageDepartements] }),
  recalageDepartments: () => ({ data: departmentRows() }),
  recalageStadeRequestsList: (context) => ({ data: listed(context.world, 'stade') }),
  recalageMaladieRequestsList: (context) => ({ data: listed(context.world, 'maladie') }),
  recalageServer: () => ({ data: RECALAGE_SERVER }),
  recalageMailReports: (context) => {
    const keyword = context.config.platform.instituteKeyword;
    return {
      data: latestActive(context.world, context.now).map((request) => ({
        subject: `Recalage ${request.id} en place`,
        body: [
          `Bonjour ${request.demandeur ?? ''},`,
          '',
          `Votre demande de recalage n° ${request.id} (${request.stade ?? ''}, ${request.jourdecalage ?? 0} jour(s), ` +
            `semis du ${request.datedebut} au ${request.datefin}, départements ${(request.departements ?? []).join(', ')}) ` +
            `est en place depuis le ${(request.integratedAt ?? '').slice(0, 10)}.`,
        ].join('\n'),
        recipients: [requesterEmail(context.world, request, keyword)],
        sender: context.config.platform.supportEmail,
      })),
    };
  },
  recalageLatest: (context) => ({
    data: latestActive(context.world, context.now).map(listedRequest),
  }),
  recalagesInPlace: (context) => ({ data: recalageRules(context.world).map(inPlaceRow) }),
  recalageStadeRequestCheck: (context) => {
    callerOf(context);
    const body = context.body;
    const stage = recalageStageOf(body.typeStadeRecalage);
    const culture = String(body.selectedEspece ?? '').trim();
    const [from, to] = body.selectedDate;
    const departements = new Set(body.selectedDepartement);
    const similar = [...recalageOf(context.world).requests.values()].filter(
      (request) =>
        request.kind === 'stade' &&
        request.p_archive !== true &&
        request.id !== Number(body.refRecalageCorrige ?? Number.NaN) &&
        String(request.culture) === culture &&
        recalageStageOf(request.stade) === stage &&
        overlaps(request, from, to) &&
        (request.departements ?? []).some((departement) => departements.has(departement)),
    );
    return { data: similar.map(listedRequest) };
  },
  recalageStadeRequestCreate: (context) => {
    const caller = callerOf(context);
    const body = context.body;
    const stage = recalageStageOf(body.typeStadeRecalage);
    if (stage === null) {
      throw badRequest(
        `Stade de recalage inconnu${NNBSP}: ${body.typeStadeRecalage} (epi1cm ou epiaison)`,
      );
    }
    const common = commonFields(context, caller, body, 'stade');
    const precomontaison = earlinessCondition(body.selectedPrecoMontaison ?? []);
    const precoepiaison = earlinessCondition(body.selectedPrecoEpiaison ?? []);
    const { species, ...fields } = common;
    store(context.world, {
      ...fields,
      kind: 'stade',
      stade: stage,
      maladie: null,
      precomontaison,
      precoepiaison,
      varietes_selon_preco:
        precomontaison.length + precoepiaison.length === 0
          ? []
          : species.varieties.filter((variete) => {
              const scores = varietyScores(variete);
              return (
                (precomontaison.length === 0 || precomontaison.includes(scores.montaison)) &&
                (precoepiaison.length === 0 || precoepiaison.includes(scores.epiaison))
              );
            }),
      notesensibilite: null,
      jourdecalage: body.valStadeRecalage,
      warnings: body.warnings ?? null,
      p_archive: false,
      validation_gestion: null,
      validation_integration: null,
      integratedAt: null,
    });
    return { data: true };
  },
  recalageMaladieRequestCreate: (context) => {
    const caller = callerOf(context);
    const body = context.body;
    const { species, ...fields } = commonFields(context, caller, body, 'maladie');
    void species;
    const notes = body.selectedNoteSensibilite ?? [];
    store(context.world, {
      ...fields,
      kind: 'maladie',
      stade: null,
      maladie: body.selectedMaladie,
      precomontaison: [],
      precoepiaison: [],
      varietes_selon_preco: [],
      notesensibilite: notes.length === 1 ? (notes[0] ?? null) : null,
      jourdecalage: body.valMaladieRecalage,
      warnings: null,
      p_archive: false,
      validation_gestion: null,
      validation_integration: null,
      integratedAt: null,
    });
    return { data: true };
  },
  recalageStadeValidate: (context) => {
    privilegedOf(context);
    const request = requestOf(context.world, context.body.id, 'stade');
    request.validation_gestion = true;
    return { data: true };
  },
  recalageSimulation: (context) => ({ data: simulate(context.world, context.body) }),
  recalageStadeRequestDelete: (context) => {
    const caller = callerOf(context);
    const request = requestOf(context.world, context.params.id, 'stade');
    const keyword = context.config.platform.instituteKeyword;
    const isPrivileged = privileged(context, caller);
    if (!isPrivileged && !isOwnRequest(request, caller.login, keyword)) {
      throw forbidden('Seul le demandeur ou un utilisateur habilité supprime une demande');
    }
    if (request.validation_gestion === true) {
      throw new ApiError(409, `Demande déjà validée${NNBSP}: suppression impossible`);
    }
    if (!canDeleteRequest(request, caller.login, isPrivileged, keyword)) throw forbidden();
    recalageOf(context.world).requests.delete(request.id);
    return { data: true };
  },
  recalageFileValidation: (context) => ({
    data: checkParsedFile(context.world, context.body),
  }),
  recalageFileValidationCsv: (context) => ({
    data: checkCsvFile(context.world, context.body.csv),
  }),
  recalageIntegrate: (context) => {
    privilegedOf(context);
    const at = context.now.toISOString();
    for (const request of recalageOf(context.world).requests.values()) {
      if (
        request.kind === 'stade' &&
        request.validation_gestion === true &&
        request.validation_integration !== true &&
        request.p_archive !== true
      ) {
        request.validation_integration = true;
        request.integratedAt = at;
      }
    }
    return { data: { http_code: 200 } };
  },
  recalageApiStades: (context) => {
    const campagne = campaignOf(context.world);
    return {
      data: recalageRules(context.world)
        .filter((rule) => rule.campagne === campagne)
        .flatMap((rule) =>
          rule.departements.map((departement) => ({
            culture: rule.espece,
            departement,
            type_recalage: rule.stage === 'epi1cm' ? 'montaison' : 'epiaison',
            date_semis_debut: rule.from,
            valeur_recalage: rule.days,
            recal_detail:
              `${rule.requestId === null ? 'Production' : `Demande ${rule.requestId}`}` +
              `${NNBSP}: semis du ${rule.from} au ${rule.to}` +
              (rule.varieties.length > 0 ? `, variétés ${rule.varieties.join(', ')}` : ''),
            sol_panoramix:
              rule.typesolspanoramix.length > 0 ? rule.typesolspanoramix.join(',') : null,
            station: rule.stations.length > 0 ? rule.stations.join(',') : null,
          })),
        ),
    };
  },
  recalageApiFile: (context) => {
    privilegedOf(context);
    return { data: recalageRules(context.world).map(inPlaceRow) };
  },
};

// Realistic arguments for every implemented catalogue call, made by a persona holding its rights,
// and second ways of making some: the contract test checks each answer against the catalogue, the
// answer sample compares each answer with the one recorded before.
import type { CatalogueEntry, EndpointId } from '@agro/contracts/catalogue/catalogue';
import type { LightMyRequestResponse } from 'fastify';
import type { Simulator } from '../src/server.ts';
import { blightRecordOf, casTypesOf } from '../src/world/blight/records.ts';
import { chnRecordOf, engineerOf } from '../src/world/chn/records.ts';
import { isQnPlot } from '../src/world/qn/records.ts';
import { stationRows } from '../src/world/recalage/reference.ts';
import { capRecordOf } from '../src/world/stages/records.ts';
import { qnRowOf } from '../src/world/qn/view.ts';
import type { World } from '../src/world/world.ts';
import type { PersonaKey } from '../src/world/personas.ts';
import { call, tokenOf } from './helpers.ts';

export interface Arguments {
  as: PersonaKey | null;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

function demoFarmer(world: World) {
  const farmer = world.farmers[0];
  if (!farmer) throw new Error('no farmer');
  return { agri: farmer.code, op: 'OP01', client: 'CLI01' };
}

function externeLink(world: World) {
  const link = [...world.links.values()].find((l) => l.adviserId === 1 && l.validation === null);
  if (!link) throw new Error('no pending link of the external adviser');
  return link;
}

/** A water-balance plot the demo adviser sees, with its balance. */
function balancedBhPlot(world: World) {
  const conseiller = world.users.find((u) => u.login === 'conseiller@demo.fr');
  const record = world.bh.records.find(
    (r) =>
      r.balance !== null &&
      world.farmers[(world.plotsById.get(r.plotId)?.farmerId ?? 0) - 1]?.operateurId ===
        conseiller?.operateurIds[0],
  );
  if (!record) throw new Error('no balanced bh plot of the adviser');
  return record.plotId;
}

/** A CHN plot of the demo regional engineer's region, flagged so that it has a proposal file. */
function fertiChnPlot(world: World): number {
  const mine = world.plots.filter(
    (p) => p.module === 'chn' && engineerOf(p.latitude, p.longitude) === 'Rémi Fertilisation',
  );
  const plot = mine.find((p) => chnRecordOf(world, p).flagStage !== null) ?? mine[0];
  if (!plot) throw new Error("no CHN plot in the regional engineer's region");
  return plot.id;
}

/** A QN plot of the demo regional engineer's region with an image, so it has rasters. */
function fertiQnPlot(world: World): number {
  const plot = world.plots.find(
    (p) =>
      isQnPlot(p) &&
      engineerOf(p.latitude, p.longitude) === 'Rémi Fertilisation' &&
      qnRowOf(world, p).preco_livree !== null,
  );
  if (!plot) throw new Error("no QN plot in the regional engineer's region");
  return plot.id;
}

/** A connected station that reports, with blight plots around it. */
function blightStation(world: World): number {
  const plot = world.plots.find((p) => p.module === 'mildiou');
  if (!plot) throw new Error('no blight plot');
  return plot.stationId;
}

/** A potato plot the demo adviser follows through an integrator, with alternaria. */
function adviserPotatoPlot(world: World): number {
  const conseiller = world.users.find((u) => u.login === 'conseiller@demo.fr');
  const plots = world.plots.filter(
    (p) =>
      p.module === 'mildiou' &&
      conseiller?.operateurIds.includes(world.farmers[p.farmerId - 1]?.operateurId ?? 0),
  );
  const plot = plots.find((p) => blightRecordOf(world, p).alternaria) ?? plots[0];
  if (!plot) throw new Error('no potato plot of the adviser');
  return plot.id;
}

function potatoRecord(world: World, id: number) {
  const plot = world.plotsById.get(id);
  if (!plot) throw new Error(`no plot ${id}`);
  return blightRecordOf(world, plot);
}

/** A plot form filled like the adviser's plot `id`: its farmer, station and place. */
function plotInput(world: World, id: number) {
  const plot = world.plotsById.get(id);
  const station = world.stations.find((s) => s.id === plot?.stationId);
  return {
    name: 'Parcelle du contrat',
    variety: 'Charlotte',
    plantation: '2026-04-01',
    area: 2,
    fournisseurStation: station?.constructeur ?? '',
    codeStationFournisseur: station?.code ?? '',
    latitude: plot?.latitude ?? 47,
    longitude: plot?.longitude ?? 2,
    farmer: world.farmers[(plot?.farmerId ?? 1) - 1]?.code ?? null,
    phases: [
      { name: 'plantation' as const, date: '2026-04-01' },
      { name: 'levee30' as const, date: '2026-04-22' },
      { name: 'croissanceactive' as const, date: '2026-05-05' },
      { name: 'croissancestabilisee' as const, date: '2026-05-30' },
    ],
  };
}

function treatmentBody(date: string) {
  return {
    traitement_data: [
      {
        date,
        remanence: 7,
        id_produit: 103,
        typeproduit: 'contact',
        dose: 2,
        unite: 'kg/ha' as const,
        resistancelessivage: 40,
        remanence_alt: 0 as const,
        resistancelessivage_alt: 0 as const,
      },
    ],
  };
}

function storedTreatment(treatedAt: string) {
  return {
    treated_at: treatedAt,
    product_id: 103,
    product_name: 'Fluazinam 500',
    product_type: 'contact',
    product_dose: 2,
    dose_unit: 'kg/ha' as const,
    standard_persistence: 7,
    modified_persistence: null,
    washout_resistance: 40,
  };
}

function nationalCode(world: World): string {
  const station = world.stations.find((s) => s.kind === 'national');
  if (!station) throw new Error('no national station');
  return station.code;
}

function nationalPayload(world: World) {
  const station = world.stations.find((s) => s.kind === 'national');
  if (!station) throw new Error('no national station');
  return {
    name: station.nom,
    identification: station.code,
    latitude: station.latitude,
    longitude: station.longitude,
    altitude: 120,
    lastmovedate: null,
  };
}

function firstComment(world: World) {
  const comment = world.comments.values().next().value;
  if (!comment) throw new Error('no comment');
  return comment;
}

const adviserBody = {
  nom_conseiller: 'Lemoine',
  prenom_conseiller: 'Agnès',
  mail: 'agnes.lemoine@conseil-demo.fr',
  organisme: "Chambre d'agriculture",
  telephone: '02 47 00 00 00',
  type_conseiller: 'AGRO',
  region_bsv_mildiou: null,
  departements: ['37', '41'],
  nb_cas_type: null,
};

/** Realistic arguments per call; reads run before writes so writes cannot hide a read. */
/** A client cereal plot of the stage module, and its station's four-character code. */
function capPlot(world: World) {
  const plot = world.plots.find((p) => p.module === 'cap' && p.statut === 'ok');
  if (!plot) throw new Error('no cereal plot');
  return { id: plot.id, code: plot.code, station: String(plot.stationId).padStart(4, '0'), plot };
}

function graphBody(world: World, maladie: 'rouille_jaune' | 'pv' | 'rouille_brune') {
  const { id, code, station, plot } = capPlot(world);
  return {
    data_to_xml: {
      variete: plot.variete,
      id_plot: id,
      code_parcelle_os: code,
      latitude: plot.latitude,
      longitude: plot.longitude,
      code_espece: 17,
      codesol: null,
      date_semis: plot.dateSemis,
      maladie,
      code_station: station,
      annee_haute: 2014,
      annee_basse: 2006,
      annee_demandee: 2026,
      annee_prec_demandee: 2025,
    },
  };
}

/** A client cereal plot that is a Mycolis plot: a real plot (castype 0), calculated. */
function mycolisPlot(world: World): number {
  const plot = world.plots.find(
    (p) => p.module === 'cap' && p.statut === 'ok' && capRecordOf(world, p).castype === 0,
  );
  if (!plot) throw new Error('no Mycolis plot');
  return plot.id;
}

/** A stage recalage request of the test day's campaign (harvest 2026) in the adviser's departments. */
function stageRequestBody() {
  return {
    valStadeRecalage: 4,
    selectedDate: ['2025-10-11', '2025-10-31'],
    selectedDepartement: ['28'],
    selectedEspece: '17',
    typeStadeRecalage: 'epi1cm',
    commentaireRecalage: 'Épi 1 cm en retard',
    horsPerimetreIR: false,
    typeDemandeRecalage: 'Nouvelle demande',
  };
}

export const ARGUMENTS: Record<string, (world: World) => Arguments> = {
  login: () => ({ as: null, body: { login: 'admin@demo.fr', password: 'Demo-Agro-2026!' } }),
  loginInvite: () => ({ as: 'admin', body: { login: 'externe@demo.fr' } }),
  currentUser: () => ({ as: 'conseiller' }),
  passwordReset: () => ({ as: null, body: { mail: 'ferti@demo.fr' } }),
  passwordChange: () => ({
    as: 'bsv',
    body: { mail: 'bsv@demo.fr', oldMdp: 'Demo-Agro-2026!', newMdp: 'Nouveau-Mdp-2026' },
  }),
  advisersList: () => ({ as: 'admin' }),
  advisersExport: () => ({ as: 'admin' }),
  adviserGet: () => ({ as: 'admin', params: { id: 2 } }),
  adviserBsvInfos: () => ({ as: 'bsv' }),
  bsvRegions: () => ({ as: 'bsv' }),
  adviserCreate: () => ({ as: 'admin', body: adviserBody }),
  adviserUpdate: () => ({
    as: 'admin',
    params: { id_conseiller: 4 },
    body: { ...adviserBody, telephone: '02 47 11 11 11' },
  }),
  adviserDelete: () => ({ as: 'admin', params: { id: 5 } }),
  subscriptionCreate: () => ({
    as: 'admin',
    params: { id: 4 },
    body: { date_debut: '2026-01-01', date_fin: '2026-12-31', service: 'MILDIOU' },
  }),
  subscriptionUpdate: () => ({
    as: 'admin',
    params: { id: 1 },
    body: { date_debut: '2026-02-01', date_fin: '2026-12-31', service: 'MILDIOU' },
  }),
  subscriptionDelete: (world) => ({
    as: 'admin',
    params: { id: [...world.subscriptions.keys()].at(-1) ?? 0 },
  }),
  adviserFarmers: () => ({ as: 'externe', params: { id: 1 } }),
  adviserAcceptTerms: () => ({ as: 'externe', params: { id: 1 }, body: { cgu: 'v3' } }),
  commentsList: (world) => {
    const comment = firstComment(world);
    return { as: 'conseiller', params: { plotId: comment.plotId, oad: comment.oad } };
  },
  commentCreate: (world) => ({
    as: 'conseiller',
    params: { plotId: balancedBhPlot(world), oad: 'BH' },
    body: { commentaire: '<p>Irrigation de 25 mm.</p>', date: '2026-06-14' },
  }),
  commentUpdate: (world) => {
    const comment = firstComment(world);
    // Seeded comments have no author among the accounts: only an administrator changes them.
    return {
      as: 'admin',
      params: { commentId: comment.id_commentaire, oad: comment.oad },
      body: { commentaire: '<p>Corrigé.</p>', date: '2026-06-13' },
    };
  },
  commentDelete: (world) => {
    const comment = firstComment(world);
    return { as: 'admin', params: { commentId: comment.id_commentaire, oad: comment.oad } };
  },
  adminBhDashboard: () => ({ as: 'admin' }),
  adminBhBilling: () => ({ as: 'admin' }),
  adminBlightDashboard: () => ({ as: 'admin' }),
  adminBlightStatuses: () => ({ as: 'admin' }),
  adminStageDashboard: () => ({ as: 'admin' }),
  consentFarmerGet: (world) => ({ as: null, params: demoFarmer(world) }),
  consentFarmerSave: (world) => ({
    as: null,
    params: demoFarmer(world),
    body: {
      nom_agri: 'Lambert',
      prenom_agri: 'Alain',
      raison_sociale: 'EARL LAMBERT',
      telephone: '03 23 00 00 00',
      mail: 'alain.lambert@exploitation-demo.fr',
      adresse: '1 rue de la Ferme',
      code_postal: '02880',
      ville: 'Bucy-le-Long',
      cgu: 'v3',
    },
  }),
  consentLinksList: (world) => ({ as: null, params: demoFarmer(world), query: { campagne: 2026 } }),
  consentLinkSave: (world) => ({
    as: null,
    params: demoFarmer(world),
    body: {
      id_agri_cons: null,
      id_conseiller: 3,
      date_debut: '2026-03-01',
      date_fin: '2026-10-31',
      service: 'MILDIOU',
      parcelles_inclues: ['all'],
      parcelles_exclues: [],
    },
  }),
  consentServiceAdvisers: () => ({ as: null, params: { service: 'MILDIOU' } }),
  consentLinkDelete: (world) => ({
    as: null,
    params: { idLink: [...world.links.keys()].at(-1) ?? 0 },
  }),
  consentFarmerPlots: (world) => ({
    as: null,
    params: { ...demoFarmer(world), service: 'MILDIOU' },
  }),
  adviserValidationSet: (world) => ({
    as: 'externe',
    params: { id_valid_cons_agri: externeLink(world).id_valid_cons_agri },
    body: {},
  }),
  adviserValidationRemove: (world) => ({
    as: 'externe',
    params: { id_valid_cons_agri: externeLink(world).id_valid_cons_agri },
  }),
  sendEmail: () => ({
    as: 'admin',
    body: {
      subject: 'Demande de recalage',
      body: 'Bonjour, voici la demande.',
      // A known recipient: the API refuses the others (world/mail-recipients.ts).
      recipients: ['conseiller@demo.fr'],
      sender: 'admin@demo.fr',
    },
  }),
  postalCodes: () => ({ as: 'conseiller', query: { q: '28000' } }),
  bhPlotsList: () => ({ as: 'conseiller' }),
  bhPlotGet: (world) => ({ as: 'conseiller', params: { id: balancedBhPlot(world) } }),
  bhPlotRains: (world) => ({ as: 'conseiller', params: { id: balancedBhPlot(world) } }),
  bhFilterLists: () => ({ as: 'conseiller' }),
  stationsList: () => ({ as: 'conseiller' }),
  stationGet: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationActualDayData: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationForecastDayData: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationDayData: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationReceptionCounts: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationMildiouPlots: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationUsage: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationAuthorisations: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationForecastHourData: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationHourData: (world) => ({ as: 'conseiller', params: { id: blightStation(world) } }),
  stationActualHourData: (world) => ({
    as: 'conseiller',
    params: { id: blightStation(world) },
    query: { debut: '2026-06-01', fin: '2026-06-10' },
  }),
  stationsAuthorisations: () => ({ as: 'conseiller' }),
  bsvStations: () => ({ as: 'admin', body: { departements: ['62', '59'] } }),
  bsvCasTypesByRegion: (world) => {
    // A cas-type of the bulletin adviser's region, so that the answer has a row to check.
    const source = world.plotsById.get(adviserPotatoPlot(world));
    if (!source) throw new Error('no potato plot');
    const plot = { ...source, id: 990_001, nom: 'Cas du contrat', farmerId: 0 };
    casTypesOf(world).set(plot.id, { plot, region: 'Hauts-de-France', adviserId: null });
    return { as: 'admin', body: { id_regions: ['Hauts-de-France'] } };
  },
  nationalStationsList: () => ({ as: 'staff' }),
  nationalStationGet: (world) => ({ as: 'staff', params: { id: nationalCode(world) } }),
  nationalStationDayData: (world) => ({ as: 'staff', params: { id: nationalCode(world) } }),
  nationalStationCheck: (world) => ({ as: 'admin', body: nationalPayload(world) }),
  nationalStationPostInIot: (world) => ({
    as: 'admin',
    body: { station_mf_to_iot: nationalPayload(world) },
  }),
  blightSituation: () => ({ as: 'conseiller', query: { campagne: 2026 } }),
  blightPlotsFewData: () => ({ as: 'conseiller' }),
  blightCampaigns: () => ({ as: 'conseiller' }),
  blightFilterLists: () => ({ as: 'externe' }),
  ...Object.fromEntries(
    (
      [
        'blightPlotGet',
        'blightPlotDailyIndices',
        'blightPlotAlternariaIndices',
        'blightPlotHourlyIndices',
        'blightPlotAlternariaHourlyIndices',
        'blightPlotClimateIndices',
        'blightPlotReceptionDays',
        'blightPlotInfos',
        'blightScenariosList',
        'blightObservationsList',
        'blightIrrigationsList',
        'blightTreatmentsList',
        'blightTreatmentsSkipped',
        'blightPhasesList',
        'blightHarvestGet',
        'blightReplacementsList',
        'blightReplacementMissing',
      ] as const
    ).map((id) => [
      id,
      (world: World): Arguments => ({ as: 'conseiller', params: { id: adviserPotatoPlot(world) } }),
    ]),
  ),
  blightProductPersistence: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world), productId: '103' },
  }),
  blightDeviceExists: (world) => {
    const station = world.stations.find((s) => s.kind === 'connected');
    return {
      as: 'conseiller',
      params: { operator: station?.constructeur ?? '', code: station?.code ?? '' },
    };
  },
  blightConstructorsList: () => ({ as: 'conseiller' }),
  blightVarietiesList: () => ({ as: 'conseiller' }),
  blightObservationCreate: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world) },
    body: { date_obs: '2026-06-01' },
  }),
  blightObservationUpdate: (world) => {
    const id = adviserPotatoPlot(world);
    const record = potatoRecord(world, id);
    if (!record.observations.includes('2026-05-28')) record.observations.push('2026-05-28');
    return {
      as: 'conseiller',
      params: { id },
      body: { date_obs: '2026-05-29', date_obs_origine: '2026-05-28' },
    };
  },
  blightObservationDelete: (world) => {
    const id = adviserPotatoPlot(world);
    const record = potatoRecord(world, id);
    if (!record.observations.includes('2026-05-27')) record.observations.push('2026-05-27');
    return { as: 'conseiller', params: { id, date: '2026-05-27' } };
  },
  blightIrrigationCreate: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world) },
    body: {
      irrigation_data: {
        begin_at: '2026-06-03T18:00:00Z',
        end_at: '2026-06-03T22:00:00Z',
        water_dose: 20,
        dose_unit: 'MM',
      },
    },
  }),
  blightIrrigationUpdate: (world) => {
    const id = adviserPotatoPlot(world);
    potatoRecord(world, id).irrigations.push({
      begin_at: '2026-06-04T18:00:00.000Z',
      end_at: '2026-06-04T20:00:00.000Z',
      water_dose: 15,
    });
    return {
      as: 'conseiller',
      params: { id, key: '2026-06-04T18:00:00.000Z' },
      body: {
        irrigation_data: {
          begin_at: '2026-06-04T19:00:00Z',
          end_at: '2026-06-04T21:00:00Z',
          water_dose: 18,
          dose_unit: 'MM',
        },
      },
    };
  },
  blightIrrigationDelete: (world) => {
    const id = adviserPotatoPlot(world);
    potatoRecord(world, id).irrigations.push({
      begin_at: '2026-06-05T18:00:00.000Z',
      end_at: '2026-06-05T20:00:00.000Z',
      water_dose: 15,
    });
    return { as: 'conseiller', params: { id, key: '2026-06-05T18:00:00.000Z' } };
  },
  blightTreatmentCreate: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world) },
    body: treatmentBody('2026-06-06T07:00:00Z'),
  }),
  blightTreatmentUpdate: (world) => {
    const id = adviserPotatoPlot(world);
    potatoRecord(world, id).treatments.push(storedTreatment('2026-06-07T07:00:00.000Z'));
    return {
      as: 'conseiller',
      params: { id, key: '2026-06-07T07:00:00.000Z' },
      body: treatmentBody('2026-06-07T08:00:00Z'),
    };
  },
  blightTreatmentDelete: (world) => {
    const id = adviserPotatoPlot(world);
    potatoRecord(world, id).treatments.push(storedTreatment('2026-06-08T07:00:00.000Z'));
    return { as: 'conseiller', params: { id, key: '2026-06-08T07:00:00.000Z' } };
  },
  blightPhasesCreate: (world) => {
    const id = adviserPotatoPlot(world);
    const phases = potatoRecord(world, id).phases;
    return {
      as: 'conseiller',
      params: { id },
      body: { phases: phases.slice(0, 1).map((phase) => ({ ...phase })) },
    };
  },
  blightPhasesUpdate: (world) => {
    const id = adviserPotatoPlot(world);
    return {
      as: 'conseiller',
      params: { id },
      body: { phases: potatoRecord(world, id).phases.map((phase) => ({ ...phase })) },
    };
  },
  blightPhasesDelete: (world) => ({ as: 'conseiller', params: { id: adviserPotatoPlot(world) } }),
  blightHarvestSet: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world) },
    body: { harvest: { datetime: '2026-06-14T10:00:00Z', yield: 40 } },
  }),
  blightHarvestDelete: (world) => {
    const id = adviserPotatoPlot(world);
    potatoRecord(world, id).harvest = { datetime: '2026-06-14T10:00:00.000Z', yield: 40 };
    return { as: 'conseiller', params: { id } };
  },
  blightPlotCreate: (world) => ({
    as: 'conseiller',
    body: { data_plot_to_create: plotInput(world, adviserPotatoPlot(world)) },
  }),
  blightPlotEdit: (world) => {
    const id = adviserPotatoPlot(world);
    return { as: 'conseiller', params: { id }, body: { data_plot_to_edit: plotInput(world, id) } };
  },
  blightPlotDelete: (world) => {
    // A plot of the adviser other than the one the other calls use.
    const keep = adviserPotatoPlot(world);
    const conseiller = world.users.find((u) => u.login === 'conseiller@demo.fr');
    const plot = world.plots.find(
      (p) =>
        p.module === 'mildiou' &&
        p.id !== keep &&
        conseiller?.operateurIds.includes(world.farmers[p.farmerId - 1]?.operateurId ?? 0),
    );
    return { as: 'conseiller', params: { id: plot?.id ?? 0 } };
  },
  blightCalculationCheck: (world) => ({ as: 'admin', params: { id: adviserPotatoPlot(world) } }),
  blightCalculationLaunch: (world) => ({
    as: 'admin',
    params: { id: adviserPotatoPlot(world) },
    body: {},
  }),
  blightScenarioSet: (world) => ({
    as: 'admin',
    params: { id: adviserPotatoPlot(world) },
    body: { code_scenario: 'PRESSION_FORTE', id_plot: adviserPotatoPlot(world) },
  }),
  blightProductsList: () => ({ as: 'conseiller' }),
  blightReplacementsAll: () => ({ as: 'conseiller' }),
  blightReplacementCreate: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world) },
    body: { replacement_data: [{ begin: '2026-06-01', end: '2026-06-03' }] },
  }),
  blightReplacementUpdate: (world) => {
    const id = adviserPotatoPlot(world);
    const record = potatoRecord(world, id);
    if (record.corrections.periods.length === 0) {
      record.corrections.periods.push({ begin: '2026-05-20', end: '2026-05-22' });
    }
    return {
      as: 'conseiller',
      params: { id },
      body: {
        replacement_data: [
          {
            select_begin_replacement_meteo: record.corrections.periods[0]?.begin ?? '',
            begin: '2026-05-19',
            end: '2026-05-22',
          },
        ],
      },
    };
  },
  blightReplacementDelete: (world) => {
    const id = adviserPotatoPlot(world);
    const record = potatoRecord(world, id);
    if (record.corrections.periods.length === 0) {
      record.corrections.periods.push({ begin: '2026-05-10', end: '2026-05-11' });
    }
    return {
      as: 'conseiller',
      params: { id, beginDate: record.corrections.periods[0]?.begin ?? '' },
    };
  },
  blightGapMeteosFill: (world) => ({
    as: 'conseiller',
    params: { id: adviserPotatoPlot(world), x: 1 },
  }),
  chnResults: () => ({ as: 'ferti' }),
  chnPlotResults: (world) => ({ as: 'ferti', params: { plotId: fertiChnPlot(world) } }),
  chnResultErrors: () => ({ as: 'admin' }),
  chnCalculationDates: () => ({ as: 'ferti' }),
  chnPlotCalculationDates: (world) => ({ as: 'ferti', params: { plotId: fertiChnPlot(world) } }),
  chnDailyResults: () => ({ as: 'ferti', query: { date_calcul: '2026-06-08' } }),
  chnPlotDailyResults: (world) => ({
    as: 'ferti',
    params: { plotId: fertiChnPlot(world) },
    query: { date_calcul: '2026-05-04' },
  }),
  chnPlotReports: (world) => ({ as: 'ferti', params: { plotId: fertiChnPlot(world) } }),
  chnPlotDeltaEvolution: (world) => ({ as: 'ferti', params: { plotId: fertiChnPlot(world) } }),
  chnPlotsByStatus: () => ({ as: 'admin', query: { statut: 'obsolete' } }),
  chnRecalculationRequest: (world) => ({ as: 'admin', body: { plots: [fertiChnPlot(world)] } }),
  chnForcePrecoFalse: (world) => ({ as: 'admin', body: { plots: [fertiChnPlot(world)] } }),
  chnForcePrecoValue: (world) => ({
    as: 'admin',
    body: { plots: [fertiChnPlot(world)], valeur: 60 },
  }),
  chnForceEmptyMask: (world) => ({ as: 'admin', body: { plots: [fertiChnPlot(world)] } }),
  chnForceMaskRecalculation: (world) => ({ as: 'admin', body: { plots: [fertiChnPlot(world)] } }),
  chnShiftPlannedLastInputDate: (world) => ({
    as: 'admin',
    body: { plots: [fertiChnPlot(world)], nb_jours: 3 },
  }),
  qnResults: () => ({ as: 'ferti' }),
  qnPlotResults: (world) => ({ as: 'ferti', params: { plotId: fertiQnPlot(world) } }),
  qnCorrectionCreate: (world) => ({
    as: 'ferti',
    body: {
      parcelles: [fertiQnPlot(world)],
      type_correction: 'QN_acq_facteur_delta',
      valeur_correction: [1.05, -4],
      commentaire: 'Images de mars sous-estimées',
    },
  }),
  qnCorrectionsList: () => ({ as: 'admin' }),
  qnCorrectionValidate: (world) => ({
    as: 'admin',
    params: { id: [...world.qn.corrections.values()].find((c) => !c.validation)?.id ?? 0 },
    body: {},
  }),
  qnRaster: (world) => ({
    as: 'ferti',
    params: { code: 'rasteroutput' },
    query: { uuid_plot: fertiQnPlot(world) },
  }),
  maizeGrainPlotsList: () => ({ as: 'conseiller' }),
  maizeFodderPlotsList: () => ({ as: 'conseiller' }),
  capPlotsList: () => ({ as: 'conseiller', query: { type: 'clients' } }),
  capPlotGet: (world) => ({ as: 'conseiller', params: { id: capPlot(world).id } }),
  capPlotsImport: () => ({
    as: 'conseiller',
    body: {
      csv: [
        {
          code_parcelle: 'contrat01',
          castype: '0',
          culture: "ble tendre d'hiver",
          code_insee: '28085',
          precedent: 'colza',
          date_semis: '12/10/2025',
          date_mesure: '18/03/2026',
          mesure_epi: '10',
        },
      ],
      equipe: false,
    },
  }),
  capPlotDelete: (world) => ({
    as: 'staff',
    params: {
      id: [...world.stages.internal.values()].find((p) => p.owner === 'jdupont')?.code ?? '',
    },
  }),
  capPlotComputations: (world) => ({ as: 'conseiller', params: { id: capPlot(world).id } }),
  capPlotRiskForecast: (world) => ({
    as: 'conseiller',
    params: { id: capPlot(world).id, date: '2026-06-12' },
  }),
  mycolisUsersList: () => ({ as: 'admin' }),
  mycolisPlotsList: () => ({ as: 'admin' }),
  mycolisPlotStages: (world) => ({
    as: 'admin',
    params: { id: mycolisPlot(world) },
    query: { type: 'mycolis' },
  }),
  capPreviousCropsList: () => ({ as: 'conseiller' }),
  capVarietiesList: () => ({ as: 'conseiller', query: { culture: '17' } }),
  capStationName: (world) => ({ as: 'conseiller', params: { code: capPlot(world).station } }),
  capGraphYellowRust: (world) => ({ as: 'conseiller', body: graphBody(world, 'rouille_jaune') }),
  capGraphEyespot: (world) => ({ as: 'conseiller', body: graphBody(world, 'pv') }),
  capGraphBrownRust: (world) => ({ as: 'conseiller', body: graphBody(world, 'rouille_brune') }),
  vigiculturesPlotsImport: () => ({ as: 'admin' }),
  vigiculturesObservationsImport: () => ({ as: 'admin' }),
  weatherByLocation: (world) => {
    const { plot, station } = capPlot(world);
    return {
      as: 'conseiller',
      body: {
        latitude: plot.latitude,
        longitude: plot.longitude,
        code_station: station,
        date_debut: plot.dateSemis,
        date_fin: '2026-06-21',
        parametres: {
          mixte: {
            brut: ['TMini', 'TMaxi', 'Pluie'],
            cumul: ['TMoy'],
            types: ['Observé', 'Prévisionnel'],
          },
          frequentiel: { cumul: ['TMoy'] },
        },
      },
    };
  },
  recalageVarietyNotes: () => ({ as: 'conseiller' }),
  recalageStations: () => ({ as: 'conseiller' }),
  recalageSoils: () => ({ as: 'conseiller' }),
  recalagePraZones: () => ({ as: 'conseiller' }),
  recalageRights: () => ({ as: 'conseiller' }),
  recalageDepartments: () => ({ as: 'conseiller' }),
  recalageStadeRequestsList: () => ({ as: 'conseiller' }),
  recalageMaladieRequestsList: () => ({ as: 'conseiller' }),
  recalageServer: () => ({ as: 'conseiller' }),
  recalageMailReports: () => ({ as: 'admin' }),
  recalageLatest: () => ({ as: 'admin' }),
  recalagesInPlace: () => ({ as: 'conseiller' }),
  recalageStadeRequestCheck: () => ({ as: 'conseiller', body: stageRequestBody() }),
  recalageStadeRequestCreate: () => ({ as: 'conseiller', body: stageRequestBody() }),
  recalageMaladieRequestCreate: () => ({
    as: 'conseiller',
    body: {
      valMaladieRecalage: 3,
      selectedDate: ['2025-11-15', '2025-10-01'],
      selectedDepartement: ['45'],
      selectedEspece: '17',
      selectedVariete: ['Chevignon'],
      selectedNoteSensibilite: [4],
      selectedMaladie: 'septoriose',
      commentaireRecalage: 'Septoriose plus forte que prévu',
      horsPerimetreIR: false,
      typeDemandeRecalage: 'Nouvelle demande',
    },
  }),
  // Seeded pending requests of the current campaign (world/recalage/requests.ts): 5 and 4.
  recalageStadeValidate: () => ({ as: 'admin', body: { id: 5, type: 'gestion' } }),
  recalageSimulation: (world) => ({
    as: 'conseiller',
    body: {
      selectedDate: '2025-10-15',
      selectedStation: stationRows(world)[0]?.CodeStation ?? '',
      selectedEspece: '17',
      selectedVariete: 'Chevignon',
      selectedSolBase: 1,
    },
  }),
  recalageStadeRequestDelete: () => ({ as: 'admin', params: { id: 4 } }),
  recalageFileValidation: () => ({
    as: 'admin',
    body: [
      {
        annee: 2026,
        espece: '17',
        decalage_epi1cm: 3,
        decalage_epiaison: null,
        departements: '28,45',
        debut_semis: '2025-10-01',
        fin_semis: '2025-10-31',
        commentaires: 'Beauce',
      },
    ],
  }),
  recalageFileValidationCsv: () => ({
    as: 'admin',
    body: {
      csv: 'annee;espece;decalage_epi1cm;decalage_epiaison;departements;debut_semis;fin_semis\r\n2026;17;3;;28,45;01/10/2025;31/10/2025\r\n',
    },
  }),
  recalageIntegrate: () => ({ as: 'admin' }),
  recalageApiStades: () => ({ as: 'conseiller' }),
  recalageApiFile: () => ({ as: 'admin' }),
  equipmentsList: () => ({
    as: 'ferti',
    query: { filter: JSON.stringify({ equipment_type_name: 'Station météo connectée' }) },
  }),
};

/** Second ways of making a call, with another body or query the answer must parse for too. */
export const VARIANTS: readonly {
  id: EndpointId;
  name: string;
  make: (world: World) => Arguments;
}[] = [
  {
    id: 'capPlotsImport',
    name: 'Mycolis batch',
    make: () => ({
      as: 'admin',
      body: {
        csv: [
          {
            code_exploitation: 'EXP01',
            exploitation: 'EARL des Blés',
            nom_parcelle: 'EXP01|Grande pièce',
            personnalisation: 'Grande pièce',
            code_parcelle: 'MYC0001',
            espece: "Blé tendre d'hiver",
            variete: 'Chevignon',
            date_semis: '20/10/2025',
            labour: 'OUI',
            precedent: 'colza',
            surface: '4,5',
            code_insee: '28085',
            latitude: '48.44685',
            longitude: '1.48925',
            code_postal: '28000',
            commune: 'Chartres',
            libelle_culture: "Blé tendre d'hiver",
            codesol: null,
            code_station: null,
          },
        ],
        client: 'CLI01',
        from_mycolis: true,
      },
    }),
  },
  {
    id: 'postalCodes',
    name: 'whole departments',
    make: () => ({ as: null, query: { departements: '35,56' } }),
  },
];

/** Makes a catalogue call with its arguments, with the token of the persona they name. */
export function callWithArguments(
  app: Simulator,
  entry: CatalogueEntry,
  args: Arguments,
  token: string | null,
): Promise<LightMyRequestResponse> {
  return call(app, {
    method: entry.method,
    path: entry.path,
    params: args.params,
    query: args.query,
    body: args.body,
    token,
  });
}

/**
 * One token per persona of a simulator, each taken on first use and kept: a write may change a
 * persona's password, after which logging in again would fail.
 */
export function personaTokens(app: Simulator): (persona: PersonaKey) => Promise<string> {
  const tokens = new Map<PersonaKey, string>();
  return async (persona) => {
    const kept = tokens.get(persona) ?? (await tokenOf(app, persona));
    tokens.set(persona, kept);
    return kept;
  };
}

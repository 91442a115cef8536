// Builds the world from the seed: the same seed, scale and day always give the same world.
import { consentPlotsRight } from '@agro/domain/consent-request';
import { campaignYear, todayIso } from '@agro/domain/dates';
import { foldForSearch } from '@agro/domain/search';
import { TERMS_VERSION } from '@agro/domain/session';
import { addDays } from '../dates.ts';
import { streamFor, type Random } from '../random.ts';
import { frenchReference, type Commune } from '../reference/communes.ts';
import {
  ADVISER_ORGANISATIONS,
  CEREAL_SPECIES,
  FARM_FORMS,
  FIRST_NAMES,
  LAST_NAMES,
  MAIZE_VARIETIES,
  MODULE_DEPARTMENTS,
  NATIONAL_WEATHER_SERVICE,
  NITROGEN_CROPS,
  POTATO_VARIETIES,
  WEATHER_STATION_MAKERS,
} from '../reference/vocabulary.ts';
import { CROP_PROFILES } from '../reference/water-balance.ts';
import { demoPersonas, DEMO_PASSWORD } from './personas.ts';
import { seedInternalPlots } from './stages/records.ts';
import { emptyStagesWorld } from './stages/state.ts';
import { seedQnCorrections } from './qn/records.ts';
import { emptyQnWorld } from './qn/state.ts';
import { drawSowingDate } from './water-balance/crops.ts';
import { emptyWaterBalance, generateWaterBalance } from './water-balance/generate.ts';
import { weatherWorld } from './weather/world.ts';
import {
  PLOT_MODULES,
  type Adviser,
  type AdviserLink,
  type Client,
  type Distributeur,
  type Equipment,
  type Farmer,
  type Operateur,
  type Plot,
  type PlotModule,
  type Station,
  type StoredComment,
  type Subscription,
  type SubscriptionService,
  type UserAccount,
} from './types.ts';
import type { World } from './world.ts';

export interface WorldOptions {
  seed: string;
  scale: number;
  now: Date;
  instituteKeyword: string;
}

/** Integrators and the regions (INSEE codes) they work in. */
const OPERATEURS: readonly { nom: string; regions: readonly string[] }[] = [
  { nom: 'Coopérative Terres du Nord', regions: ['32', '28', '11'] },
  { nom: 'Agro Centre Loire', regions: ['24', '52', '27'] },
  { nom: 'Sud-Ouest Céréales', regions: ['75', '76'] },
  { nom: 'Bretagne Agri Services', regions: ['53', '52', '28'] },
  { nom: 'Est Grandes Cultures', regions: ['44', '27', '84'] },
  { nom: 'Alpes Provence Agri', regions: ['84', '93', '76'] },
];
const CLIENTS_PER_OPERATEUR = 4;
const DISTRIBUTEURS_PER_OPERATEUR = 2;
/** Plots a connected station serves at most, before a department gets another one. */
const PLOTS_PER_STATION = 40;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');
const km = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) => {
  const dLat = (a.latitude - b.latitude) * 111;
  const dLon = (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLon * dLon);
};
/** Letters only, for e-mail local parts: 'Hélène' → 'helene'. */
const slug = (text: string): string => foldForSearch(text).replace(/[^a-z]+/g, '');

function departmentWeights(module: PlotModule): readonly (readonly [string, number])[] {
  const key = module === 'chn' || module === 'qn' || module === 'cap' ? 'cereals' : module;
  const weights = MODULE_DEPARTMENTS[key] ?? [];
  const known = frenchReference().communesByDepartement;
  return weights.filter(([code]) => known.has(code));
}

function operateursFor(region: string, operateurs: readonly Operateur[]): Operateur[] {
  const matching = operateurs.filter((_, index) => OPERATEURS[index]?.regions.includes(region));
  return matching.length > 0 ? matching : [...operateurs];
}

interface FarmerPool {
  farmers: Farmer[];
  byDepartement: Map<string, Farmer[]>;
}

function newFarmer(
  random: Random,
  pool: FarmerPool,
  commune: Commune,
  operateurs: readonly Operateur[],
  clients: readonly Client[],
): Farmer {
  const id = pool.farmers.length + 1;
  const operateur = random.pick(operateursFor(commune.region, operateurs));
  const client = random.pick(clients.filter((c) => c.operateurId === operateur.id));
  const nom = random.pick(LAST_NAMES);
  const farmer: Farmer = {
    id,
    code: `AGRI${pad(id, 4)}`,
    operateurId: operateur.id,
    clientId: client.id,
    nom,
    prenom: random.pick(FIRST_NAMES),
    raisonSociale: `${random.pick(FARM_FORMS)} ${nom.toUpperCase()}`,
    commune,
    record: null,
  };
  pool.farmers.push(farmer);
  const list = pool.byDepartement.get(commune.departement) ?? [];
  list.push(farmer);
  pool.byDepartement.set(commune.departement, list);
  return farmer;
}

interface CropDraw {
  culture: string;
  variete: string | null;
  dateSemis: string;
  statut: string;
  statutMsg: string | null;
}

function drawCrop(module: PlotModule, random: Random, campaign: number): CropDraw {
  const spring = () => addDays(`${campaign}-03-20`, random.int(0, 60));
  const autumn = () => addDays(`${campaign - 1}-10-01`, random.int(0, 50));
  const status = (): string =>
    random.weighted([
      ['ok', 85],
      ['ko', 8],
      ['en attente', 7],
    ]);
  switch (module) {
    case 'bh': {
      const profile = random.weighted(CROP_PROFILES.map((p) => [p, p.weight] as const));
      return {
        culture: profile.code,
        variete: null,
        dateSemis: drawSowingDate(profile, random, campaign),
        statut: status(),
        statutMsg: null,
      };
    }
    case 'mildiou': {
      const statut = random.weighted([
        ['OK', 82],
        ['donneesmanquantes', 10],
        ['KO', 8],
      ]);
      const statutMsg =
        statut === 'OK'
          ? 'calcul à jour'
          : statut === 'KO'
            ? 'calcul en erreur'
            : 'données météo manquantes';
      return {
        culture: 'Pomme de terre',
        variete: random.pick(POTATO_VARIETIES),
        dateSemis: addDays(`${campaign}-03-15`, random.int(0, 55)),
        statut,
        statutMsg,
      };
    }
    case 'chn':
    case 'qn': {
      const culture = random.weighted(NITROGEN_CROPS);
      return { culture, variete: null, dateSemis: autumn(), statut: status(), statutMsg: null };
    }
    case 'cap': {
      const species = random.weighted(
        CEREAL_SPECIES.map((s) => [s, s.code === '17' ? 60 : s.code === '27' ? 20 : 10] as const),
      );
      return {
        culture: species.code,
        variete: random.pick(species.varieties),
        dateSemis: autumn(),
        statut: status(),
        statutMsg: null,
      };
    }
    case 'mais':
      return {
        culture: random.weighted([
          ['Maïs grain', 70],
          ['Maïs fourrage', 30],
        ]),
        variete: random.pick(MAIZE_VARIETIES),
        dateSemis: spring(),
        statut: status(),
        statutMsg: null,
      };
  }
}

function generatePlots(
  options: WorldOptions,
  campaign: number,
  pool: FarmerPool,
  operateurs: readonly Operateur[],
  clients: readonly Client[],
): Plot[] {
  const reference = frenchReference();
  const farmerRandom = streamFor(options.seed, 'farmers');
  const plots: Plot[] = [];
  for (const [moduleIndex, module] of PLOT_MODULES.entries()) {
    const random = streamFor(options.seed, `plots:${module}`);
    const departments = departmentWeights(module);
    for (let n = 1; n <= options.scale; n++) {
      const departement = random.weighted(departments);
      const communes = reference.communesByDepartement.get(departement) ?? [];
      const commune = random.pick(communes);
      const local = pool.byDepartement.get(departement) ?? [];
      // Most plots belong to a farmer already farming in the department (about four per farmer).
      const farmer =
        local.length > 0 && farmerRandom.chance(0.75)
          ? farmerRandom.pick(local)
          : newFarmer(farmerRandom, pool, commune, operateurs, clients);
      const crop = drawCrop(module, random, campaign);
      const id = (moduleIndex + 1) * 100_000 + n;
      plots.push({
        id,
        module,
        nom: `${commune.nom} - ${random.pick(['Grande pièce', 'Les Champs', 'La Vallée', 'Le Moulin', 'Les Terres', 'La Croix', 'Le Bois', 'Les Prés', 'La Côte', 'Le Pré long'])} ${n % 7 === 0 ? 2 : 1}`,
        code: `${module.toUpperCase()}-${pad(n, 5)}`,
        farmerId: farmer.id,
        commune,
        latitude: commune.latitude,
        longitude: commune.longitude,
        surface: random.float(1.5, 35, 2),
        culture: crop.culture,
        variete: crop.variete,
        dateSemis: crop.dateSemis,
        stationId: 0,
        statut: crop.statut,
        statutMsg: crop.statutMsg,
        createdAt: `${addDays(crop.dateSemis, -random.int(5, 40))}T08:00:00.000Z`,
      });
    }
  }
  return plots;
}

/** Connected stations where plots are, and the national service's stations near them. */
function generateStations(seed: string, plots: readonly Plot[], today: string): Station[] {
  const random = streamFor(seed, 'stations');
  const reference = frenchReference();
  const plotsByDepartement = new Map<string, Plot[]>();
  for (const plot of plots) {
    const list = plotsByDepartement.get(plot.commune.departement) ?? [];
    list.push(plot);
    plotsByDepartement.set(plot.commune.departement, list);
  }
  const stations: Station[] = [];
  const departements = [...plotsByDepartement.keys()].sort();
  for (const departement of departements) {
    const deptPlots = plotsByDepartement.get(departement) ?? [];
    const communes = reference.communesByDepartement.get(departement) ?? [];
    // The national service's stations sit at the department's main towns.
    const towns = [...communes].sort((a, b) => b.population - a.population).slice(0, 3);
    const nationals: Station[] = towns.map((town) => ({
      id: stations.length + towns.indexOf(town) + 1,
      kind: 'national',
      code: `${town.insee}001`,
      nom: town.nom.toUpperCase(),
      constructeur: NATIONAL_WEATHER_SERVICE,
      commune: town,
      latitude: town.latitude,
      longitude: town.longitude,
      operateurId: null,
      nationalStationId: null,
      installedOn: '1995-01-01',
    }));
    stations.push(...nationals);
    const count = Math.max(1, Math.ceil(deptPlots.length / PLOTS_PER_STATION));
    for (let i = 0; i < count; i++) {
      const site = random.pick(deptPlots);
      const [maker, , prefix] = random.pick(WEATHER_STATION_MAKERS);
      const nearest = nationals.reduce((best, s) => (km(s, site) < km(best, site) ? s : best));
      stations.push({
        id: stations.length + 1,
        kind: 'connected',
        code: `${prefix}-${pad(random.int(10_000, 99_999), 5)}`,
        nom: `${site.commune.nom} ${i + 1}`,
        constructeur: maker,
        commune: site.commune,
        latitude: site.latitude,
        longitude: site.longitude,
        operateurId: null,
        nationalStationId: nearest.id,
        installedOn: addDays(today, -random.int(200, 2500)),
      });
    }
  }
  // Each plot uses the nearest connected station of its department.
  const connectedByDepartement = new Map<string, Station[]>();
  for (const station of stations) {
    if (station.kind !== 'connected') continue;
    const list = connectedByDepartement.get(station.commune.departement) ?? [];
    list.push(station);
    connectedByDepartement.set(station.commune.departement, list);
  }
  for (const plot of plots) {
    const candidates = connectedByDepartement.get(plot.commune.departement) ?? [];
    let best = candidates[0];
    for (const station of candidates)
      if (best && km(station, plot) < km(best, plot)) best = station;
    plot.stationId = best?.id ?? 0;
  }
  return stations;
}

function generateEquipments(
  seed: string,
  stations: readonly Station[],
  today: string,
): Equipment[] {
  const random = streamFor(seed, 'equipments');
  return stations
    .filter((station) => station.kind === 'connected')
    .map((station, index) => {
      const model =
        WEATHER_STATION_MAKERS.find(([maker]) => maker === station.constructeur)?.[1] ?? null;
      const purchase = Number(station.installedOn.slice(0, 4));
      return {
        equipment_id: index + 1,
        site_name: station.commune.nom,
        service_name: 'METEO',
        equipment_type_name: 'Station météo connectée',
        manufacturer: station.constructeur,
        model,
        serial_number: `${station.code}-${pad(random.int(1, 9999), 4)}`,
        arvalis_code: station.code,
        manufacture_year: purchase - random.int(0, 1),
        purchase_year: purchase,
        suspension_year: null,
        is_bpe: random.chance(0.2),
        person_in_charge: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        global_state: random.weighted([
          ['En service', 90],
          ['En maintenance', 7],
          ['Hors service', 3],
        ]),
        person_substitute: null,
        picture_path: null,
        creation_at: `${station.installedOn}T09:00:00.000Z`,
        update_at: `${addDays(today, -random.int(0, 120))}T09:00:00.000Z`,
        login: null,
        period_use: 'Toute l’année',
        comment: null,
      };
    });
}

function subscriptionPeriod(campaign: number): { date_debut: string; date_fin: string } {
  return { date_debut: `${campaign}-01-01`, date_fin: `${campaign}-12-31` };
}

interface AdviserSetup {
  advisers: Map<number, Adviser>;
  subscriptions: Map<number, Subscription>;
  personaAdvisers: Map<string, number>;
}

function generateAdvisers(seed: string, scale: number, campaign: number): AdviserSetup {
  const random = streamFor(seed, 'advisers');
  const advisers = new Map<number, Adviser>();
  const subscriptions = new Map<number, Subscription>();
  const personaAdvisers = new Map<string, number>();
  const subscribe = (adviserId: number, service: SubscriptionService) => {
    const id = subscriptions.size + 1;
    subscriptions.set(id, { id_abo: id, adviserId, service, ...subscriptionPeriod(campaign) });
  };
  const add = (
    adviser: Omit<Adviser, 'id_conseiller'>,
    services: SubscriptionService[],
  ): number => {
    const id = advisers.size + 1;
    advisers.set(id, { id_conseiller: id, ...adviser });
    for (const service of services) subscribe(id, service);
    return id;
  };

  personaAdvisers.set(
    'externe',
    add(
      {
        nom_conseiller: 'Externe',
        prenom_conseiller: 'Emma',
        mail: 'externe@demo.fr',
        organisme: 'Cabinet Agri-Conseil',
        telephone: '06 12 34 56 78',
        type_conseiller: 'AGRO',
        region_bsv_mildiou: null,
        departements: ['62', '59', '80'],
        nb_cas_type: null,
      },
      ['MILDIOU'],
    ),
  );
  personaAdvisers.set(
    'bsv',
    add(
      {
        nom_conseiller: 'Bulletin',
        prenom_conseiller: 'Bruno',
        mail: 'bsv@demo.fr',
        organisme: "Chambre régionale d'agriculture",
        telephone: '03 22 33 44 55',
        type_conseiller: 'BSV',
        region_bsv_mildiou: 'Hauts-de-France',
        departements: ['02', '59', '60', '62', '80'],
        nb_cas_type: 3,
      },
      ['BSV_MILDIOU'],
    ),
  );
  personaAdvisers.set(
    'conseiller',
    add(
      {
        nom_conseiller: 'Conseil',
        prenom_conseiller: 'Claire',
        mail: 'conseiller@demo.fr',
        organisme: "Chambre d'agriculture",
        telephone: '02 38 71 90 00',
        type_conseiller: 'SUPPORT',
        region_bsv_mildiou: null,
        departements: ['28', '41', '45'],
        nb_cas_type: null,
      },
      ['MILDIOU', 'BILANHYDRIQUE'],
    ),
  );

  const reference = frenchReference();
  const count = Math.max(12, Math.ceil(scale / 25));
  for (let i = 0; i < count; i++) {
    const prenom = random.pick(FIRST_NAMES);
    const nom = random.pick(LAST_NAMES);
    const type = random.weighted([
      ['AGRO', 75],
      ['SUPPORT', 15],
      ['BSV', 10],
    ] as const);
    const region = random.pick(reference.regions.filter((r) => r.code !== '94'));
    const regionDepartements = reference.departements.filter((d) => d.region === region.code);
    const services: SubscriptionService[] =
      type === 'BSV'
        ? ['BSV_MILDIOU']
        : random.weighted<SubscriptionService[]>([
            [['MILDIOU'], 45],
            [['BILANHYDRIQUE'], 30],
            [['MILDIOU', 'BILANHYDRIQUE'], 25],
          ]);
    add(
      {
        nom_conseiller: nom,
        prenom_conseiller: prenom,
        mail: `${slug(prenom)}.${slug(nom)}${i + 1}@conseil-demo.fr`,
        organisme: random.pick(ADVISER_ORGANISATIONS),
        telephone: `0${random.int(1, 5)} ${pad(random.int(0, 99), 2)} ${pad(random.int(0, 99), 2)} ${pad(random.int(0, 99), 2)} ${pad(random.int(0, 99), 2)}`,
        type_conseiller: type,
        region_bsv_mildiou: type === 'BSV' ? region.nom : null,
        departements: regionDepartements.slice(0, random.int(1, 4)).map((d) => d.code),
        nb_cas_type: type === 'BSV' ? random.int(2, 6) : null,
      },
      services,
    );
  }
  return { advisers, subscriptions, personaAdvisers };
}

function farmerRecordOf(farmer: Farmer): NonNullable<Farmer['record']> {
  return {
    nom_agri: farmer.nom,
    prenom_agri: farmer.prenom,
    raison_sociale: farmer.raisonSociale,
    telephone: null,
    mail: `${slug(farmer.prenom)}.${slug(farmer.nom)}@exploitation-demo.fr`,
    adresse: `Ferme ${farmer.nom}`,
    code_postal: farmer.commune.codePostal,
    ville: farmer.commune.nom,
    cgu: TERMS_VERSION,
  };
}

function serviceOfModule(module: PlotModule): SubscriptionService | null {
  if (module === 'mildiou') return 'MILDIOU';
  if (module === 'bh') return 'BILANHYDRIQUE';
  return null;
}

/** Farmers' grants of access to advisers, including the external demo adviser's pending ones. */
function generateLinks(
  seed: string,
  campaign: number,
  today: string,
  farmers: readonly Farmer[],
  plots: readonly Plot[],
  setup: AdviserSetup,
): Map<number, AdviserLink> {
  const random = streamFor(seed, 'links');
  const links = new Map<number, AdviserLink>();
  const farmerServices = new Map<number, Set<SubscriptionService>>();
  for (const plot of plots) {
    const service = serviceOfModule(plot.module);
    if (!service) continue;
    const set = farmerServices.get(plot.farmerId) ?? new Set();
    set.add(service);
    farmerServices.set(plot.farmerId, set);
  }
  const link = (
    adviserId: number,
    farmer: Farmer,
    service: SubscriptionService,
    validation: number | null,
  ) => {
    farmer.record ??= farmerRecordOf(farmer);
    const id = links.size + 1;
    links.set(id, {
      id_agri_cons: id,
      id_valid_cons_agri: id,
      adviserId,
      farmerId: farmer.id,
      ...subscriptionPeriod(campaign),
      service,
      parcelles_inclues: ['all'],
      parcelles_exclues: [],
      validation,
      date_validation: validation === null ? null : addDays(today, -random.int(1, 90)),
    });
  };

  // The external demo adviser: three consents waiting, two validated, one refused.
  const externeId = setup.personaAdvisers.get('externe');
  const blightFarmers = farmers.filter((f) => farmerServices.get(f.id)?.has('MILDIOU'));
  if (externeId !== undefined) {
    const states: (number | null)[] = [null, null, null, 1, 1, 2];
    blightFarmers.slice(0, states.length).forEach((farmer, index) => {
      link(externeId, farmer, 'MILDIOU', states[index] ?? null);
    });
  }

  const subscribed = new Map<SubscriptionService, number[]>();
  for (const sub of setup.subscriptions.values()) {
    if (sub.adviserId === externeId) continue;
    const list = subscribed.get(sub.service) ?? [];
    list.push(sub.adviserId);
    subscribed.set(sub.service, list);
  }
  for (const farmer of farmers) {
    if (random.chance(0.6)) farmer.record ??= farmerRecordOf(farmer);
    for (const service of farmerServices.get(farmer.id) ?? []) {
      const advisers = subscribed.get(service) ?? [];
      if (advisers.length === 0 || !random.chance(0.35)) continue;
      const validation = random.weighted<number | null>([
        [1, 60],
        [null, 25],
        [2, 15],
      ]);
      link(random.pick(advisers), farmer, service, validation);
    }
  }
  return links;
}

function generateComments(
  seed: string,
  plots: readonly Plot[],
  today: string,
): Map<number, StoredComment> {
  const random = streamFor(seed, 'comments');
  const comments = new Map<number, StoredComment>();
  const notes = [
    '<p>Irrigation de <strong>30 mm</strong> réalisée ce matin.</p>',
    '<p>Levée homogène, peuplement correct.</p>',
    '<p>Passage prévu la semaine prochaine pour un comptage.</p>',
    '<p>Sol ressuyé, conditions favorables au semis.</p>',
    '<p>Attention : zone hydromorphe en bas de parcelle.</p>',
  ];
  const oadOf: Partial<Record<PlotModule, string>> = {
    bh: 'BH',
    cap: 'STADES',
    mais: 'STADES',
    chn: 'CHN',
  };
  for (const plot of plots) {
    const oad = oadOf[plot.module];
    if (!oad || plot.id % 100_000 > 20) continue;
    for (let i = random.int(0, 2); i > 0; i--) {
      const id = comments.size + 1;
      const date = addDays(today, -random.int(1, 30));
      comments.set(id, {
        id_commentaire: id,
        plotId: plot.id,
        oad,
        p_dt_crea: `${date}T${pad(random.int(7, 18), 2)}:${pad(random.int(0, 59), 2)}:00.000Z`,
        date,
        commentaire: random.pick(notes),
      });
    }
  }
  return comments;
}

function generateUsers(
  options: WorldOptions,
  setup: AdviserSetup,
  operateurs: readonly Operateur[],
): UserAccount[] {
  const operateurIds = (codes: readonly string[]): number[] =>
    operateurs.filter((o) => codes.includes(o.code)).map((o) => o.id);
  const users: UserAccount[] = demoPersonas(options.instituteKeyword).map((persona) => ({
    login: persona.login,
    password: DEMO_PASSWORD,
    userName: persona.userName,
    email: persona.email,
    externe: persona.externe,
    droitsTPC: persona.droitsTPC,
    profilsADPU: [{ code: persona.key.toUpperCase(), isDefaut: true }],
    adviserId: setup.personaAdvisers.get(persona.key) ?? null,
    cgu: null,
    recalageDepartements: persona.recalageDepartements,
    operateurIds: operateurIds(persona.bhOperateurs),
  }));
  // Every other adviser has an external account, so an administrator can sign in as them. It
  // reads the plots of each service the adviser subscribes to (blight for MILDIOU, the water
  // balance for BILANHYDRIQUE): what their farmers' consents share.
  const personaIds = new Set(setup.personaAdvisers.values());
  const readRights = new Map<number, Set<string>>();
  for (const sub of setup.subscriptions.values()) {
    const right = consentPlotsRight(sub.service);
    if (right === null) continue;
    const rights = readRights.get(sub.adviserId) ?? new Set<string>();
    rights.add(right);
    readRights.set(sub.adviserId, rights);
  }
  for (const adviser of setup.advisers.values()) {
    if (personaIds.has(adviser.id_conseiller) || adviser.type_conseiller === 'BSV') continue;
    const modules = [...(readRights.get(adviser.id_conseiller) ?? [])].sort();
    users.push({
      login: adviser.mail,
      password: DEMO_PASSWORD,
      userName: `${adviser.prenom_conseiller} ${adviser.nom_conseiller}`,
      email: adviser.mail,
      externe: true,
      droitsTPC: [
        { code: 'EXTERNE', lecture: true, ecriture: false },
        ...modules.map((code) => ({ code, lecture: true, ecriture: false })),
      ],
      profilsADPU: [{ code: 'EXTERNE', isDefaut: true }],
      adviserId: adviser.id_conseiller,
      cgu: TERMS_VERSION,
      recalageDepartements: [],
      operateurIds: [],
    });
  }
  return users;
}

function generateNetwork(): {
  operateurs: Operateur[];
  distributeurs: Distributeur[];
  clients: Client[];
} {
  const operateurs = OPERATEURS.map((o, index) => ({
    id: index + 1,
    code: `OP${pad(index + 1, 2)}`,
    nom: o.nom,
  }));
  const distributeurs: Distributeur[] = [];
  const clients: Client[] = [];
  for (const operateur of operateurs) {
    for (let d = 1; d <= DISTRIBUTEURS_PER_OPERATEUR; d++) {
      distributeurs.push({
        id: distributeurs.length + 1,
        nom: `${operateur.nom} – Négoce ${d === 1 ? 'Plaine' : 'Bocage'}`,
        operateurId: operateur.id,
      });
    }
    for (let c = 1; c <= CLIENTS_PER_OPERATEUR; c++) {
      const id = clients.length + 1;
      clients.push({
        id,
        code: `CLI${pad(id, 2)}`,
        nom: `${operateur.nom} – Agence ${c}`,
        operateurId: operateur.id,
        distributeurId: distributeurs[distributeurs.length - (c % 2 === 0 ? 1 : 2)]?.id ?? 1,
      });
    }
  }
  return { operateurs, distributeurs, clients };
}

/**
 * The demo consent link names AGRI0001 at OP01 and client CLI01 for MILDIOU: make that farmer a
 * potato grower of that integrator, whatever the seed.
 */
function anchorDemoFarmer(farmers: Farmer[], plots: Plot[], clients: readonly Client[]): void {
  const farmer = farmers[0];
  const client = clients[0];
  if (!farmer || !client) return;
  farmer.operateurId = client.operateurId;
  farmer.clientId = client.id;
  // Four potato plots of one department, so the farm looks like one farm on the map.
  const department = plots.find((p) => p.module === 'mildiou')?.commune.departement;
  const blightPlots = plots
    .filter((p) => p.module === 'mildiou' && p.commune.departement === department)
    .slice(0, 4);
  for (const plot of blightPlots) plot.farmerId = farmer.id;
  const first = blightPlots[0];
  if (first) farmer.commune = first.commune;
}

export function generateWorld(options: WorldOptions): World {
  const today = todayIso(options.now);
  const campaign = campaignYear(options.now);
  const { operateurs, distributeurs, clients } = generateNetwork();
  const pool: FarmerPool = { farmers: [], byDepartement: new Map() };
  const plots = generatePlots(options, campaign, pool, operateurs, clients);
  anchorDemoFarmer(pool.farmers, plots, clients);
  const stations = generateStations(options.seed, plots, today);
  const setup = generateAdvisers(options.seed, options.scale, campaign);
  const links = generateLinks(options.seed, campaign, today, pool.farmers, plots, setup);
  const comments = generateComments(options.seed, plots, today);
  const users = generateUsers(options, setup, operateurs);
  const world: World = {
    seed: options.seed,
    scale: options.scale,
    today,
    operateurs,
    distributeurs,
    clients,
    farmers: pool.farmers,
    plots,
    plotsById: new Map(plots.map((plot) => [plot.id, plot])),
    stations,
    advisers: setup.advisers,
    subscriptions: setup.subscriptions,
    links,
    users,
    comments,
    equipments: generateEquipments(options.seed, stations, today),
    outbox: [],
    sequences: {
      adviser: setup.advisers.size + 1,
      subscription: setup.subscriptions.size + 1,
      link: links.size + 1,
      validation: links.size + 1,
      comment: comments.size + 1,
    },
    bh: emptyWaterBalance(campaign),
    weather: weatherWorld(options.seed, options.now),
    blight: { records: new Map() },
    chn: { records: new Map() },
    qn: emptyQnWorld(),
    stages: emptyStagesWorld(),
  };
  seedInternalPlots(world);
  seedQnCorrections(world, 'ferti@demo.fr', 'Rémi Fertilisation');
  generateWaterBalance(world, {
    seed: options.seed,
    campaign,
    now: options.now,
    instituteKeyword: options.instituteKeyword,
  });
  return world;
}

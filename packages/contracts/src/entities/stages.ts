// Entities of spec 4 §3 (maize and cereal stages, diseases, Mycolis, simulation), names as spelled there.
import { FUSARIUM_RISKS } from '@agro/domain/status-colours';
import { z } from 'zod';
import { CODE_MAX, FREE_TEXT_MAX, NAME_MAX } from '../catalogue/input-limits.ts';
import { dateString, dateTimeString, identifier } from './common.ts';

/** Cereal species of the module (spec 4 §1, §9): code and French name. */
export const CEREAL_SPECIES = {
  17: 'Blé tendre',
  40: 'Blé dur',
  27: "Orge d'hiver",
  19: 'Triticale',
} as const;
export const CEREAL_SPECIES_CODES = [17, 40, 27, 19] as const;
export type CerealSpeciesCode = (typeof CEREAL_SPECIES_CODES)[number];
/** Winter barley shows helminthosporiosis and rhynchosporiosis instead of the wheat diseases. */
export const BARLEY_SPECIES_CODE = 27;

/** codeespece arrives as a number or a numeric string depending on the service. */
export const cerealSpeciesCode = z.union([
  z.literal(CEREAL_SPECIES_CODES),
  z.enum(['17', '40', '27', '19']),
]);

/** castype: 0 real plot, 1 type case (spec 4 §3, §9). */
export const CASTYPES = [0, 1] as const;
export const castype = z.literal(CASTYPES);

/** Calculation state: 'ok' and 'ko' are meaningful, any other value is shown as pending. */
export const etatCalcul = z.string().nullable();

/** Risk codes 10, 20 and 30 are graded; the upstream may send other values (shown grey). */
export const RISK_CODES = [10, 20, 30] as const;
export const riskCode = z.union([z.number(), z.string()]).nullable();

/** Dates not yet reached (or not computed) are null. */
const optionalDate = dateString.nullable().optional();
/** Booleans the upstream stores as flags (true/false or 1/0). */
const flag = z.union([z.boolean(), z.number()]).nullable().optional();

// ---------------------------------------------------------------------------------------------
// Maize

export const maizeStagePlot = z.object({
  id_plot: identifier,
  nom_user: z.string().nullable(),
  /**
   * Client and farmer codes: the spec's columns (§2.1) name them but its entity (§3) lists no
   * field for them; these names follow the water-balance plot's (docs/spec-deviations.md).
   */
  code_client: z.string().nullable().optional(),
  code_agri: z.string().nullable().optional(),
  code_parcelle_os: z.string(),
  code_dept: z.string().nullable(),
  variete: z.string().nullable(),
  date_semis: dateString.nullable(),
  stade_levee: optionalDate,
  stade_4f: optionalDate,
  stade_6f: optionalDate,
  stade_8f: optionalDate,
  stade_10f: optionalDate,
  stade_ff: optionalDate,
  stade_slag: optionalDate,
  // Grain only; fourrage plots carry H32 alone.
  stade_h50: optionalDate,
  stade_h45: optionalDate,
  stade_h35: optionalDate,
  stade_h32: optionalDate,
  nb_stades_obs: z.number().int().nonnegative().nullable(),
  etat_calcul: etatCalcul,
});
export type MaizeStagePlot = z.infer<typeof maizeStagePlot>;

// ---------------------------------------------------------------------------------------------
// Cereals (cap)

/** Cereal stage dates shared by the cap plot, the plot detail and the computation record. */
const capStageDates = {
  stade_levee: optionalDate,
  stade_debuttallage: optionalDate,
  stade_epi1cm: optionalDate,
  stade_epi1cm_prevu: optionalDate,
  stade_1n: optionalDate,
  stade_2n: optionalDate,
  stade_f5: optionalDate,
  stade_f4: optionalDate,
  stade_f3: optionalDate,
  stade_f2: optionalDate,
  stade_dfp: optionalDate,
  stade_meiose: optionalDate,
  stade_epiaison: optionalDate,
  stade_floraison: optionalDate,
  stade_maturite: optionalDate,
  stade_recolte: optionalDate,
};

/**
 * Disease dates, names from the spec's "Plot detail extras". The spec writes the septoria ones as
 * "septo_datealerte, datet1, datealerte2, datet2"; they are read as septo_-prefixed like
 * septo_datealerte3 and septo_datet3 of the computation record.
 */
const capDiseaseDates = {
  helmintho_date1: optionalDate,
  helmintho_date2: optionalDate,
  rhyncho_date1: optionalDate,
  rhyncho_date2: optionalDate,
  pv_datealerte: optionalDate,
  pv_datet1: optionalDate,
  fusa_datealerte: optionalDate,
  fusa_datet1: optionalDate,
  rouillejaune_crusty_date1: optionalDate,
  rouillejaune_crusty_date2: optionalDate,
  rouillejaune_crusty_date3: optionalDate,
  rouillebrune_datealerte: optionalDate,
  rouillebrune_datet1: optionalDate,
  septo_datealerte: optionalDate,
  septo_datet1: optionalDate,
  septo_datealerte2: optionalDate,
  septo_datet2: optionalDate,
};

/**
 * Disease risks of the cap list. risque_fusa and don_classerisque are the spec's names; the spec
 * names no risk field for the other diseases, so `<disease>_risque` (risk codes 10/20/30) is ours.
 */
const capDiseaseRisks = {
  risque_fusa: z.enum(FUSARIUM_RISKS).nullable().optional(),
  don_classerisque: z.union([z.number(), z.string()]).nullable().optional(),
  pv_risque: riskCode.optional(),
  septo_risque: riskCode.optional(),
  rouillejaune_risque: riskCode.optional(),
  rouillebrune_risque: riskCode.optional(),
  helmintho_risque: riskCode.optional(),
  rhyncho_risque: riskCode.optional(),
};

export const capPlot = z.object({
  id_plot: identifier,
  code_parcelle_os: z.string(),
  castype,
  codeespece: cerealSpeciesCode,
  date_semis: dateString,
  variete: z.string().nullable(),
  /** Variety before an applied change ("Variété modifiée" filter). */
  var_origine: z.string().nullable(),
  codesol: identifier.nullable(),
  labour: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  code_precedent: z.string().nullable(),
  a_calculer: flag,
  date_calcul: dateTimeString.nullable(),
  date_fin_previsions: dateString.nullable(),
  code_insee: z.string().nullable(),
  /** Longitude and latitude (WGS 84). */
  x: z.number().nullable(),
  y: z.number().nullable(),
  e1cm_observe: optionalDate,
  hauteur_moyenne: z.number().nullable().optional(),
  ...capStageDates,
  ...capDiseaseDates,
  ...capDiseaseRisks,
  note_septo: z.number().nullable().optional(),
  code_station: z.string().nullable(),
  type_observateur: z.string().nullable().optional(),
  /** Earliness scores, 1 to 9. */
  precocite_epiaison: z.number().nullable().optional(),
  precocite_montaison: z.number().nullable().optional(),
  nom_operateur: z.string().nullable(),
  id_operateur: identifier.nullable(),
  id_user: identifier.nullable(),
  nom_user: z.string().nullable(),
  code_dept: z.string().nullable(),
  etat_calcul: etatCalcul,
  p_dt_lastechec: dateTimeString.nullable().optional(),
});
export type CapPlot = z.infer<typeof capPlot>;

/** One product applied against a disease. */
export const treatment = z.object({
  date: dateString,
  dose: z.union([z.number(), z.string()]).nullable(),
  produit: z.string().nullable(),
});

/** "JSON list of disease with treatments": one entry per disease. */
export const diseaseTreatments = z.object({
  maladie: z.string(),
  traitements: z.array(treatment),
});

export const observedStage = z.object({
  code_arvalis: z.string(),
  date: dateString,
});

/**
 * traitements and stades_obs are JSON lists; the old product receives them either parsed or as a
 * JSON-encoded string, so both are accepted.
 */
export const plotDetailExtras = z.object({
  risque_fusa: z.enum(FUSARIUM_RISKS).nullable().optional(),
  don_classerisque: z.union([z.number(), z.string()]).nullable().optional(),
  traitements: z
    .union([z.array(diseaseTreatments), z.string()])
    .nullable()
    .optional(),
  stades_obs: z
    .union([z.array(observedStage), z.string()])
    .nullable()
    .optional(),
});

export const plotDetail = capPlot.extend(plotDetailExtras.shape);
export type PlotDetail = z.infer<typeof plotDetail>;

/**
 * One of the last 20 computations. `rouillejaune_ydebride_*` is spelled as a family by the spec;
 * date1 to date3 mirror rouillejaune_crusty_date1 to 3.
 */
export const computationRecord = z.object({
  id_sortie: identifier,
  id_plot: identifier,
  date_calcul: dateTimeString,
  date_fin_previsions: dateString.nullable(),
  ...capStageDates,
  ...capDiseaseDates,
  pv_cumul_top: z.number().nullable().optional(),
  pv_score_actualise: z.number().nullable().optional(),
  risque_agronomique: z.union([z.number(), z.string()]).nullable().optional(),
  score_don_moyenne: z.number().nullable().optional(),
  epi1cm_decalageoadjours: z.number().nullable().optional(),
  epiaison_decalageoadjours: z.number().nullable().optional(),
  date_fix_t1: optionalDate,
  date_fix_t2: optionalDate,
  septo_datealerte3: optionalDate,
  septo_datet3: optionalDate,
  septo_datet1_observe: optionalDate,
  rouillejaune_ydebride_date1: optionalDate,
  rouillejaune_ydebride_date2: optionalDate,
  rouillejaune_ydebride_date3: optionalDate,
});
export type ComputationRecord = z.infer<typeof computationRecord>;

/** The plot detail shows up to 8 days per disease. */
export const RISK_HORIZON_DAYS = 8;
export const LAST_COMPUTATIONS = 20;

export const riskForecast = z.array(
  z.object({
    maladie: z.string(),
    previ: z.array(z.object({ date: dateString, risque: riskCode })),
  }),
);
export type RiskForecast = z.infer<typeof riskForecast>;

// ---------------------------------------------------------------------------------------------
// Mycolis

/** Plot stages by kind 'mycolis'. */
export const PLOT_STAGE_KINDS = ['mycolis'] as const;

export const mycolisStageInfo = z.object({
  stade_epi1cm: optionalDate,
  stade_1n: optionalDate,
  stade_2n: optionalDate,
  stade_epiaison: optionalDate,
  stade_floraison: optionalDate,
  stade_maturite: optionalDate,
});
export type MycolisStageInfo = z.infer<typeof mycolisStageInfo>;

export const mycolisPlot = z.object({
  nom_operateur: z.string().nullable(),
  id_operateur: identifier.nullable(),
  id_user: identifier.nullable(),
  nom_user: z.string().nullable(),
  code_parcelle_os: z.string(),
  id_plot: identifier,
  codeespece: cerealSpeciesCode,
  date_semis: dateString,
  variete: z.string().nullable(),
  labour: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  code_precedent: z.string().nullable(),
  a_calculer: flag,
  date_calcul: dateTimeString.nullable(),
  date_fin_previsions: dateString.nullable(),
  code_dept: z.string().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  nom_commune: z.string().nullable(),
  ind_parcelle: z.union([z.string(), z.number()]).nullable(),
});
export type MycolisPlot = z.infer<typeof mycolisPlot>;

/**
 * A CSV cell once parsed: text, a number the client already converted, or null. Generous: a file
 * whose separator was misread puts a whole line in one cell, which the upstream reports as a row
 * in error rather than the whole import being refused.
 */
const csvCell = z.union([z.string().max(FREE_TEXT_MAX), z.number()]).nullable();
/** A text cell of a Mycolis row, up to `max` characters. */
const mycolisText = (max: number) => z.string().min(1).max(max);
const optionalMycolisText = (max: number) => z.string().max(max).nullable().optional();

/**
 * Columns of the own-plot import template. The location is code_station or code_insee or
 * latitude/longitude; the spec calls the last one "epi measure" (ear height, 10 when the exact
 * date was observed), named mesure_epi here.
 */
export const OWN_PLOT_CSV_COLUMNS = [
  'code_parcelle',
  'castype',
  'culture',
  'code_station',
  'code_insee',
  'latitude',
  'longitude',
  'precedent',
  'date_semis',
  'date_mesure',
  'mesure_epi',
] as const;
export const OWN_PLOT_CROPS = [
  "ble tendre d'hiver",
  "ble dur d'hiver",
  "orge d'hiver",
  'triticale',
] as const;
export const OWN_PLOT_PREVIOUS_CROPS = [
  'ble tendre',
  'ble dur',
  'orge hiver',
  'triticale',
  'mais grain',
  'mais fourrage',
  'mais doux',
] as const;

/**
 * One own-plot row as sent. Cell formats are only highlighted in the preview (spec 4 §5.1) and the
 * upstream reports rejected rows in `erreur`, so cells stay free text here.
 */
export const ownPlotCsvRow = z.object({
  // The plot's code is its path parameter afterwards (capPlotDelete): a code's limit.
  code_parcelle: z.string().min(1).max(CODE_MAX),
  castype: csvCell.optional(),
  culture: csvCell.optional(),
  code_station: csvCell.optional(),
  code_insee: csvCell.optional(),
  latitude: csvCell.optional(),
  longitude: csvCell.optional(),
  precedent: csvCell.optional(),
  date_semis: csvCell.optional(),
  date_mesure: csvCell.optional(),
  mesure_epi: csvCell.optional(),
});
export type OwnPlotCsvRow = z.infer<typeof ownPlotCsvRow>;

// The file's columns and batch size are the import's rules (packages/domain/src/mycolis.ts).
export {
  MYCOLIS_BATCH_SIZE,
  MYCOLIS_OPTIONAL_COLUMNS,
  MYCOLIS_REQUIRED_COLUMNS,
} from '@agro/domain/mycolis';

/**
 * A corrected Mycolis row as uploaded: the nine required columns, the optional ones, plus
 * libelle_culture, with codesol and code_station forced to null (spec 4 §3).
 * nom_parcelle is code_exploitation|personnalisation.
 */
export const mycolisImportRow = z.object({
  code_exploitation: mycolisText(CODE_MAX),
  // code_exploitation|personnalisation: a code, the bar, a name.
  nom_parcelle: mycolisText(CODE_MAX + 1 + NAME_MAX),
  code_parcelle: mycolisText(CODE_MAX),
  espece: mycolisText(NAME_MAX),
  variete: mycolisText(NAME_MAX),
  date_semis: mycolisText(CODE_MAX),
  labour: mycolisText(NAME_MAX),
  precedent: mycolisText(NAME_MAX),
  surface: z.union([mycolisText(CODE_MAX), z.number().positive()]),
  exploitation: optionalMycolisText(NAME_MAX),
  personnalisation: optionalMycolisText(NAME_MAX),
  code_insee: csvCell.optional(),
  latitude: csvCell.optional(),
  longitude: csvCell.optional(),
  code_postal: csvCell.optional(),
  commune: optionalMycolisText(NAME_MAX),
  lambert93x: csvCell.optional(),
  lambert93y: csvCell.optional(),
  libelle_culture: optionalMycolisText(NAME_MAX),
  codesol: z.null().optional(),
  code_station: z.null().optional(),
});
export type MycolisImportRow = z.infer<typeof mycolisImportRow>;

// ---------------------------------------------------------------------------------------------
// Reference lists

export const varietyRef = z.object({
  variete: z.string(),
  type_espece: z.union([z.string(), z.number()]),
});

export const previousCropRef = z.object({
  codeaee: z.string(),
});

/** The spec says "name, organisation code"; the organisation code is what plots/add sends as client. */
export const mycolisUser = z.object({
  name: z.string(),
  code_organisme: z.string(),
});
export type MycolisUser = z.infer<typeof mycolisUser>;

/** Station name lookup, named like the graph answer's NomStation. */
export const stationName = z.object({
  NomStation: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Simulation, import, graphs, weather

export const nameValue = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});

export const simulationResult = z.object({
  variables: z.array(nameValue),
  informations: z.array(nameValue),
});
export type SimulationResult = z.infer<typeof simulationResult>;

/**
 * Server result of a plot import. The spec says erreur holds "number and list of errors"; the
 * names nombre and liste are ours. Mycolis imports answer ajout, modif and erreur only.
 */
export const importResult = z.object({
  ajout: z.number().int().nonnegative(),
  modif: z.number().int().nonnegative(),
  mesure: z.number().int().nonnegative().optional(),
  maj_mesure: z.number().int().nonnegative().optional(),
  erreur: z.object({
    nombre: z.number().int().nonnegative(),
    liste: z.array(z.string()),
  }),
});
export type ImportResult = z.infer<typeof importResult>;

/** Diseases with a graph service: yellow rust, eyespot, brown rust. */
export const GRAPH_DISEASES = ['rouille_jaune', 'pv', 'rouille_brune'] as const;

/** Year sanity bounds of spec 4 §9. */
const graphYear = z.number().int().min(1950).max(2050);

/** One plot sent to a graph service; code_station is required ("Code Station non conforme"). */
export const graphRequest = z.object({
  variete: z.string().max(NAME_MAX).nullable(),
  id_plot: identifier,
  code_parcelle_os: z.string().max(CODE_MAX),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  code_espece: cerealSpeciesCode,
  codesol: identifier.nullable(),
  date_semis: dateString,
  maladie: z.enum(GRAPH_DISEASES),
  code_station: z.string().min(1).max(CODE_MAX),
  annee_haute: graphYear,
  annee_basse: graphYear,
  annee_demandee: graphYear,
  annee_prec_demandee: graphYear,
  /** Named by the spec only: the platform never sends it. */
  data_img: z.string().max(FREE_TEXT_MAX).nullable().optional(),
});

export const graphRequestBody = z.object({ data_to_xml: graphRequest });
export type GraphRequestBody = z.infer<typeof graphRequestBody>;

/** Disease curve: surface values by date (parallel lists), the station and the E1C prediction. */
export const graphAnswer = z.object({
  surface: z.array(z.number().nullable()),
  date: z.array(dateString),
  NomStation: z.string().nullable(),
  e1c: dateString.nullable(),
});
export type GraphAnswer = z.infer<typeof graphAnswer>;

export const WEATHER_RAW_VARIABLES = ['TMini', 'TMaxi', 'Pluie'] as const;
export const WEATHER_CUMULATED_VARIABLES = ['TMoy'] as const;
export const WEATHER_DATA_TYPES = ['Observé', 'Prévisionnel'] as const;

export const weatherParameters = z.object({
  mixte: z
    .object({
      brut: z.array(z.enum(WEATHER_RAW_VARIABLES)),
      cumul: z.array(z.enum(WEATHER_CUMULATED_VARIABLES)),
      types: z.array(z.enum(WEATHER_DATA_TYPES)),
    })
    .optional(),
  frequentiel: z.object({ cumul: z.array(z.enum(WEATHER_CUMULATED_VARIABLES)) }).optional(),
});

/** Weather at a station or a location, from sowing to the end of the window (spec 4 §9). */
export const weatherQuery = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  code_station: z.string().max(CODE_MAX).nullable(),
  date_debut: dateString,
  date_fin: dateString,
  parametres: weatherParameters,
});

/** Raw rows carry Pluie/TMaxi/TMini, cumulated ones cumul_TMoy, frequential ones freq_cumul_TMoy. */
export const weatherRow = z.object({
  DateDebut: dateString,
  Pluie: z.number().nullable().optional(),
  TMaxi: z.number().nullable().optional(),
  TMini: z.number().nullable().optional(),
  cumul_TMoy: z.number().nullable().optional(),
  freq_cumul_TMoy: z.number().nullable().optional(),
});
export type WeatherRow = z.infer<typeof weatherRow>;

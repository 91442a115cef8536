// Entities of spec 3 §3.2 (connected stations, the national weather service's stations) and the
// station side of the bulletin space (§2.6), field names as spelled there.
import { z } from 'zod';
import { CODE_MAX, NAME_MAX } from '../catalogue/input-limits.ts';
import { dateString, dateTimeString, identifier } from './common.ts';

/**
 * Reception state `indicateur` (spec 3 §4): 0 complete, 1 partial (gaps under 6 h), 2 absence
 * (gaps of 6 h or more, blocking calculations). Null is the "unknown" state (grey, wifi-off icon)
 * of a station that has never reported.
 */
export const STATION_RECEPTION_STATES = [0, 1, 2] as const;
export type StationReceptionState = (typeof STATION_RECEPTION_STATES)[number];
export const stationReceptionState = z.literal(STATION_RECEPTION_STATES);

export const connectedStation = z.object({
  id: identifier,
  device_name: z.string(),
  /** The weather operator. */
  constructor_name: z.string(),
  /** The operator's station code, hidden from EXTERNE readers (admins excepted). */
  identification: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  indicateur: stationReceptionState.nullable(),
  nbheuresmanquantes: z.number().int().nonnegative().nullable(),
  // A station that never reported (or has no forecast) has no dates yet.
  first_data: dateTimeString.nullable(),
  last_data: dateTimeString.nullable(),
  last_data_previ: dateTimeString.nullable(),
  p_dt_crea: dateTimeString.nullable().optional(),
  /** The institute's own code of the station (detail card 'Code station'). */
  device_code: z.string().optional(),
  /** Last time the station was moved (ADMIN only, spec 3 §6); absent for other callers. */
  lastmovedate: dateTimeString.nullable().optional(),
});
export type ConnectedStation = z.infer<typeof connectedStation>;

/**
 * Station offered to a bulletin adviser for a cas-type (`bsv/stations`, filtered by department).
 * The spec lists device_code, nom_commune, nom_usuel, propriete; id and coordinates are needed to
 * pick it on the map, the operator to show it.
 */
export const casTypeStation = z.object({
  id: identifier,
  device_code: z.string(),
  nom_commune: z.string().nullable(),
  nom_usuel: z.string().nullable(),
  /** Owner of the station. */
  propriete: z.string().nullable(),
  constructor_name: z.string().nullable().optional(),
  latitude: z.number(),
  longitude: z.number(),
});
export type CasTypeStation = z.infer<typeof casTypeStation>;

// Measures are null for the hours or days the station did not send.
export const stationHourlyWeather = z.object({
  date: dateTimeString,
  t: z.number().nullable(),
  u: z.number().nullable(),
  rr: z.number().nullable(),
});
export type StationHourlyWeather = z.infer<typeof stationHourlyWeather>;

export const stationDailyWeather = z.object({
  date: dateString,
  t_avg: z.number().nullable(),
  u_avg: z.number().nullable(),
  rr_sum: z.number().nullable(),
  t_min: z.number().nullable(),
  t_max: z.number().nullable(),
  u_min: z.number().nullable(),
  u_max: z.number().nullable(),
});
export type StationDailyWeather = z.infer<typeof stationDailyWeather>;

export const stationAuthorisation = z.object({
  service_code: z.string(),
  platform_code: z.string(),
  begin_at: dateString,
  /** Open-ended authorisations have no end. */
  end_at: dateString.nullable(),
});
export type StationAuthorisation = z.infer<typeof stationAuthorisation>;

/**
 * Row of `iot/station/authorisations` (the 'Autorisations stations' export of every station): the
 * spec does not show it; the authorisation is tagged with the station's id and name.
 */
export const stationAuthorisationRow = stationAuthorisation.extend({
  id: identifier,
  device_name: z.string(),
});

export const stationUsage = z.object({
  service: z.string(),
  editors_OAD: z.string().nullable(),
  start: dateString,
  end: dateString.nullable(),
  num_users: z.number().int().nonnegative(),
  num_parcelles: z.number().int().nonnegative(),
});
export type StationUsage = z.infer<typeof stationUsage>;

/** A blight plot tied to the station; `id` (not in the spec's list) feeds the eye link. */
export const stationPlot = z.object({
  id: identifier,
  parcelle: z.string(),
  nom_agri: z.string().nullable(),
  prenom_agri: z.string().nullable(),
  farmer: z.string().nullable(),
  nom_integrateur: z.string().nullable(),
  organism: z.string().nullable(),
});
export type StationPlot = z.infer<typeof stationPlot>;

/** Station of the national weather service, PascalCase as that service spells it. */
export const nationalStation = z.object({
  CodeStation: z.string(),
  NomComplet: z.string(),
  DonneesDateDebut: dateString.nullable(),
  DonneesDateFin: dateString.nullable(),
  DonneesPrevFin: dateString.nullable(),
  Proprietaire: z.string().nullable(),
  Freq: z.string().nullable(),
  Coordonnees: z.object({
    Latitude: z.number(),
    Longitude: z.number(),
    Altitude: z.number().nullable(),
  }),
});
export type NationalStation = z.infer<typeof nationalStation>;

/** A national service station as the connected-station registry receives it (check and post). */
export const testStationPayload = z.object({
  name: z.string().max(NAME_MAX).trim().min(1),
  identification: z.string().max(CODE_MAX).trim().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  altitude: z.number().nullable(),
  lastmovedate: dateString.nullable(),
});
export type TestStationPayload = z.infer<typeof testStationPayload>;

/** A cas-type is created with the variety 'AUTRE VARIETE SENSIBLE (MILDIOU)' (spec 3 §5). */
export const CAS_TYPE_VARIETY = 'AUTRE VARIETE SENSIBLE (MILDIOU)';

const nonBlank = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The cas-type form (spec 3 §2.6). A cas-type is a blight plot saved through
 * `maladiesPdt/plots/creation?bsv` and `maladiesPdt/plots/{id}/edit?bsv`. Field names follow the blight plot
 * (spec 3 §3.1): `station` is the station picked on the map; `fournisseurStation` and
 * `codeStationFournisseur` the synchronised provider and code. The rule "a station or both provider
 * and code" (spec 3 §5) is enforced here so the BFF refuses an incomplete cas-type.
 */
export const casTypeInput = z
  .object({
    name: z.string().max(NAME_MAX).trim().min(1, 'Le nom est obligatoire.'),
    station: identifier.nullable().optional(),
    fournisseurStation: z.string().max(NAME_MAX).nullable().optional(),
    codeStationFournisseur: z.string().max(CODE_MAX).nullable().optional(),
    nomStation: z.string().max(NAME_MAX).nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    /** 1 March of the current year. */
    plantation: dateString.optional(),
    variety: z.string().max(NAME_MAX).optional(),
    organism: z.string().max(NAME_MAX).optional(),
  })
  .refine(
    (input) =>
      (input.station !== null && input.station !== undefined && input.station !== '') ||
      (nonBlank(input.fournisseurStation) && nonBlank(input.codeStationFournisseur)),
    {
      message:
        'Choisissez une station ou renseignez le fournisseur et le code de la station synchronisée.',
      path: ['station'],
    },
  );
export type CasTypeInput = z.infer<typeof casTypeInput>;

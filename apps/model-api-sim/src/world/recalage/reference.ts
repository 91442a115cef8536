// The recalage forms' reference lists (spec 4 §3 "Reference lists"), from the shared world: the
// cereal varieties with the earliness and disease scores the stage model gives them, the world's
// stations by the stage module's four-character codes, the base soils the cereal plots' codesol
// numbers, the metropolitan departments and the PRA zones (src/reference/pra.ts).
import type { z } from 'zod';
import type {
  recalageDepartment,
  recalageSoil,
  recalageStation,
  varietyNote,
} from '@agro/contracts/entities/recalage';
import { diseasesOfSpecies } from '@agro/domain/stages';
import { frenchReference } from '../../reference/communes.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import type { Station } from '../types.ts';
import type { World } from '../world.ts';
import { stationCodeOf, varietyScores } from '../stages/records.ts';

type VarietyNote = z.infer<typeof varietyNote>;

/**
 * One row per variety and disease of its species: the montaison and heading earliness and the
 * sensitivity score are the stage model's (records.ts varietyScores). The model has one
 * sensitivity score per variety (its septoria score), which it uses for every disease: each
 * disease's row gives it.
 */
export function varietyNotes(): VarietyNote[] {
  return CEREAL_SPECIES.flatMap((species) =>
    species.varieties.flatMap((variete) => {
      const scores = varietyScores(variete);
      return diseasesOfSpecies(species.code).map((maladie) => ({
        idEspece: species.code,
        variete,
        precomontaison: scores.montaison,
        precoepiaison: scores.epiaison,
        maladie,
        notesensibilite: scores.septoria,
      }));
    }),
  );
}

/** The world's stations that have a stage-module code (four characters, records.ts). */
export function recalageStations(world: World): { station: Station; code: string }[] {
  return world.stations
    .map((station) => ({ station, code: stationCodeOf(station.id) }))
    .filter((entry): entry is { station: Station; code: string } => entry.code !== null);
}

export function stationRows(world: World): z.infer<typeof recalageStation>[] {
  return recalageStations(world).map(({ station, code }) => ({
    NomComplet: `${station.nom} (${station.commune.departement})`,
    CodeStation: code,
  }));
}

/**
 * The base soils: the cereal plots' `codesol` (1 to 24, records.ts) named. The names are the
 * soils of the world's other modules (water balance, CHN) and common soils of the cereal plains.
 */
export const BASE_SOILS: readonly z.infer<typeof recalageSoil>[] = [
  'Limon profond',
  'Limon moyen sableux',
  'Limon argileux profond',
  'Limon argileux',
  'Limon battant',
  'Sable limoneux',
  'Sable de Sologne',
  'Sable des Landes',
  'Sable humifère',
  'Argilo-calcaire superficiel',
  'Argilo-calcaire moyen',
  'Argilo-calcaire profond',
  'Argile à silex',
  'Craie de Champagne',
  'Champagne berrichonne superficielle',
  'Groie superficielle',
  'Groie profonde',
  'Terre rouge à châtaigniers',
  'Boulbène superficielle',
  'Boulbène profonde',
  'Terrefort',
  'Graves',
  'Alluvions limoneuses',
  'Calcaire de Beauce',
].map((nom_arvalis, index) => ({ nom_arvalis, id: index + 1 }));

export const soilName = (id: string | number | null | undefined): string | null =>
  BASE_SOILS.find((soil) => String(soil.id) === String(id ?? ''))?.nom_arvalis ?? null;

/** The metropolitan departments with their region (the official geographic code). */
export function departmentRows(): z.infer<typeof recalageDepartment>[] {
  const reference = frenchReference();
  const regions = new Map(reference.regions.map((region) => [region.code, region.nom]));
  return reference.departements.map((departement) => ({
    nom_region: regions.get(departement.region) ?? '',
    nom_dept: departement.nom,
    code_dept: departement.code,
  }));
}

export const isKnownDepartment = (code: string): boolean =>
  frenchReference().departements.some((departement) => departement.code === code.trim());

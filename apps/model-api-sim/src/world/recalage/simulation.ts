// The recalage screen's simulation tool (spec 4 §2.6, §7 simulation): the cereal stage model of
// world/stages run for one sowing date at a station of the world, for a species and variety on a
// base soil, with the recalages in place that match applied, as the plots' calculations run it.
import type { SimulationRequest } from '@agro/contracts/entities/recalage';
import type { SimulationResult } from '@agro/contracts/entities/stages';
import { parseCsvDate } from '@agro/domain/dates';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import { normaliseLabel } from '@agro/domain/mycolis';
import type { World } from '../world.ts';
import { CEREAL_STAGE_KEYS, cerealStages, isoOrNull } from '../stages/model.ts';
import { varietyScores } from '../stages/records.ts';
import {
  epochDay,
  FORECAST_DAYS,
  isoOfEpochDay,
  knownWeather,
  placeWeather,
} from '../stages/weather.ts';
import { placeOf } from '../weather/world.ts';
import { recalageStations, soilName } from './reference.ts';
import { matchingRules, shiftStages, type RecalageRule } from './shifts.ts';

const NNBSP = '\u202f';

const describe = (rule: RecalageRule) =>
  `${rule.requestId === null ? 'Recalage de production' : `Demande ${rule.requestId}`}${NNBSP}: ` +
  `${rule.stage === 'epi1cm' ? 'épi 1 cm' : 'épiaison'} ${rule.days > 0 ? '+' : ''}${rule.days} j, ` +
  `semis du ${rule.from} au ${rule.to}, départements ${rule.departements.join(', ')}`;

export function simulate(world: World, body: SimulationRequest): SimulationResult {
  const found = recalageStations(world).find((entry) => entry.code === body.selectedStation.trim());
  if (!found) throw notFound('Station');
  const species = CEREAL_SPECIES.find((s) => s.code === String(body.selectedEspece).trim());
  if (!species) throw badRequest(`Espèce inconnue${NNBSP}: ${body.selectedEspece}`);
  const variete = species.varieties.find(
    (v) => normaliseLabel(v) === normaliseLabel(body.selectedVariete),
  );
  if (variete === undefined) {
    throw badRequest(
      `Variété inconnue pour le ${species.libelle.toLowerCase()}${NNBSP}: ${body.selectedVariete}`,
    );
  }
  const sowing = parseCsvDate(body.selectedDate.slice(0, 10));
  if (sowing === null)
    throw new ApiError(400, `Date de semis invalide${NNBSP}: ${body.selectedDate}`);
  const soil = soilName(body.selectedSolBase);
  if (soil === null) throw badRequest(`Sol inconnu${NNBSP}: ${body.selectedSolBase}`);

  const { station, code } = found;
  const weather = knownWeather(
    placeWeather(world, placeOf(station)),
    epochDay(world.today) + FORECAST_DAYS,
  );
  const scores = varietyScores(variete);
  const model = cerealStages(weather, {
    sowing: epochDay(sowing),
    codeespece: species.code,
    precoMontaison: scores.montaison,
    precoEpiaison: scores.epiaison,
  });
  const rules = matchingRules(world, {
    codeespece: species.code,
    codeDept: station.commune.departement,
    sowing,
    codeStation: code,
    codesol: Number(body.selectedSolBase),
    variete,
  });
  const stages = shiftStages(model, rules);
  const gap = (key: 'epi1cm' | 'epiaison') => {
    const before = model[key];
    const after = stages[key];
    return before === null || after === null ? null : after - before;
  };
  return {
    variables: [
      ...CEREAL_STAGE_KEYS.map((key) => ({ name: `stade_${key}`, value: isoOrNull(stages[key]) })),
      { name: 'stade_epi1cm_modele', value: isoOrNull(model.epi1cm) },
      { name: 'stade_epiaison_modele', value: isoOrNull(model.epiaison) },
      { name: 'epi1cm_decalage_jours', value: gap('epi1cm') },
      { name: 'epiaison_decalage_jours', value: gap('epiaison') },
    ],
    informations: [
      { name: 'Station', value: `${station.nom} (${station.commune.departement})` },
      { name: 'Code station', value: code },
      { name: 'Département', value: station.commune.departement },
      { name: 'Espèce', value: species.libelle },
      { name: 'Variété', value: variete },
      { name: 'Précocité montaison', value: scores.montaison },
      { name: 'Précocité épiaison', value: scores.epiaison },
      { name: 'Note de sensibilité', value: scores.septoria },
      { name: 'Sol', value: soil },
      { name: 'Date de semis', value: sowing },
      { name: 'Météo connue jusqu’au', value: isoOfEpochDay(weather.knownUntil) },
      { name: 'Recalages appliqués', value: rules.length },
      ...rules.map((rule, index) => ({ name: `Recalage ${index + 1}`, value: describe(rule) })),
    ],
  };
}

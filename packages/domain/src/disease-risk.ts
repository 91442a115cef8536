// A cereal plot's disease risk as the client list shows it (issue 41, finding 9): one column that
// says, in the detail's words, the highest risk among the plot's diseases of the day, and which
// diseases reach it, so that a user sorts and filters the plots to protect. Spec 4 §2.4 gives the
// codes (10 green, 20 orange, 30 red, any other grey) and fusarium's words (faible, moyen, élevé);
// the words shown are the detail's (stageRiskLabel): 'Risque faible', 'Risque modéré', 'Risque
// fort', 'Non évalué' when no disease of the plot is followed that day.
import { stageRiskColour, toRiskCode, type StatusColour } from './status-colours.ts';
import {
  CEREAL_DISEASES,
  DISEASE_RISK_FIELDS,
  diseasesOfSpecies,
  stageRiskLabel,
  type CerealDisease,
} from './stages.ts';

/** A risk's level: 10 low, 20 moderate, 30 high; 0 not evaluated. */
export type DiseaseRiskLevel = 0 | 10 | 20 | 30;

/** Fusarium's words (spec 4 §3 risque_fusa) as the codes of the other diseases. */
const FUSARIUM_LEVELS: Readonly<Record<string, DiseaseRiskLevel>> = {
  faible: 10,
  moyen: 20,
  élevé: 30,
  eleve: 30,
};

/** A code or fusarium's word as a level; anything else is not evaluated. */
export function diseaseRiskLevel(value: unknown): DiseaseRiskLevel {
  if (typeof value === 'string') {
    const word = FUSARIUM_LEVELS[value.trim().toLowerCase()];
    if (word !== undefined) return word;
  }
  const code = typeof value === 'number' || typeof value === 'string' ? toRiskCode(value) : null;
  return code === 10 || code === 20 || code === 30 ? code : 0;
}

export interface PlotDiseaseRisk {
  level: DiseaseRiskLevel;
  /** 'Risque fort', …, 'Non évalué'. */
  label: string;
  colour: StatusColour;
  /** The plot's diseases at that level, in the species' order; none when not evaluated. */
  diseases: CerealDisease[];
}

/**
 * The highest risk among the diseases of the plot's species (barley's two, the other cereals'
 * five), read from each disease's risk field.
 */
export function plotDiseaseRisk(plot: Readonly<Record<string, unknown>>): PlotDiseaseRisk {
  const levels = diseasesOfSpecies(plot['codeespece'] as string | number | null).map(
    (disease) => [disease, diseaseRiskLevel(plot[DISEASE_RISK_FIELDS[disease]])] as const,
  );
  const level = levels.reduce<DiseaseRiskLevel>((top, [, l]) => (l > top ? l : top), 0);
  return {
    level,
    label: stageRiskLabel(level === 0 ? null : level),
    colour: level === 0 ? 'grey' : stageRiskColour(level),
    diseases: level === 0 ? [] : levels.filter(([, l]) => l === level).map(([d]) => d),
  };
}

/** The diseases' names, 'Rouille brune, Fusariose'; null when none. */
export function diseaseNames(diseases: readonly CerealDisease[]): string | null {
  return diseases.length === 0 ? null : diseases.map((d) => CEREAL_DISEASES[d]).join(', ');
}

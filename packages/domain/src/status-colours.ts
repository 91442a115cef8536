// Status and risk colours (spec 1 §4, spec 3 §4, spec 4 §2.4 and §4). The web maps these names
// to its theme; the rules stay here so tables, maps and exports agree.

export type StatusColour = 'green' | 'orange' | 'red' | 'grey';

/** Lower case without surrounding spaces; NFC so a decomposed 'é' equals the composed one. */
function normaliseText(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').trim().toLocaleLowerCase('fr-FR');
}

/**
 * Calculation status ok / ko (water balance statut_calcul_bh, stage etat_calcul): 'ok' green,
 * 'ko' red, anything else (including null) orange. Case and spaces are ignored: 'OK' is ok.
 */
export function calculationStatusColour(status: string | null | undefined): StatusColour {
  const text = normaliseText(status);
  if (text === 'ok') return 'green';
  if (text === 'ko') return 'red';
  return 'orange';
}

/** Water balance calculation status (spec 1 §4, spec 3 §4). */
export function waterBalanceStatusColour(status: string | null | undefined): StatusColour {
  return calculationStatusColour(status);
}

/** Stage module calculation state etat_calcul (spec 4 §4): same rule as the water balance. */
export function stageCalculationColour(etatCalcul: string | null | undefined): StatusColour {
  return calculationStatusColour(etatCalcul);
}

/** Blight dashboard status message: 'calcul à jour' green, anything else orange (spec 1 §4). */
export function blightDashboardStatusColour(statutMsg: string | null | undefined): StatusColour {
  return normaliseText(statutMsg) === 'calcul à jour' ? 'green' : 'orange';
}

/** Blight plot detail status code: 'calculajour' green, anything else red (spec 3 §4). */
export function blightPlotStatusColour(status: string | null | undefined): StatusColour {
  return normaliseText(status) === 'calculajour' ? 'green' : 'red';
}

/**
 * A risk code from a number or a numeric string ('40', ' 40 ', '40.0'); null for anything else.
 * An empty string is not 0.
 */
export function toRiskCode(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value == null || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** Stage module risk: 10 green, 20 orange, 30 red, anything else grey (spec 4 §2.4). */
export function stageRiskColour(risk: number | string | null | undefined): StatusColour {
  switch (toRiskCode(risk)) {
    case 10:
      return 'green';
    case 20:
      return 'orange';
    case 30:
      return 'red';
    default:
      return 'grey';
  }
}

/** Blight risk: 10 no risk green, 40 vigilance orange, 50 contamination red, else grey (spec 3 §4). */
export function blightRiskColour(risk: number | string | null | undefined): StatusColour {
  switch (toRiskCode(risk)) {
    case 10:
      return 'green';
    case 40:
      return 'orange';
    case 50:
      return 'red';
    default:
      return 'grey';
  }
}

/** Fusarium risk texts the model sends (spec 4 §3, risque_fusa). */
export const FUSARIUM_RISKS = ['faible', 'moyen', 'élevé'] as const;

/**
 * Fusarium risk text: 'faible' green, 'moyen' orange, 'élevé' red, anything else grey (spec 4
 * §2.4). Case and spaces are ignored but accents are not: 'eleve' is not a value the model sends.
 */
export function fusariumRiskColour(risk: string | null | undefined): StatusColour {
  switch (normaliseText(risk)) {
    case 'faible':
      return 'green';
    case 'moyen':
      return 'orange';
    case 'élevé':
      return 'red';
    default:
      return 'grey';
  }
}

/**
 * The status colours as the maps draw them (markers cannot take the theme's names): the same hues
 * as the badges' fills (web StatusBadge), dark enough for a white-outlined marker on a pale map.
 */
export const STATUS_COLOUR_HEX: Readonly<Record<StatusColour, string>> = {
  green: '#2e7d32',
  orange: '#c2410c',
  red: '#c62828',
  grey: '#616161',
};

// Columns of the blight plot detail's tables (spec 3 §2.3, §9), shared by the screen's tables and
// the BFF's Excel files: daily and hourly indices, the climate table and the climatic-indices
// modal, the alternaria day and hour tables, the treatments and irrigations.
import { adviceShort } from '@agro/domain/blight-advice';
import {
  alternariaSensitivityLabel,
  blightRiskLevel,
  humidityClassDescription,
  isProtected,
  temperatureClassDescription,
  washoutText,
} from '@agro/domain/blight';
import { formatDateFr, formatDateTimeFr, formatUtcDateTime } from '@agro/domain/dates';
import type {
  BlightAlternariaDailyIndex,
  BlightAlternariaHourlyRow,
  BlightDailyIndex,
  BlightHourlyRow,
  BlightIndicesRow,
  BlightIrrigation,
  BlightTreatment,
} from '../entities/blight.ts';
import type { Column } from './column.ts';
import { PROTECTED_TEXT, UNPROTECTED_TEXT } from './blight.ts';

/** Spec 3 §9: the indices tables show 24 rows (a day of hours). */
export const BLIGHT_INDICES_PAGE_SIZE = 24;
/** The climate table: 24, 50, 75, 100 rows a page. */
export const BLIGHT_CLIMATE_PAGE_SIZES = [24, 50, 75, 100] as const;
/** Hourly tables: 15, 25, 50, 75, 100. */
export const BLIGHT_HOURLY_PAGE_SIZES = [15, 25, 50, 75, 100] as const;
/** Weather corrections tables: 10 rows a page. */
export const BLIGHT_CORRECTIONS_PAGE_SIZE = 10;

/** Forecast rows of the alternaria hours (spec 3 §2.3). */
export const FORECAST_DATA_TEXT = 'Données prévisionnelles';
export const MEASURED_DATA_TEXT = 'Données mesurées';

const day = <Row extends { date: string }>(): Column<Row> => ({
  key: 'date',
  header: 'Date',
  value: (row) => formatDateFr(row.date) || null,
  type: 'date',
  width: 12,
});

const hour = <Row extends { date: string }>(): Column<Row> => ({
  key: 'date',
  header: 'Date et heure',
  value: (row) => formatDateTimeFr(row.date) || null,
  type: 'datetime',
  width: 18,
});

const measure = <Row>(
  key: string,
  header: string,
  read: (row: Row) => number | null,
  width = 14,
): Column<Row> => ({ key, header, value: (row) => read(row), width });

const risk = <Row extends { risque: number | null }>(header = 'Risque mildiou'): Column<Row> => ({
  key: 'risque',
  header,
  value: (row) => blightRiskLevel(row.risque).label,
  width: 24,
});

const protection = <Row extends { parcelleprotegee: number | null }>(): Column<Row> => ({
  key: 'protection',
  header: 'Protection',
  value: (row) => (isProtected(row.parcelleprotegee) ? PROTECTED_TEXT : UNPROTECTED_TEXT),
  width: 14,
});

const washout = <Row extends { resistance_lessivage: number | null }>(): Column<Row> => ({
  key: 'lessivage',
  header: 'Lessivage (mm)',
  value: (row) => washoutText(row.resistance_lessivage),
  width: 14,
});

const temperatureClass = <Row extends { indice_temp: number | null }>(): Column<Row> => ({
  key: 'indice_temp',
  header: 'Classe température',
  value: (row) => row.indice_temp,
  width: 14,
});

const humidityClass = <Row extends { indice_hum: number | null }>(): Column<Row> => ({
  key: 'indice_hum',
  header: 'Classe humidité/pluie',
  value: (row) => row.indice_hum,
  width: 14,
});

const contaminationIndex = <Row extends { indexconta: number | null }>(): Column<Row> =>
  measure('indexconta', 'Indice de contamination', (row) => row.indexconta);

/** The daily indices table ('Données journalières'). */
export const blightDailyIndexColumns: readonly Column<BlightDailyIndex>[] = [
  day(),
  risk(),
  protection(),
  { key: 'conseil', header: 'Préconisation', value: (row) => adviceShort(row.conseil), width: 20 },
  measure('pluie', 'Pluie (mm)', (row) => row.pluie, 10),
  contaminationIndex(),
  measure('l10spores', 'Réserve de spores', (row) => row.l10spores),
  measure('l10spospo', 'Potentiel de sporulation', (row) => row.l10spospo),
  measure('l10poids', 'Poids de contamination', (row) => row.l10poids),
  measure(
    'l10cumulpoidsconta',
    'Cumul des poids de contamination',
    (row) => row.l10cumulpoidsconta,
  ),
  washout(),
];

/** The hourly indices table ('Données horaires'); also its Excel file. */
export const blightHourlyIndexColumns: readonly Column<BlightHourlyRow>[] = [
  hour(),
  measure('temperature', 'Température (°C)', (row) => row.temperature, 12),
  measure('hygrometrie', 'Humidité (%)', (row) => row.hygrometrie, 12),
  measure('pluie', 'Pluie (mm)', (row) => row.pluie, 10),
  temperatureClass(),
  humidityClass(),
  contaminationIndex(),
  risk(),
  measure('l10spores', 'Réserve de spores', (row) => row.l10spores),
  measure('l10spospo', 'Potentiel de sporulation', (row) => row.l10spospo),
  measure('l10poids', 'Poids de contamination', (row) => row.l10poids),
];

/**
 * The climate table (spec 3 §2.3): date and time, humidity/rain class, temperature class,
 * contamination index, mildiou risk (an icon on screen, its words in the file).
 */
export const blightClimateColumns: readonly Column<BlightIndicesRow>[] = [
  hour(),
  humidityClass(),
  temperatureClass(),
  contaminationIndex(),
  risk(),
];

/** The climatic-indices modal: every field of the hours, with the classes' words. */
export const blightClimaticIndicesColumns: readonly Column<BlightIndicesRow>[] = [
  hour(),
  humidityClass(),
  {
    key: 'description_hum',
    header: 'Humidité/pluie',
    value: (row) => row.description_hum ?? humidityClassDescription(row.indice_hum),
    width: 30,
  },
  temperatureClass(),
  {
    key: 'description_temp',
    header: 'Température',
    value: (row) => row.description_temp ?? temperatureClassDescription(row.indice_temp),
    width: 30,
  },
  contaminationIndex(),
  risk(),
  protection(),
  { key: 'conseil', header: 'Préconisation', value: (row) => adviceShort(row.conseil), width: 20 },
  washout(),
];

const alternariaRisk = <Row extends { alt_risk: number | null }>(): Column<Row> => ({
  key: 'alt_risk',
  header: 'Risque alternariose',
  value: (row) => alternariaSensitivityLabel(row.alt_risk),
  width: 20,
});

/** Alternaria, 'Données journalières'. */
export const alternariaDailyColumns: readonly Column<BlightAlternariaDailyIndex>[] = [
  day(),
  alternariaRisk(),
  {
    key: 'alt_prot',
    header: 'Protection',
    value: (row) => (isProtected(row.alt_prot) ? PROTECTED_TEXT : UNPROTECTED_TEXT),
    width: 14,
  },
  measure('alt_cumpoidssup1', 'Jours de poids supérieur à 1', (row) => row.alt_cumpoidssup1, 16),
  measure('alt_cumpdays', 'Cumul des jours physiologiques', (row) => row.alt_cumpdays, 16),
  {
    key: 'alt_conseil',
    header: 'Préconisation',
    value: (row) => row.alt_conseil ?? '-',
    width: 20,
  },
];

/** Alternaria, 'Données horaires': forecast rows say so. */
export const alternariaHourlyColumns: readonly Column<BlightAlternariaHourlyRow>[] = [
  hour(),
  measure('temperature', 'Température (°C)', (row) => row.temperature, 12),
  measure('hygrometrie', 'Humidité (%)', (row) => row.hygrometrie, 12),
  measure('pluie', 'Pluie (mm)', (row) => row.pluie, 10),
  alternariaRisk(),
  {
    key: 'type',
    header: 'Type',
    value: (row) => (row.previ ? FORECAST_DATA_TEXT : MEASURED_DATA_TEXT),
    width: 22,
  },
];

/** Forced persistence is said only when the farmer changed it. */
const NOT_MODIFIED = '-';

/** 'Traitements' (spec 3 §2.3): Date UTC, Produit, Type, Dose with unit, Rémanence, Lessivage. */
export const blightTreatmentColumns: readonly Column<BlightTreatment>[] = [
  {
    key: 'date',
    header: 'Date UTC',
    value: (row) => formatUtcDateTime(row.treated_at),
    type: 'datetime',
    width: 18,
  },
  { key: 'produit', header: 'Produit', value: (row) => row.product_name, width: 24 },
  { key: 'type', header: 'Type', value: (row) => row.product_type ?? '-', width: 14 },
  {
    key: 'dose',
    header: 'Dose',
    value: (row) => `${String(row.product_dose).replace('.', ',')} ${row.dose_unit}`,
    width: 12,
  },
  measure('remanence', 'Rémanence (j)', (row) => row.standard_persistence, 12),
  {
    key: 'remanence_modifiee',
    header: 'Rémanence modifiée',
    value: (row) =>
      row.modified_persistence == null ? NOT_MODIFIED : String(row.modified_persistence),
    width: 14,
  },
  {
    key: 'lessivage',
    header: 'Lessivage (mm)',
    value: (row) => washoutText(row.washout_resistance),
    width: 14,
  },
];

/** Irrigations: start and end in UTC, quantity in mm. */
export const blightIrrigationColumns: readonly Column<BlightIrrigation>[] = [
  {
    key: 'debut',
    header: 'Début UTC',
    value: (row) => formatUtcDateTime(row.begin_at),
    type: 'datetime',
    width: 18,
  },
  {
    key: 'fin',
    header: 'Fin UTC',
    value: (row) => formatUtcDateTime(row.end_at),
    type: 'datetime',
    width: 18,
  },
  measure('dose', 'Quantité (mm)', (row) => row.water_dose, 12),
];

// The recalage file check (spec 4 §2.6 "Vérification fichier recalage", §7 validationfichier):
// each line of a recalage file, its columns those of the recalage file itself (the recalages in
// place: annee, espece, decalage_epi1cm, …), gets its errors and warnings. Lines are numbered from
// 1 under the header, as the user counts the recalages of the file; line 0 is the header.
import { RECALAGE_FILE_FIELDS } from '@agro/contracts/columns/recalage';
import type { FileCheckLine } from '@agro/contracts/entities/recalage';
import { parseCsvDate, splitCsvFields } from '@agro/domain/dates';
import { isSowingEndDay, isSowingStartDay, recalageSowingWindow } from '@agro/domain/recalage';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import type { World } from '../world.ts';
import { isKnownDepartment } from './reference.ts';
import { campaignOf, type RecalageStage } from './requests.ts';
import { recalageRules } from './shifts.ts';

const NNBSP = '\u202f';

/** The recalage file's columns, in its order: the screen's download writes the same. */
export const RECALAGE_FILE_COLUMNS = RECALAGE_FILE_FIELDS;

/** The columns a file cannot do without. */
export const REQUIRED_FILE_COLUMNS = [
  'espece',
  'decalage_epi1cm',
  'decalage_epiaison',
  'departements',
  'debut_semis',
  'fin_semis',
] as const;

/** Shifts of more than this many days are flagged (not refused). */
const LARGE_SHIFT_DAYS = 15;

type Row = Record<string, string | number | null>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

const numberOf = (raw: string): number | null => {
  const value = Number(raw.replace(',', '.'));
  return raw !== '' && Number.isFinite(value) ? value : null;
};

const listOf = (raw: string) =>
  raw
    .split(/[,|/\s]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** One line's errors and warnings. */
function checkRow(world: World, row: Row, line: number): FileCheckLine {
  const errors: string[] = [];
  const warnings: string[] = [];
  const said = (message: string, value: string) => `${message}${NNBSP}: ${value}`;

  const espece = text(row.espece);
  if (espece === '') errors.push('Espèce manquante');
  else if (!CEREAL_SPECIES.some((species) => species.code === espece)) {
    errors.push(said('Espèce inconnue', espece));
  }

  const anneeText = text(row.annee);
  const annee = anneeText === '' ? campaignOf(world) : Number(anneeText);
  if (!Number.isInteger(annee)) errors.push(said('Année invalide', anneeText));
  const harvest = Number.isInteger(annee) ? annee : campaignOf(world);
  const window = recalageSowingWindow(harvest);

  const dateOf = (column: 'debut_semis' | 'fin_semis', label: string) => {
    const raw = text(row[column]);
    if (raw === '') {
      errors.push(`${label} manquant`);
      return null;
    }
    const iso = parseCsvDate(raw);
    if (iso === null) errors.push(said(`${label} invalide`, raw));
    return iso;
  };
  const from = dateOf('debut_semis', 'Début de semis');
  const to = dateOf('fin_semis', 'Fin de semis');
  const outside = (iso: string) => iso < window.from || iso > window.to;
  const windowText = `hors de la fenêtre du ${window.from} au ${window.to}`;
  if (from !== null && !isSowingStartDay(from, harvest)) {
    errors.push(
      outside(from)
        ? said(`Début de semis ${windowText}`, from)
        : said('Début de semis hors des jours 1, 6, 11, 16, 21 et 26', from),
    );
  }
  if (to !== null && !isSowingEndDay(to, harvest)) {
    errors.push(
      outside(to)
        ? said(`Fin de semis ${windowText}`, to)
        : said('Fin de semis hors des jours 5, 10, 15, 20, 25 et fin de mois', to),
    );
  }
  if (from !== null && to !== null && from > to) errors.push('Début de semis après la fin');

  const departements = listOf(text(row.departements));
  if (departements.length === 0) errors.push('Départements manquants');
  for (const departement of departements) {
    if (!isKnownDepartment(departement)) errors.push(said('Département inconnu', departement));
  }

  const shifts: { stage: RecalageStage; days: number }[] = [];
  for (const [column, stage, label] of [
    ['decalage_epi1cm', 'epi1cm', 'épi 1 cm'],
    ['decalage_epiaison', 'epiaison', 'épiaison'],
  ] as const) {
    const raw = text(row[column]);
    if (raw === '') continue;
    const days = numberOf(raw);
    if (days === null) errors.push(said(`Décalage ${label} non numérique`, raw));
    else {
      shifts.push({ stage, days });
      if (Math.abs(days) > LARGE_SHIFT_DAYS) {
        warnings.push(said(`Décalage ${label} de plus de ${LARGE_SHIFT_DAYS} jours`, raw));
      }
    }
  }
  if (text(row.decalage_epi1cm) === '' && text(row.decalage_epiaison) === '') {
    errors.push('Aucun décalage (épi 1 cm ou épiaison)');
  }

  if (from !== null && to !== null) {
    for (const rule of recalageRules(world)) {
      const overlaps =
        rule.espece === espece &&
        shifts.some((shift) => shift.stage === rule.stage) &&
        rule.from <= to &&
        from <= rule.to &&
        rule.departements.some((departement) => departements.includes(departement));
      if (overlaps) {
        warnings.push(
          said(
            'Chevauche un recalage en place',
            `${rule.stage}, départements ${rule.departements.join(', ')}, semis du ${rule.from} au ${rule.to}`,
          ),
        );
      }
    }
  }
  return {
    line,
    error: errors.length === 0 ? null : errors.join(`${NNBSP}; `),
    warning: warnings.length === 0 ? null : warnings.join(`${NNBSP}; `),
  };
}

/** A parsed file: one object per line, the header's names as keys. */
export function checkParsedFile(world: World, rows: readonly Row[]): FileCheckLine[] {
  return rows.map((row, index) => checkRow(world, row, index + 1));
}

/** A raw CSV file (`;` separated, header first): line 0 reports missing columns. */
export function checkCsvFile(world: World, csv: string): FileCheckLine[] {
  const [header = [], ...lines] = splitCsvFields(csv);
  const columns = header.map((name) => name.trim());
  const missing = REQUIRED_FILE_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return [
      { line: 0, error: `Colonnes manquantes${NNBSP}: ${missing.join(', ')}`, warning: null },
    ];
  }
  const checked: FileCheckLine[] = [];
  lines.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: Row = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? null]));
    checked.push(checkRow(world, row, index + 1));
  });
  return checked;
}

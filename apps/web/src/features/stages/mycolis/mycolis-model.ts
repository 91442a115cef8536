// What the Mycolis screen works out from its plots: the filters' choices, the map's points, the
// counts of its title, and the import template (spec 4 §2.5, §7 static resources).
import { ALL } from '@agro/contracts/columns/mycolis';
import type { MycolisPlot } from '@agro/contracts/entities/stages';
import { MYCOLIS_OPTIONAL_COLUMNS, MYCOLIS_REQUIRED_COLUMNS } from '@agro/domain/mycolis';

export const TEMPLATE_FILE_NAME = 'modele_import_mycolis.csv';

/** The nine required columns then the optional ones, with one example line. */
export const MYCOLIS_TEMPLATE = [
  [...MYCOLIS_REQUIRED_COLUMNS, ...MYCOLIS_OPTIONAL_COLUMNS].join(';'),
  [
    'EXP001',
    'EXP001|Grand champ',
    'P001',
    "blé tendre d'hiver",
    'Chevignon',
    '15/10/2025',
    'OUI',
    'colza',
    '4,5',
    'EARL du Moulin',
    'Grand champ',
    '',
    '',
    '',
    '35000',
    'Rennes',
    '',
    '',
  ].join(';'),
  '',
].join('\r\n');

const byFrench = (a: string, b: string) => a.localeCompare(b, 'fr', { numeric: true });

/** 'Tous' then each value found, sorted. */
export function filterChoices(values: readonly (string | null)[]): string[] {
  const found = new Set(values.filter((value): value is string => Boolean(value)));
  return [ALL, ...[...found].sort(byFrench)];
}

export interface MycolisPoint {
  id: string | number;
  latitude: number;
  longitude: number;
  colorValue: string;
  plot: MycolisPlot;
}

/** The plots with a position (x is the longitude, y the latitude), coloured by species. */
export function mapPoints(plots: readonly MycolisPlot[]): MycolisPoint[] {
  return plots.flatMap((plot) =>
    plot.x === null || plot.y === null
      ? []
      : [
          {
            id: plot.id_plot,
            latitude: plot.y,
            longitude: plot.x,
            colorValue: String(plot.codeespece),
            plot,
          },
        ],
  );
}

/** Spec 4 §9 crop markers: soft and durum wheat orange. */
export const SPECIES_COLOURS = { '17': '#e8590c', '40': '#e8590c' } as const;

// The daily balance table (spec 3 §2.11, §9): 10 days a page, forecast rows orange and frequency
// rows grey, exported to Excel with the rows the search keeps.
import { BH_BALANCE_PAGE_SIZE, bhBalanceColumns } from '@agro/contracts/columns/water-balance';
import type { BhBalanceRow } from '@agro/contracts/entities/water-balance';
import { BALANCE_ROW_KIND_LABELS } from '@agro/domain/water-balance';
import { Text } from '@mantine/core';
import { DataTable, type ColumnDisplay, type PageSize } from '../../../components/DataTable';
import { ColorSwatch, Legend } from '../../../components/Legend';
import { SectionCard } from '../../../components/SectionCard';
import { BALANCE_ROW_BACKGROUNDS, balanceRowBackground, measureOrEmpty } from './plot-data';

export const BALANCE_TABLE_LABEL = 'Bilan hydrique journalier';
export const BALANCE_PAGE_SIZES: readonly PageSize[] = [BH_BALANCE_PAGE_SIZE, 25, 50, 'all'];
/** Why a plot without daily rows has nothing to export (the file would hold headers only). */
export const NO_BALANCE_EXPORT_REASON =
  'Aucune donnée à exporter\u202f: la parcelle n’a pas de bilan hydrique journalier.';

/** Every figure of a row is in mm: said in each cell, the French way. */
const MEASURE_KEYS = ['pluie', 'irrigation', 'deficit', 'rfu', 'ru', 'drainage', 'etp'] as const;

/** Widths on screen (px): the nine columns fit a 1280 px window without scrolling sideways. */
const SIZES: Readonly<Record<string, number>> = {
  date: 120,
  deficit: 130,
  drainage: 120,
  type: 130,
};
const MEASURE_SIZE = 100;

const DISPLAY: Readonly<Record<string, ColumnDisplay<BhBalanceRow>>> = Object.fromEntries(
  bhBalanceColumns.map((column) => {
    const size = SIZES[column.key] ?? MEASURE_SIZE;
    const measure = (MEASURE_KEYS as readonly string[]).includes(column.key);
    const display: ColumnDisplay<BhBalanceRow> = measure
      ? {
          size,
          align: 'right',
          render: (row) => {
            const value = column.value(row);
            return measureOrEmpty(typeof value === 'number' ? value : null, 'mm');
          },
        }
      : { size };
    return [column.key, display];
  }),
);

/**
 * Newest day first: the days that matter (today and the week of forecasts) open the table,
 * instead of the first days after sowing; the Date header says the order and reverses it.
 */
const NEWEST_FIRST = { key: 'date', desc: true } as const;

export function BalanceTableCard({
  plotId,
  rows,
}: {
  plotId: string | number;
  rows: readonly BhBalanceRow[];
}) {
  return (
    <SectionCard
      title={BALANCE_TABLE_LABEL}
      aside={
        <Legend
          label="Légende des lignes du tableau"
          items={[
            {
              key: 'forecast',
              label: `${BALANCE_ROW_KIND_LABELS.forecast} (ligne orange)`,
              swatch: <ColorSwatch color={BALANCE_ROW_BACKGROUNDS.forecast} outline="#868e96" />,
            },
            {
              key: 'frequency',
              label: `Données ${BALANCE_ROW_KIND_LABELS.frequency.toLowerCase()} (ligne grise)`,
              swatch: <ColorSwatch color={BALANCE_ROW_BACKGROUNDS.frequency} outline="#868e96" />,
            },
          ]}
        />
      }
    >
      <Text size="sm" mb="xs">
        Valeurs en millimètres. La colonne « Données » dit si la ligne est réelle, prévue ou
        fréquentielle.
      </Text>
      <DataTable
        label={BALANCE_TABLE_LABEL}
        columns={bhBalanceColumns}
        rows={rows}
        display={DISPLAY}
        getRowId={(row) => row.Date}
        pageSizes={BALANCE_PAGE_SIZES}
        defaultPageSize={BH_BALANCE_PAGE_SIZE}
        sortBy={NEWEST_FIRST}
        getRowColour={balanceRowBackground}
        exportName={`bilan-hydrique-parcelle/${plotId}`}
        exportDisabledReason={rows.length === 0 ? NO_BALANCE_EXPORT_REASON : null}
      />
    </SectionCard>
  );
}

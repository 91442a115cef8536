import type { Column } from '@agro/contracts/columns/column';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ForecastTable } from './ForecastTable';

interface Day {
  date: string;
  rain: number;
  prevision: boolean;
}

const COLUMNS: readonly Column<Day>[] = [
  { key: 'date', header: 'Date', value: (row) => row.date },
  { key: 'rain', header: 'Pluie', value: (row) => row.rain },
];

const DAYS: readonly Day[] = [
  { date: '2026-06-01', rain: 1, prevision: false },
  { date: '2026-06-03', rain: 3, prevision: true },
  { date: '2026-06-02', rain: 2, prevision: false },
];

describe('ForecastTable', () => {
  it('lists the latest day first and shades the forecast rows', () => {
    renderWithProviders(<ForecastTable label="Météo par jour" columns={COLUMNS} rows={DAYS} />);
    const table = screen.getByRole('table', { name: 'Météo par jour' });
    const rows = within(table.querySelector('tbody') as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2026-06-03',
      '2026-06-02',
      '2026-06-01',
    ]);
    expect(rows[0]?.style.backgroundColor).toBe('rgb(255, 244, 230)');
    expect(rows[1]?.style.backgroundColor).toBe('');
  });
});

describe('ForecastTable with missing rows', () => {
  it('shades a row of which nothing came in grey, whatever its date', () => {
    const rows = [
      { date: '2026-06-01', rain: 1, prevision: false, manquant: false },
      { date: '2026-06-02', rain: 0, prevision: false, manquant: true },
      { date: '2026-06-03', rain: 3, prevision: true, manquant: false },
    ];
    renderWithProviders(<ForecastTable label="Météo par jour" columns={COLUMNS} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Météo par jour' });
    const shown = within(table.querySelector('tbody') as HTMLElement).getAllByRole('row');
    expect(shown.map((row) => row.style.backgroundColor)).toEqual([
      'rgb(255, 244, 230)',
      'rgb(233, 236, 239)',
      '',
    ]);
  });
});

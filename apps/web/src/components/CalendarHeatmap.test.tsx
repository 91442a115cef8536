import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  calendarLayout,
  CORRECTED_MARK,
  plotHeatmapRange,
  PROTECTED_MARK,
  RECEPTION_PIECES_WITH_CORRECTION,
  readableTextColor,
  receptionValueText,
  stationHeatmapRange,
  type CalendarDay,
} from './calendar-heatmap';
import { CalendarHeatmap } from './CalendarHeatmap';

const days: CalendarDay[] = [
  { date: '2025-03-03', value: 0 },
  { date: '2025-03-04', value: 8 },
  { date: '2025-03-05', value: 24, mark: null },
  { date: '2025-03-06', value: 25, mark: CORRECTED_MARK },
  { date: '2025-03-10', value: 3, mark: PROTECTED_MARK },
];

function showReception() {
  render(
    <MantineProvider>
      <CalendarHeatmap
        title="Réception des données météo"
        range={plotHeatmapRange(2025)}
        days={days}
        pieces={RECEPTION_PIECES_WITH_CORRECTION}
        formatValue={receptionValueText}
      />
    </MantineProvider>,
  );
  return screen.getByRole('grid', { name: 'Réception des données météo' });
}

const cell = (grid: HTMLElement, name: string) => within(grid).getByRole('gridcell', { name });

describe('calendar heat map', () => {
  it('runs from 1 March to 31 October for plots and over the whole year for stations', () => {
    expect(plotHeatmapRange(2025)).toEqual({ start: '2025-03-01', end: '2025-10-31' });
    expect(stationHeatmapRange(2024)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    const { weeks, months } = calendarLayout(plotHeatmapRange(2025), [], []);
    // 1 March 2025 is a Saturday: the first week holds only Saturday and Sunday.
    expect(weeks[0]?.map((day) => day?.date ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(weeks.at(-1)?.[4]?.date).toBe('2025-10-31');
    expect(weeks.flat().filter(Boolean)).toHaveLength(245);
    expect(months.map((month) => month.label)).toEqual([
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
    ]);
    expect(months.reduce((total, month) => total + month.span, 0)).toBe(weeks.length);
  });

  it('shows every day of the range with French month and weekday labels', () => {
    const grid = showReception();
    expect(within(grid).getAllByRole('gridcell', { name: /2025\u202f:/ })).toHaveLength(245);
    expect(within(grid).getByRole('columnheader', { name: 'mars 2025' }).textContent).toBe('mars');
    expect(within(grid).getByRole('columnheader', { name: 'octobre 2025' })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    expect(within(grid).queryByRole('gridcell', { name: /28 février/ })).toBeNull();
    expect(within(grid).queryByRole('gridcell', { name: /1 novembre/ })).toBeNull();
  });

  it('names each day with its date, value and meaning, and colours it by piece', () => {
    const grid = showReception();
    const complete = cell(
      grid,
      'lundi 3 mars 2025\u202f: 0 h manquante, Complète (0 à 5 h manquantes)',
    );
    expect(complete.getAttribute('data-color')).toBe('#2b8a3e');
    const partial = cell(
      grid,
      'mardi 4 mars 2025\u202f: 8 h manquantes, Partielle (6 à 12 h manquantes)',
    );
    expect(partial.getAttribute('data-color')).toBe('#f08c00');
    expect(
      cell(
        grid,
        'mercredi 5 mars 2025\u202f: 24 h manquantes, Absence (13 à 24 h manquantes)',
      ).getAttribute('data-color'),
    ).toBe('#c92a2a');
    const corrected = cell(grid, 'jeudi 6 mars 2025\u202f: Correction, Météo corrigée');
    expect(corrected.getAttribute('data-color')).toBe('#1971c2');
    expect(corrected.querySelector('svg')).not.toBeNull();
    expect(cell(grid, 'vendredi 7 mars 2025\u202f: Pas de donnée').getAttribute('data-color')).toBe(
      '#e9ecef',
    );
  });

  it('draws the marks over their days and explains them in the legend', () => {
    const grid = showReception();
    const protectedDay = cell(
      grid,
      'lundi 10 mars 2025\u202f: 3 h manquantes, Complète (0 à 5 h manquantes), Parcelle protégée',
    );
    expect(protectedDay.textContent).toBe('P');
    const legend = screen.getByRole('list', { name: 'Légende\u202f: Réception des données météo' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Complète (0 à 5 h manquantes)',
      'Partielle (6 à 12 h manquantes)',
      'Absence (13 à 24 h manquantes)',
      'Correction',
      'Pas de donnée',
      'Météo corrigée',
      'Parcelle protégée',
    ]);
    // The legend shows each mark as drawn on the days.
    expect(items.at(-1)?.textContent).toBe('PParcelle protégée');
    expect(items.at(-2)?.querySelector('svg')).not.toBeNull();
  });

  it('is one tab stop, moved through with the arrows, with a tooltip on the focused day', async () => {
    const user = userEvent.setup();
    const grid = showReception();
    await user.tab();
    const first = cell(grid, 'samedi 1 mars 2025\u202f: Pas de donnée');
    expect(document.activeElement).toBe(first);
    expect(screen.getByTestId('infobulle-calendrier').textContent).toBe(
      'samedi 1 mars 2025\u202f: Pas de donnée',
    );
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((day) => day.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(
      cell(grid, 'lundi 3 mars 2025\u202f: 0 h manquante, Complète (0 à 5 h manquantes)'),
    );
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-03-10');
    expect(screen.getByTestId('infobulle-calendrier').textContent).toContain('Parcelle protégée');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-10-31');
    // Past the last day, the focus stays.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-10-31');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('infobulle-calendrier')).toBeNull();
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-03-01');
  });

  it('shows the tooltip on hover too', async () => {
    const user = userEvent.setup();
    const grid = showReception();
    await user.hover(
      cell(grid, 'mardi 4 mars 2025\u202f: 8 h manquantes, Partielle (6 à 12 h manquantes)'),
    );
    expect(screen.getByTestId('infobulle-calendrier').textContent).toBe(
      'mardi 4 mars 2025\u202f: 8 h manquantes, Partielle (6 à 12 h manquantes)',
    );
  });

  it('writes marks in black or white, whichever reads on the colour', () => {
    expect(readableTextColor('#f08c00')).toBe('#000000');
    expect(readableTextColor('#1971c2')).toBe('#ffffff');
    expect(readableTextColor('#e9ecef')).toBe('#000000');
  });
});

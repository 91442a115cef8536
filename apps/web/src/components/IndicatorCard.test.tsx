import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { formatFigure, IndicatorCard, IndicatorCards } from './IndicatorCard';

/** fr-FR separates thousands with a narrow no-break space; the unit follows a no-break space. */
const text = (value: string) => value.replace(/\u202f/g, ' ').replace(/\u00a0/g, ' ');

describe('IndicatorCard', () => {
  it('writes numbers the French way, with at most two decimals by default', () => {
    expect(text(formatFigure(1234.567))).toBe('1 234,57');
    expect(formatFigure(12)).toBe('12');
    expect(formatFigure(65.5, 2, 2)).toBe('65,50');
    expect(text(formatFigure(1234.5, 0))).toBe('1 235');
    expect(formatFigure(null)).toBe('-');
    expect(formatFigure(Number.NaN)).toBe('-');
  });

  it('is a group named by its title, showing the figure and its unit', () => {
    renderWithProviders(<IndicatorCard title="Surface totale" value={1520.25} unit="ha" />);
    const card = screen.getByRole('group', { name: 'Surface totale' });
    expect(text(within(card).getByText(/ha$/).textContent ?? '')).toBe('1 520,25 ha');
  });

  it('shows a dash without its unit when the figure is missing', () => {
    renderWithProviders(<IndicatorCard title="Surface totale" value={null} unit="ha" />);
    expect(
      within(screen.getByRole('group', { name: 'Surface totale' })).getByText('-'),
    ).toBeTruthy();
  });

  it('lines up several cards, each named', () => {
    renderWithProviders(
      <IndicatorCards
        cards={[
          { title: "Nombre d'agriculteurs", value: 42 },
          { title: 'Surface totale', value: 1520, unit: 'ha' },
          { title: 'Nombre de parcelles', value: 0, loading: true },
        ]}
      />,
    );
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(
      3,
    );
    expect(
      within(screen.getByRole('group', { name: "Nombre d'agriculteurs" })).getByText('42'),
    ).toBeTruthy();
    const loading = screen.getByRole('group', { name: 'Nombre de parcelles' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).queryByText('0')).toBeNull();
  });
});

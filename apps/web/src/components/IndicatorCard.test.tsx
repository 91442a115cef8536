import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { cardFilterNotice, formatFigure, IndicatorCard, IndicatorCards } from './IndicatorCard';

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

/** Three cards over one list: all plots, those to treat, those in error (issue 41). */
function FilteringCards() {
  const [on, setOn] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => () =>
    setOn((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <IndicatorCards
      cards={[
        {
          title: 'Nombre de parcelles',
          value: 12,
          filter: { active: on.size === 0, onToggle: () => setOn(new Set()), wholeList: true },
        },
        {
          title: 'Parcelles à traiter',
          value: 3,
          filter: { active: on.has('t'), onToggle: toggle('t') },
        },
        {
          title: 'Parcelles en erreur',
          value: 1,
          filter: { active: on.has('e'), onToggle: toggle('e'), label: 'En erreur' },
        },
        { title: 'Surface totale', value: 40, unit: 'ha' },
      ]}
    />
  );
}

describe('IndicatorCard filtering the list', () => {
  it('names the filters on', () => {
    expect(cardFilterNotice([])).toBeNull();
    expect(cardFilterNotice(['Parcelles à traiter'])).toBe(
      'Filtre actif\u202f: Parcelles à traiter',
    );
    expect(cardFilterNotice(['A', 'B'])).toBe('Filtres actifs\u202f: A, B');
  });

  it('is a toggle button named by its title and figure, pressed while its filter is on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FilteringCards />);
    const toTreat = screen.getByRole('button', { name: 'Parcelles à traiter 3' });
    const all = screen.getByRole('button', { name: 'Nombre de parcelles 12' });
    expect(toTreat.getAttribute('aria-pressed')).toBe('false');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    // Still a group named by its title, as the cards that do not filter.
    expect(
      within(screen.getByRole('group', { name: 'Parcelles à traiter' })).getByText('3'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Surface totale/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(toTreat);
    expect(toTreat.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Filtre actif\u202f: Parcelles à traiter');
    await user.click(screen.getByRole('button', { name: 'Parcelles en erreur 1' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Filtres actifs\u202f: Parcelles à traiter, En erreur',
    );

    // One click takes every filter off.
    await user.click(screen.getByRole('button', { name: 'Retirer les filtres' }));
    expect(toTreat.getAttribute('aria-pressed')).toBe('false');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: /^Retirer/ })).toBeNull();

    // A second click on a pressed card takes its filter off; the keyboard presses it too.
    await user.click(toTreat);
    await user.click(toTreat);
    expect(toTreat.getAttribute('aria-pressed')).toBe('false');
    toTreat.focus();
    await user.keyboard('{Enter}');
    expect(toTreat.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Retirer le filtre' }));
    expect(toTreat.getAttribute('aria-pressed')).toBe('false');
  });

  it('adds no notice to cards that do not filter', () => {
    renderWithProviders(<IndicatorCards cards={[{ title: 'Surface totale', value: 1 }]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OTHERS_LABEL, ShareBarChart, topBars, wrapLabel } from './ShareBarChart';

const bars = (values: number[]) => values.map((value, index) => ({ label: `C${index}`, value }));

describe('topBars', () => {
  it('keeps every bar, largest first, up to the limit', () => {
    expect(topBars(bars([1, 5, 3]), 3).map((bar) => bar.value)).toEqual([5, 3, 1]);
  });

  it('sums the bars beyond the limit in one last Autres bar', () => {
    const shown = topBars(bars([1, 5, 3, 2]), 3);
    expect(shown.map((bar) => [bar.label, bar.value])).toEqual([
      ['C1', 5],
      ['C2', 3],
      [OTHERS_LABEL, 3],
    ]);
  });
});

describe('wrapLabel', () => {
  it('breaks a long name between words instead of cutting a word', () => {
    expect(wrapLabel('Données météo manquantes', 22, 2)).toEqual(['Données météo', 'manquantes']);
    expect(wrapLabel('Coopérative Terres du Nord', 22, 2)).toEqual([
      'Coopérative Terres du',
      'Nord',
    ]);
    expect(wrapLabel('calcul à jour', 22, 2)).toEqual(['calcul à jour']);
  });

  it('ends the last line with an ellipsis when the name needs more lines', () => {
    expect(wrapLabel('un deux trois quatre cinq six', 10, 2)).toEqual(['un deux', 'trois …']);
    expect(wrapLabel('Données météo manquantes\u202f: un trou de 6 h', 20, 2)).toEqual([
      'Données météo',
      'manquantes\u202f: un …',
    ]);
    expect(wrapLabel('Anticonstitutionnellement', 10, 2)).toEqual(['Anticonst…']);
  });

  it('never gives more lines than asked, nor a line longer than allowed', () => {
    const labels = [
      '',
      'a',
      'Données météo manquantes',
      'Coopérative Terres du Nord',
      'Anticonstitutionnellement dit',
      ' espaces   multiples  ',
      'Très-long-nom-composé-sans-espace et suite',
    ];
    for (const label of labels)
      for (let perLine = 3; perLine <= 30; perLine++)
        for (let maxLines = 1; maxLines <= 4; maxLines++) {
          const lines = wrapLabel(label, perLine, maxLines);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
        }
  });
});

describe('ShareBarChart', () => {
  it('is one image named by its title, its description giving each count and share', () => {
    renderWithProviders(
      <ShareBarChart
        title="Parcelles par culture"
        bars={[
          { label: 'Maïs grain', value: 1234, share: '61,7\u202f%' },
          { label: 'Soja', value: 766 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Parcelles par culture' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Maïs grain\u202f: 1\u202f234 (61,7\u202f%)\u202f; Soja\u202f: 766',
    );
  });

  it('says when there is nothing to draw', () => {
    renderWithProviders(<ShareBarChart title="Parcelles par espèce" bars={[]} />);
    expect(screen.getByText('Aucune parcelle')).toBeTruthy();
  });
});

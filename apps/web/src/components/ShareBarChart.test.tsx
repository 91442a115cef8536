import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OTHERS_LABEL, ShareBarChart, topBars } from './ShareBarChart';

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

describe('ShareBarChart', () => {
  it('is one image named by its title, its description giving each count and share', () => {
    renderWithProviders(
      <ShareBarChart
        title="Parcelles par culture"
        bars={[
          { label: 'Maïs grain', value: 1234, share: '61,7 %' },
          { label: 'Soja', value: 766 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Parcelles par culture' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Maïs grain : 1\u202f234 (61,7 %) ; Soja : 766');
  });

  it('says when there is nothing to draw', () => {
    renderWithProviders(<ShareBarChart title="Parcelles par espèce" bars={[]} />);
    expect(screen.getByText('Aucune parcelle')).toBeTruthy();
  });
});

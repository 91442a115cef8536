import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ColumnChart } from './ColumnChart';

const descriptionOf = (name: string) => {
  const chart = screen.getByRole('img', { name });
  return document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('ColumnChart', () => {
  it('is one image named by its title, its description giving each non-zero column', () => {
    renderWithProviders(
      <ColumnChart
        title="Distribution des doses"
        columns={[
          { label: '0–10', value: 3 },
          { label: '10–20', value: 0 },
          { label: '20–30', value: 1234 },
        ]}
        unit="parcelles"
      />,
    );
    expect(descriptionOf('Distribution des doses')).toBe(
      '0–10\u202f: 3 parcelles\u202f; 20–30\u202f: 1\u202f234 parcelles',
    );
  });

  it('writes averages with their decimals and unit, and says when there is nothing', () => {
    renderWithProviders(
      <>
        <ColumnChart
          title="Dose moyenne par client"
          columns={[{ label: 'Coop Beauce', value: 65.456 }]}
          unit="kgN/ha"
          fractionDigits={2}
        />
        <ColumnChart title="Vide" columns={[]} unit="parcelles" />
      </>,
    );
    expect(descriptionOf('Dose moyenne par client')).toBe('Coop Beauce\u202f: 65,46 kgN/ha');
    expect(descriptionOf('Vide')).toBe('Aucune parcelle');
  });
});

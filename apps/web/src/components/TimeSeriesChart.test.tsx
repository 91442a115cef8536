import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChartTooltip,
  forecastBounds,
  formatTick,
  missingBands,
  missingSentence,
  TimeSeriesChart,
  type TimeSeries,
  type TimeSeriesRow,
} from './TimeSeriesChart';

// jsdom lays nothing out: the chart's container is given the size a browser would measure.
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
    return DOMRect.fromRect({ width: 800, height: 320 });
  });
});

const waterBalance: TimeSeries[] = [
  { key: 'pluie', label: 'Pluie', kind: 'bar', color: '#1c7ed6', unit: 'mm' },
  { key: 'irrigation', label: 'Irrigation', kind: 'bar', color: '#15aabf', unit: 'mm' },
  { key: 'deficit', label: 'Déficit en eau du sol', kind: 'line', color: '#e03131', unit: 'mm' },
  { key: 'rfu', label: 'RFU', kind: 'line', color: '#2f9e44', unit: 'mm' },
  { key: 'ru', label: 'RU', kind: 'line', color: '#495057', unit: 'mm', dashed: true },
];

const rows: TimeSeriesRow[] = [
  { date: '2025-06-29', pluie: 0, irrigation: 25, deficit: 31.25, rfu: 60, ru: 90 },
  { date: '2025-06-30', pluie: 12.5, irrigation: 0, deficit: 22, rfu: 60, ru: 90 },
  { date: '2025-07-01', pluie: 0, irrigation: null, deficit: 27.4, rfu: 60, ru: 90 },
  { date: '2025-07-02', pluie: 1.2, irrigation: 0, deficit: 30, rfu: 60, ru: 90 },
];

function showChart() {
  return render(
    <MantineProvider>
      <TimeSeriesChart
        title="Bilan hydrique de la parcelle"
        data={rows}
        series={waterBalance}
        forecast={{ from: '2025-07-01' }}
        leftAxisLabel="mm"
      />
    </MantineProvider>,
  );
}

describe('time series chart', () => {
  it('writes the dates of the axis as dd/mm', () => {
    const { container } = showChart();
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map(
      (tick) => tick.textContent,
    );
    expect(ticks).toEqual(['29/06', '30/06', '01/07', '02/07']);
  });

  it('shades the forecast days under a French label', () => {
    const { container } = showChart();
    expect(container.querySelector('.zone-previsions')).not.toBeNull();
    expect(within(container).getByText('Prévisions')).toBeTruthy();
    expect(forecastBounds(rows, { from: '2025-07-01' })).toEqual({
      x1: '2025-07-01',
      x2: '2025-07-02',
    });
    expect(forecastBounds(rows, { from: '2025-08-01' })).toBeNull();
    expect(forecastBounds(rows, undefined)).toBeNull();
  });

  it('has no forecast area when there is no forecast', () => {
    const { container } = render(
      <MantineProvider>
        <TimeSeriesChart title="Pluie" data={rows} series={waterBalance.slice(0, 1)} />
      </MantineProvider>,
    );
    expect(container.querySelector('.zone-previsions')).toBeNull();
    expect(within(container).queryByText('Prévisions')).toBeNull();
  });

  it('draws one bar per day and one line per measure, with a French legend in their order', () => {
    const { container } = showChart();
    expect(container.querySelectorAll('.recharts-bar')).toHaveLength(2);
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(3);
    const legend = screen.getByRole('list', { name: 'Légende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pluie', 'Irrigation', 'Déficit en eau du sol', 'RFU', 'RU']);
    expect(screen.getByRole('figure', { name: 'Bilan hydrique de la parcelle' })).toBeTruthy();
  });

  it('tells the day and each measure with its unit, the French way, from the keyboard', async () => {
    const user = userEvent.setup();
    showChart();
    const lines = () =>
      [...document.querySelectorAll('.recharts-tooltip-wrapper p')].map((line) => line.textContent);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('application', { name: 'Bilan hydrique de la parcelle' }),
    );
    expect(lines()).toEqual([
      'dimanche 29 juin 2025',
      'Pluie\u202f: 0\u00a0mm',
      'Irrigation\u202f: 25\u00a0mm',
      'Déficit en eau du sol\u202f: 31,3\u00a0mm',
      'RFU\u202f: 60\u00a0mm',
      'RU\u202f: 90\u00a0mm',
    ]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(lines()).toEqual([
      'mardi 1 juillet 2025 (prévisions)',
      'Pluie\u202f: 0\u00a0mm',
      'Irrigation\u202f: –',
      'Déficit en eau du sol\u202f: 27,4\u00a0mm',
      'RFU\u202f: 60\u00a0mm',
      'RU\u202f: 90\u00a0mm',
    ]);
  });

  it('opens on the last 55\u202f% of the days when zoomed, with a French range slider', async () => {
    const user = userEvent.setup();
    const month = Array.from({ length: 21 }, (_, day) => ({
      date: `2025-06-${String(day + 1).padStart(2, '0')}`,
      pluie: day,
    }));
    const { container } = render(
      <MantineProvider>
        <TimeSeriesChart
          title="Pluie"
          data={month}
          series={waterBalance.slice(0, 1)}
          zoomFrom={0.45}
        />
      </MantineProvider>,
    );
    const ticks = () =>
      [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map(
        (tick) => tick.textContent,
      );
    expect(ticks()[0]).toBe('10/06');
    expect(ticks().at(-1)).toBe('21/06');
    const [start] = screen.getAllByRole('slider', {
      name: 'Période affichée\u202f: du 10/06 au 21/06',
    });
    // The slider moves from the keyboard too.
    start?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(ticks()[0]).toBe('09/06');
    expect(
      screen.getAllByRole('slider', { name: 'Période affichée\u202f: du 09/06 au 21/06' }),
    ).toHaveLength(2);
  });

  it('tells hours by their Paris time, on the axis and in the tooltip', async () => {
    const user = userEvent.setup();
    // 22:00 and 23:00 UTC on 14 June are midnight and 1 o'clock in Paris on the 15th.
    const hours = [
      { date: '2026-06-14T21:00:00.000Z', pluie: 0.4 },
      { date: '2026-06-14T22:00:00.000Z', pluie: null },
      { date: '2026-06-14T23:00:00.000Z', pluie: 1 },
    ];
    const { container } = render(
      <MantineProvider>
        <TimeSeriesChart
          title="Suivi par heure"
          data={hours}
          series={waterBalance.slice(0, 1)}
          forecast={{ from: '2026-06-14T23:00:00.000Z' }}
        />
      </MantineProvider>,
    );
    expect(
      [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map(
        (tick) => tick.textContent,
      ),
    ).toEqual(['14/06 23:00', '15/06 00:00', '15/06 01:00']);
    const lines = () =>
      [...document.querySelectorAll('.recharts-tooltip-wrapper p')].map((line) => line.textContent);
    await user.tab();
    expect(lines()).toEqual([
      'dimanche 14 juin 2026 à 23:00 heure locale',
      'Pluie\u202f: 0,4\u00a0mm',
    ]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(lines()).toEqual([
      'lundi 15 juin 2026 à 01:00 heure locale (prévisions)',
      'Pluie\u202f: 1\u00a0mm',
    ]);
    // Days keep their short form; nothing readable gives nothing.
    expect(formatTick('2026-06-15')).toBe('15/06');
    expect(formatTick(undefined)).toBe('');
  });

  it('shows no tooltip while no day is pointed at', () => {
    const { container } = render(
      <MantineProvider>
        <ChartTooltip active={false} label="2025-07-01" payload={[]} series={waterBalance} />
      </MantineProvider>,
    );
    expect(container.querySelector('p')).toBeNull();
  });

  it('marks the missing days: a grey band, no line across, a sentence and a legend entry', async () => {
    const days: TimeSeriesRow[] = [
      { date: '2026-06-07', deficit: 10, manquant: false },
      { date: '2026-06-08', deficit: null, manquant: true },
      { date: '2026-06-09', deficit: null, manquant: true },
      { date: '2026-06-10', deficit: 12, manquant: false },
      { date: '2026-06-11', deficit: null, manquant: true },
      { date: '2026-06-12', deficit: 14, manquant: false },
    ];
    const user = userEvent.setup();
    const { container } = render(
      <MantineProvider>
        <TimeSeriesChart
          title="Suivi par jour"
          data={days}
          series={[waterBalance[2] as TimeSeries]}
          isMissing={(row) => row['manquant'] === true}
        />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('.zone-manquante')).toHaveLength(2);
    expect(screen.getByText('Données manquantes : du 08/06 au 09/06 ; le 11/06')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Légende' })).getByText('Données manquantes'),
    ).toBeTruthy();
    // The line stops at the gap: its path is cut in pieces rather than drawn across.
    const path = container.querySelector('.recharts-line-curve')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)?.length ?? 0).toBeGreaterThan(1);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const lines = [...document.querySelectorAll('.recharts-tooltip-wrapper p')].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(['lundi 8 juin 2026', 'Données manquantes']);
  });

  it('says the missing hours in local time, and at most five periods', () => {
    const bands = Array.from({ length: 7 }, (_, i) => ({
      x1: `2026-06-1${i}T10:00:00.000Z`,
      x2: `2026-06-1${i}T10:00:00.000Z`,
    }));
    expect(missingSentence(bands)).toBe(
      'Données manquantes (heure locale)\u202f: le 10/06 12:00\u202f; le 11/06 12:00\u202f; le 12/06 12:00\u202f; le 13/06 12:00\u202f; le 14/06 12:00 (+2 autres)',
    );
    expect(missingSentence([])).toBeNull();
    expect(missingBands([{ date: '2026-06-01' }], undefined)).toEqual([]);
  });
});

// The weather measures as the station and plot charts draw them, so that a reader finds the same
// colours and axes from one chart to the next: rain as blue bars and humidity as a dashed green
// line on the right axis (mm, %), temperatures as lines on the left (°C), a minimum in blue, a
// maximum or an hour's in red.
import type { TimeSeries } from './TimeSeriesChart';

export const rainSeries = (key: string): TimeSeries => ({
  key,
  label: 'Pluie',
  kind: 'bar',
  color: '#1971c2',
  unit: 'mm',
  axis: 'right',
});

export const minTemperatureSeries = (key: string, label: string): TimeSeries => ({
  key,
  label,
  kind: 'line',
  color: '#1c7ed6',
  unit: '°C',
});

export const temperatureSeries = (key: string, label: string): TimeSeries => ({
  key,
  label,
  kind: 'line',
  color: '#c92a2a',
  unit: '°C',
});

export const humiditySeries = (key: string, label: string): TimeSeries => ({
  key,
  label,
  kind: 'line',
  color: '#2b8a3e',
  unit: '%',
  axis: 'right',
  dashed: true,
});

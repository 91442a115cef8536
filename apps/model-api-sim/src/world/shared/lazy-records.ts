// Plot records drawn on first use: a module's record of a plot is drawn from the seed and the plot
// the first time a call needs it, then kept (and changed by the writes), so a world of 20,000
// plots starts without drawing any and pays only for the plots it is asked about.
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';

/**
 * The function giving a plot's record: the one kept in `recordsOf(world)` under the plot's id or,
 * the first time, the one `draw` gives, kept from then on.
 */
export function lazyRecords<R>(
  recordsOf: (world: World) => Map<number, R>,
  draw: (world: World, plot: Plot) => R,
): (world: World, plot: Plot) => R {
  return (world, plot) => {
    const records = recordsOf(world);
    let record = records.get(plot.id);
    if (record === undefined) {
      record = draw(world, plot);
      records.set(plot.id, record);
    }
    return record;
  };
}

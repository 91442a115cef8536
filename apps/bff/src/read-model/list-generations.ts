// When the lists the BFF keeps stop holding (issue 43): each group of lists has a generation, which
// a write through the BFF moves. A list is kept with the generation it was read at; once its
// group's has moved, it is read again. With Redis the generations are shared, so a write on one
// replica drops the lists of every replica; while Redis is away, this replica's own writes still
// drop its lists, and the freshness limit bounds what others' writes leave.
import type { SharedState } from '../plugins/external/shared-state.ts';

/** The group of lists a catalogue call belongs to: its spec document (1 platform ... 4 stages). */
export type ListGroup = 1 | 2 | 3 | 4;
export const LIST_GROUPS: readonly ListGroup[] = [1, 2, 3, 4];

/**
 * The groups a write of a spec document can change: its own, and every group for a platform write
 * (a consent, an adviser or an account changes who sees which plot in every module).
 */
export const groupsChangedBy = (doc: ListGroup): readonly ListGroup[] =>
  doc === 1 ? LIST_GROUPS : [doc];

export interface ListGenerations {
  /** The group's generation now, as a text to compare. */
  current(group: ListGroup): Promise<string>;
  /** Moves the groups' generations, here at once and, with Redis, on every replica. */
  bump(groups: readonly ListGroup[]): void;
}

const redisKey = (group: ListGroup) => `lists:generation:${group}`;

export function createListGenerations(shared: SharedState): ListGenerations {
  const local = new Map<ListGroup, number>(LIST_GROUPS.map((group) => [group, 0]));
  return {
    async current(group) {
      const own = local.get(group) ?? 0;
      const { redis } = shared;
      if (redis === null || shared.status() !== 'shared') return `${own}`;
      try {
        return `${own}:${(await redis.get(redisKey(group))) ?? 0}`;
      } catch (error) {
        shared.failed('list generations', error);
        return `${own}`;
      }
    },
    bump(groups) {
      for (const group of groups) local.set(group, (local.get(group) ?? 0) + 1);
      const { redis } = shared;
      if (redis === null) return;
      for (const group of groups) {
        redis
          .incr(redisKey(group))
          .catch((error: unknown) => shared.failed('list generations', error));
      }
    },
  };
}

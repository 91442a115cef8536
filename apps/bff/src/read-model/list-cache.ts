// The lists the BFF keeps for its paged list routes (issue 43, docs/adr/0011-bff-list-read-model.md):
// a caller's whole list as the model API answered it, read once with the caller's token and kept
// under a key naming the caller, their rights and the call, so that paging, sorting and filtering
// read memory. Bounded by a byte budget, least recently used out; concurrent first reads share one
// upstream read; a list is read again once its group's generation moved (a write) or it is older
// than the freshness limit, and served old, said so, when that read fails.
import type { ListGenerations, ListGroup } from './list-generations.ts';

export interface KeptList {
  rows: readonly unknown[];
  /** The bytes of the model API's answer: what the budget counts. */
  bytes: number;
  /** When it was read (ms since the epoch). */
  readAt: number;
}

interface Entry extends KeptList {
  owner: string;
  generation: string;
}

export interface ListRead {
  list: KeptList;
  /** True when the list is older than the freshness limit: reading it again just failed. */
  stale: boolean;
}

export interface ListCacheOptions {
  budgetBytes: number;
  freshMs: number;
  generations: ListGenerations;
  now?: () => number;
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<Entry>>();
  private kept = 0;
  private readonly now: () => number;

  constructor(private readonly options: ListCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Bytes kept now, all lists together. */
  get bytes(): number {
    return this.kept;
  }

  /** Lists kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The list under `key`: kept, or read by `load` (one read for concurrent callers of the same key
   * and generation). `owner` is the login whose logout drops it.
   */
  async read(
    key: string,
    owner: string,
    group: ListGroup,
    load: () => Promise<{ rows: readonly unknown[]; bytes: number }>,
    /** Whether a failed read may be answered with the list kept, old: an outage, not a refusal. */
    servesOld: (error: unknown) => boolean = () => true,
  ): Promise<ListRead> {
    const generation = await this.options.generations.current(group);
    const kept = this.entries.get(key);
    if (kept && kept.generation !== generation) this.drop(key);
    const current = kept?.generation === generation ? kept : undefined;
    if (current && this.now() - current.readAt < this.options.freshMs) {
      this.touch(key, current);
      return { list: current, stale: false };
    }
    const readingKey = `${generation}|${key}`;
    let reading = this.reading.get(readingKey);
    if (!reading) {
      reading = load().then(({ rows, bytes }) => {
        const entry: Entry = { rows, bytes, readAt: this.now(), owner, generation };
        this.keep(key, entry);
        return entry;
      });
      this.reading.set(readingKey, reading);
      const forget = () => this.reading.delete(readingKey);
      reading.then(forget, forget);
    }
    try {
      return { list: await reading, stale: false };
    } catch (error) {
      // The model API failed: a list kept at this generation, only old, is better than nothing.
      if (current && this.entries.get(key) === current && servesOld(error)) {
        return { list: current, stale: true };
      }
      throw error;
    }
  }

  /** Drops every list of a login (its logout). */
  dropOwner(owner: string): void {
    for (const [key, entry] of this.entries) if (entry.owner === owner) this.drop(key);
  }

  private keep(key: string, entry: Entry) {
    this.drop(key);
    // A list larger than the whole budget is served, never kept.
    if (entry.bytes > this.options.budgetBytes) return;
    while (this.kept + entry.bytes > this.options.budgetBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, entry);
    this.kept += entry.bytes;
  }

  private touch(key: string, entry: Entry) {
    // Most recently used last: the first is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.kept -= entry.bytes;
  }
}

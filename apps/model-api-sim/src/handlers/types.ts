// What a call handler receives and returns, typed from its catalogue entry.
import type { CatalogueEntry, EndpointId } from '@agro/contracts/catalogue/catalogue';
import type { z } from 'zod';
import type { SimConfig } from '../config.ts';
import type { SerialisedAnswer } from '../serialised-answer.ts';
import type { UserAccount } from '../world/types.ts';
import type { World } from '../world/world.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type EntryOf<Id extends EndpointId> = Extract<CatalogueEntry, { id: Id }>;

export interface CallContext<Id extends EndpointId> {
  params: Parsed<EntryOf<Id>['params']>;
  query: Parsed<EntryOf<Id>['query']>;
  body: Parsed<EntryOf<Id>['body']>;
  /** The logged-in caller; null on open calls made without a token. */
  caller: UserAccount | null;
  world: World;
  config: SimConfig;
  now: Date;
  /** Signs a token for a user, as login does. */
  issueToken(user: UserAccount): string;
  /**
   * How many writes the simulator has taken so far that this call's answer can show (every call
   * but a GET, and the test hooks; for the kept lists, those of the families they read:
   * handlers/index.ts, LIST_READS): an answer computed at one count holds until the next.
   */
  writes: number;
  /** The writes the kept rows of the generated cereal and maize plots can show (ROW_READS). */
  stageRowWrites: number;
}

type Answer<Id extends EndpointId> = z.input<EntryOf<Id>['answer']> | SerialisedAnswer;

export type Handler<Id extends EndpointId> = (
  context: CallContext<Id>,
) => Answer<Id> | Promise<Answer<Id>>;

export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };

// What a call handler receives and returns, typed from its catalogue entry.
import type { CatalogueEntry, EndpointId } from '@agro/contracts/catalogue/catalogue';
import type { z } from 'zod';
import type { SimConfig } from '../config.ts';
import type { UserAccount, World } from '../world/types.ts';

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
}

export type Handler<Id extends EndpointId> = (
  context: CallContext<Id>,
) => z.input<EntryOf<Id>['answer']> | Promise<z.input<EntryOf<Id>['answer']>>;

export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };

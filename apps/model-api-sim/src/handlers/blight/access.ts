// Who may reach which potato plot (world/blight/scope.ts), for every blight call: an unknown id
// and a plot the caller may not see are both 404, on reads and writes alike.
import { badRequest, notFound, numericId, unauthorised } from '../../errors.ts';
import { casTypesOf } from '../../world/blight/records.ts';
import type { BlightRecord } from '../../world/blight/state.ts';
import { blightVisibility, potatoPlots, seesCasType } from '../../world/blight/scope.ts';
import type { Plot, UserAccount } from '../../world/types.ts';
import { isVisible } from '../../world/shared/visibility.ts';
import type { CallContext } from '../types.ts';

export type Caller = Pick<CallContext<'blightSituation'>, 'world' | 'caller' | 'config'>;

export function callerOf(context: Caller): UserAccount {
  if (!context.caller) throw unauthorised();
  return context.caller;
}

function visibilityOf(context: Caller) {
  return blightVisibility(
    context.world,
    callerOf(context),
    context.config.platform.instituteKeyword,
  );
}

export function visiblePlots(context: Caller): Plot[] {
  const visibility = visibilityOf(context);
  return potatoPlots(context.world).filter((plot) => isVisible(visibility, plot));
}

/** The caller's potato plot; an unknown id and a plot the caller may not see are both 404. */
export function plotOf(context: Caller, rawId: string): Plot {
  const id = numericId(rawId, 'Parcelle');
  const casType = casTypesOf(context.world).get(id);
  if (casType) {
    if (!seesCasType(context.world, callerOf(context), casType)) throw notFound('Parcelle');
    return casType.plot;
  }
  const plot = context.world.plotsById.get(id);
  if (!plot || plot.module !== 'mildiou' || !isVisible(visibilityOf(context), plot)) {
    throw notFound('Parcelle');
  }
  return plot;
}

/** A write changed the plot's record: its computed days follow. */
export function changed(record: BlightRecord): void {
  record.version += 1;
}

/** A domain rule's message as the API's 400, when there is one. */
export function refuse(error: string | null | undefined): void {
  if (error) throw badRequest(error);
}

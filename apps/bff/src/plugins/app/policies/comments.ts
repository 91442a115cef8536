// Object-level checks of the plot comments (spec 1 §7 "Comments"), made by the BFF as it does for
// the advisers' farmer links, not left to the model API alone: a comment call names a tool (`oad`)
// and a plot or a comment, and the catalogue's rights (any of BH, STADES, CHN) cannot say whether
// the caller may see them.
// - The tool must be known (404) and its own read right held (403): CHN's regional engineer does
//   not read the water balance's comments.
// - A plot's comments (list, create) need a plot the caller sees in that tool: the BFF asks the
//   tool's own plot call with the caller's token, which the model API scopes per user; a plot it
//   does not show answers the same 404 as an unknown one (the model API's, as if proxied). A 401
//   there is the model API refusing the token: the session ends as for any call. The stage tool shows every stage plot
//   to every holder of STADES (no per-user rule to check).
// - A comment changed or deleted by its id: the BFF cannot tell its plot without the model API,
//   which checks it (the simulator does, as the real API must: docs/simulator.md).
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { buildPath } from '@agro/contracts/catalogue/match';
import { commentToolRight, type CommentOad } from '@agro/contracts/comment-tools';
import { upstreamFailure } from '../../../lib/errors.ts';
import { requireRights, sessionPolicy, type ObjectPolicy } from '../authorization.ts';
import type { Session } from '../session.ts';
import type { Upstream } from '../../external/upstream.ts';

const COMMENT_CALLS: ReadonlySet<string> = new Set([
  'commentsList',
  'commentCreate',
  'commentUpdate',
  'commentDelete',
] satisfies EndpointId[]);

/** The call that shows one plot of each tool to the caller, and its path parameter. */
const PLOT_CALLS: Readonly<Record<CommentOad, { id: EndpointId; param: string } | null>> = {
  BH: { id: 'bhPlotGet', param: 'id' },
  CHN: { id: 'chnPlotResults', param: 'plotId' },
  STADES: null,
};

function templateOf(id: EndpointId): string {
  const entry = catalogue.find((e) => e.id === id);
  if (!entry || entry.method !== 'GET') throw new Error(`catalogue entry ${id} missing`);
  return entry.path;
}

export function createCommentPolicy(upstream: Upstream): ObjectPolicy {
  async function requireVisiblePlot(
    session: Session,
    oad: CommentOad,
    plotId: string,
    requestId: string,
  ): Promise<void> {
    const call = PLOT_CALLS[oad];
    if (call === null) return;
    const answer = await upstream.call({
      method: 'GET',
      path: buildPath(templateOf(call.id), { [call.param]: plotId }),
      token: session.upstreamToken,
      requestId,
    });
    if (answer.status >= 200 && answer.status < 300) return;
    // Not shown to this caller, or no such plot: the model API's own 404, telling nothing of which.
    if (answer.status === 403 || answer.status === 404) throw upstreamFailure(404);
    throw upstreamFailure(answer.status);
  }

  return sessionPolicy(async (session, { entryId, params, request }) => {
    if (!COMMENT_CALLS.has(entryId)) return;
    const oad = params.oad ?? '';
    const right = commentToolRight(oad);
    // A tool the model API does not know: its own 404 for it.
    if (right === null) throw upstreamFailure(404);
    requireRights(session, [right]);
    if (params.plotId !== undefined) {
      await requireVisiblePlot(session, oad as CommentOad, params.plotId, request.id);
    }
  });
}

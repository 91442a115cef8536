// Plot comments per decision-support tool (spec 1 §7 "Comments"). Every call is checked on the
// object as the real API must: the tool's read right (403 without it, as for any missing right),
// a plot the caller sees in that tool by the tool's own rule (404 otherwise, as for anything the
// caller may not see: CHN's region, the water balance's integrators and consents, the stage
// screens' plots), and, to change a comment, being its author or an administrator (403). Rules:
// world/comment-scope.ts.
import { ApiError, forbidden, notFound, numericId, unauthorised } from '../../errors.ts';
import {
  commentToolOf,
  holdsToolRight,
  mayChangeComment,
  type CommentTool,
} from '../../world/comment-scope.ts';
import type { StoredComment, UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { CallContext, HandlerMap } from '../types.ts';

/** A logged-in caller acting in one tool whose right they hold. */
interface Scope {
  world: World;
  caller: UserAccount;
  tool: CommentTool;
  oad: string;
  instituteKeyword: string;
}

type Context = Pick<CallContext<'commentsList'>, 'world' | 'caller' | 'config'>;

function scopeOf(context: Context, oad: string): Scope {
  const { world, caller, config } = context;
  if (!caller) throw unauthorised();
  const tool = commentToolOf(oad);
  if (!tool) throw notFound('Outil');
  if (!holdsToolRight(caller, tool)) {
    throw new ApiError(403, `Droit insuffisant pour les commentaires de l'outil ${oad}`);
  }
  return { world, caller, tool, oad, instituteKeyword: config.platform.instituteKeyword };
}

/** Whether the plot exists in the tool and the caller sees it there. */
function seesPlot(scope: Scope, plotId: number): boolean {
  return scope.tool.seesPlot(scope.world, scope.caller, plotId, scope.instituteKeyword);
}

/** An unknown plot, a plot of another tool and a plot the caller may not see all answer 404. */
function visiblePlotId(scope: Scope, raw: string): number {
  const id = numericId(raw, 'Parcelle');
  if (!seesPlot(scope, id)) throw notFound('Parcelle');
  return id;
}

/**
 * A comment of the tool on a plot the caller sees. Any other answers the same 404, said of the
 * comment: the caller learns nothing of a plot it cannot see.
 */
function visibleComment(scope: Scope, raw: string): StoredComment {
  const comment = scope.world.comments.get(numericId(raw, 'Commentaire'));
  if (!comment || comment.oad !== scope.oad || !seesPlot(scope, comment.plotId)) {
    throw notFound('Commentaire');
  }
  return comment;
}

function changeableComment(scope: Scope, raw: string): StoredComment {
  const comment = visibleComment(scope, raw);
  if (!mayChangeComment(scope.caller, comment)) {
    throw forbidden('Seuls son auteur et les administrateurs peuvent modifier ce commentaire');
  }
  return comment;
}

export const commentHandlers: HandlerMap = {
  commentsList: (context) => {
    const scope = scopeOf(context, context.params.oad);
    const plotId = visiblePlotId(scope, context.params.plotId);
    const comments = [...scope.world.comments.values()]
      .filter((c) => c.plotId === plotId && c.oad === scope.oad)
      .sort((a, b) => b.p_dt_crea.localeCompare(a.p_dt_crea));
    return {
      data: comments.map((c) => ({
        id_commentaire: c.id_commentaire,
        p_dt_crea: c.p_dt_crea,
        commentaire: c.commentaire,
        id_plot: c.plotId,
        oad: c.oad,
        date: c.date,
      })),
    };
  },

  commentCreate: (context) => {
    const { params, body, now } = context;
    const scope = scopeOf(context, params.oad);
    const plotId = visiblePlotId(scope, params.plotId);
    const id = scope.world.sequences.comment++;
    scope.world.comments.set(id, {
      id_commentaire: id,
      plotId,
      oad: scope.oad,
      p_dt_crea: now.toISOString(),
      date: body.date ?? null,
      commentaire: body.commentaire,
      authorLogin: scope.caller.login,
    });
    return { data: 1 };
  },

  commentUpdate: (context) => {
    const { params, body } = context;
    const comment = changeableComment(scopeOf(context, params.oad), params.commentId);
    comment.commentaire = body.commentaire;
    if (body.date !== undefined) comment.date = body.date;
    return { data: 1 };
  },

  commentDelete: (context) => {
    const { params, world } = context;
    const comment = changeableComment(scopeOf(context, params.oad), params.commentId);
    world.comments.delete(comment.id_commentaire);
    return { data: 1 };
  },
};

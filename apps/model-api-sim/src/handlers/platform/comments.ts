// Plot comments per decision-support tool (spec 1 §7 "Comments").
import { notFound, numericId } from '../../errors.ts';
import type { StoredComment, World } from '../../world/types.ts';
import type { HandlerMap } from '../types.ts';

function plotIdOf(world: World, raw: string): number {
  const id = numericId(raw, 'Parcelle');
  if (!world.plotsById.has(id)) throw notFound('Parcelle');
  return id;
}

function commentOf(world: World, raw: string, oad: string): StoredComment {
  const comment = world.comments.get(numericId(raw, 'Commentaire'));
  if (!comment || comment.oad !== oad) throw notFound('Commentaire');
  return comment;
}

export const commentHandlers: HandlerMap = {
  commentsList: ({ params, world }) => {
    const plotId = plotIdOf(world, params.plotId);
    const comments = [...world.comments.values()]
      .filter((c) => c.plotId === plotId && c.oad === params.oad)
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

  commentCreate: ({ params, body, world, now }) => {
    const plotId = plotIdOf(world, params.plotId);
    const id = world.sequences.comment++;
    world.comments.set(id, {
      id_commentaire: id,
      plotId,
      oad: params.oad,
      p_dt_crea: now.toISOString(),
      date: body.date ?? null,
      commentaire: body.commentaire,
    });
    return { data: 1 };
  },

  commentUpdate: ({ params, body, world }) => {
    const comment = commentOf(world, params.commentId, params.oad);
    comment.commentaire = body.commentaire;
    if (body.date !== undefined) comment.date = body.date;
    return { data: 1 };
  },

  commentDelete: ({ params, world }) => {
    const comment = commentOf(world, params.commentId, params.oad);
    world.comments.delete(comment.id_commentaire);
    return { data: 1 };
  },
};

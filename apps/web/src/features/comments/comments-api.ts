// The four comment calls of spec 1 §7 and how the dialog reacts to their answers (§4, §8).
import type { Comment } from '@agro/contracts/entities/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, isWriteSuccess } from '../../lib/api';
import { showDialog } from '../../lib/dialog-store';
import { PROBLEM_MESSAGE } from './messages';

export type PlotId = string | number;
export type CommentId = Comment['id_commentaire'];

export function commentsKey(oad: string, plotId: PlotId) {
  return ['comments', oad, String(plotId)] as const;
}

/** The error modal for a write the API refused or answered with something else than 1. */
export function showProblem(code = ''): void {
  showDialog({ kind: 'error', code, description: PROBLEM_MESSAGE });
}

/**
 * The plot's comments for one tool. The dialog loads them each time it opens and forgets them
 * when it closes (gcTime 0), so a reopened dialog never shows another moment's list.
 */
export function useComments(plotId: PlotId, oad: string) {
  return useQuery({
    queryKey: commentsKey(oad, plotId),
    queryFn: ({ signal }) =>
      callApi('commentsList', { params: { plotId: String(plotId), oad }, signal }).then(
        (answer) => answer.data,
      ),
    gcTime: 0,
  });
}

export interface CommentDraft {
  /** The comment being edited, or null to create one. */
  id: CommentId | null;
  date: string;
  /** Sanitised HTML. */
  html: string;
}

/**
 * Creates or updates a comment; resolves to whether the API answered 1. A failing status goes to
 * the shared error path (the query client's); another answer shows 'Un problème est survenu.'.
 * On success the list is reloaded before the mutation settles, so the waiting overlay covers it.
 */
export function useSaveComment(plotId: PlotId, oad: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, date, html }: CommentDraft) => {
      const body = { commentaire: html, date };
      const answer =
        id === null
          ? await callApi('commentCreate', { params: { plotId: String(plotId), oad }, body })
          : await callApi('commentUpdate', { params: { commentId: String(id), oad }, body });
      return isWriteSuccess(answer);
    },
    onSuccess: async (saved) => {
      if (saved) await queryClient.invalidateQueries({ queryKey: commentsKey(oad, plotId) });
      else showProblem();
    },
  });
}

/**
 * Deletes a comment; resolves to whether the API answered 1. Any failure, a refused call as well
 * as another answer, shows 'Un problème est survenu.' (spec 1 §8), with the status when there is
 * one.
 */
export function useDeleteComment(plotId: PlotId, oad: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: CommentId) =>
      isWriteSuccess(await callApi('commentDelete', { params: { commentId: String(id), oad } })),
    meta: { errorHandling: 'local' },
    onError: (error) =>
      showProblem(error instanceof ApiError && !error.isNetworkFailure ? String(error.status) : ''),
    onSuccess: async (deleted) => {
      if (deleted) await queryClient.invalidateQueries({ queryKey: commentsKey(oad, plotId) });
      else showProblem();
    },
  });
}

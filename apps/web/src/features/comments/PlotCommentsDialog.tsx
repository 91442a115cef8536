import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import type { Comment } from '@agro/contracts/entities/platform';
import { formatDateFr, formatDateTimeFr, todayIso } from '@agro/domain/dates';
import { requiredMessage } from '@agro/domain/validation';
import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  Paper,
  Portal,
  Stack,
  Text,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useState } from 'react';
import { ChoiceModal } from '../../components/ChoiceModal';
import type { PlotCommentsDialogProps } from '../../components/plot-comments-dialog';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { WIDE_DIALOG_WIDTH } from '../../components/dialog-sizes';
import { RichText } from '../../components/RichText';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { usePlatformClock, type PlatformClock } from '../../lib/config';
import { showSuccess } from '../../lib/notify';
import { isBlankRichText, sanitizeRichText } from '../../lib/rich-text';
import { COMMENT_TOO_LONG_MESSAGE, commentFits, LOAD_COMMENT_META } from './comment-length';
import { CommentDateField } from './CommentDateField';
import { CommentEditor, useCommentEditor, useCommentEditorIds } from './CommentEditor';
import {
  useComments,
  useDeleteComment,
  useSaveComment,
  type CommentId,
  type PlotId,
} from './comments-api';
import {
  BODY_FIELD,
  DELETE_QUESTION,
  DELETED_MESSAGE,
  DIALOG_TITLE,
  EMPTY_LIST_MESSAGE,
  LOADING_MESSAGE,
  REQUIRED_NOTE,
  SAVED_MESSAGE,
  UNSAVED_CLOSE_QUESTION,
} from './messages';

export type { PlotCommentsDialogProps };

/**
 * Spec 1 §2 "Plot comments dialog", §4: a plot's comments for one tool, and a form to add or edit
 * one. Persistent: only Fermer and the close icon close it, through the unsaved-text question.
 */
export function PlotCommentsDialog({ plotId, oad, opened, onClose }: PlotCommentsDialogProps) {
  // The form starts on today's date: it waits for the platform's day (PLATFORM_DATE).
  const clock = usePlatformClock();
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <Modal.Root
        opened={opened}
        // Escape and outside clicks are off; the content's own buttons decide when to close.
        onClose={() => undefined}
        closeOnEscape={false}
        closeOnClickOutside={false}
        size={WIDE_DIALOG_WIDTH}
        centered
      >
        <Modal.Overlay />
        <Modal.Content>
          {clock === null ? (
            <WaitingContent onClose={onClose} />
          ) : (
            // A change of plot or tool starts again from an empty form and a fresh list.
            <CommentsDialogContent
              key={`${oad}/${String(plotId)}`}
              plotId={plotId}
              oad={oad}
              clock={clock}
              onClose={onClose}
            />
          )}
        </Modal.Content>
      </Modal.Root>
    </DatesProvider>
  );
}

interface FormState {
  /** The comment being edited, or null: saving then creates one. */
  id: CommentId | null;
  /** Its creation date as shown in the list, to say which comment is being edited. */
  editing: string | null;
  date: string;
}

function emptyForm(clock: PlatformClock): FormState {
  return { id: null, editing: null, date: todayIso(clock()) };
}

type Question = { kind: 'close' } | { kind: 'delete'; id: CommentId };

/** The dialog's title and its close button, which `onClose` answers (it may ask first). */
function DialogHeader({ onClose }: { onClose: () => void }) {
  return (
    <Modal.Header>
      <Modal.Title fw={600}>{DIALOG_TITLE}</Modal.Title>
      <CloseButton aria-label="Fermer la fenêtre des commentaires" onClick={onClose} />
    </Modal.Header>
  );
}

/** The dialog until the platform's day is known: nothing typed yet, so closing asks nothing. */
function WaitingContent({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogHeader onClose={onClose} />
      <Modal.Body>
        <LoadingNotice />
      </Modal.Body>
    </>
  );
}

function CommentsDialogContent({
  plotId,
  oad,
  clock,
  onClose,
}: {
  plotId: PlotId;
  oad: string;
  clock: PlatformClock;
  onClose: () => void;
}) {
  const comments = useComments(plotId, oad);
  const save = useSaveComment(plotId, oad);
  const remove = useDeleteComment(plotId, oad);
  const [form, setForm] = useState<FormState>(() => emptyForm(clock));
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const editorIds = useCommentEditorIds();
  const editor = useCommentEditor(
    editorIds,
    bodyError !== null,
    (html) => {
      setBody(html);
      setBodyError(null);
    },
    () => setBodyError(COMMENT_TOO_LONG_MESSAGE),
  );

  const resetForm = () => {
    setForm(emptyForm(clock));
    editor?.commands.clearContent(true);
    setBody('');
    setBodyError(null);
  };

  const edit = (comment: Comment) => {
    setForm({
      id: comment.id_commentaire,
      editing: formatDateTimeFr(comment.p_dt_crea),
      date: comment.date || todayIso(clock()),
    });
    // A comment saved before the length limit may be longer: it loads all the same.
    editor
      ?.chain()
      .setMeta(LOAD_COMMENT_META, true)
      .setContent(sanitizeRichText(comment.commentaire), true)
      .run();
    editor?.commands.focus('end');
  };

  const submit = () => {
    if (isBlankRichText(body)) {
      setBodyError(requiredMessage(BODY_FIELD));
      editor?.commands.focus();
      return;
    }
    const html = sanitizeRichText(body);
    // The editor keeps new text within the limit; a longer comment loaded for an edit must be
    // shortened before the BFF takes it.
    if (!commentFits(html)) {
      setBodyError(COMMENT_TOO_LONG_MESSAGE);
      editor?.commands.focus();
      return;
    }
    save.mutate(
      { id: form.id, date: form.date, html },
      {
        onSuccess: (saved) => {
          if (!saved) return;
          resetForm();
          showSuccess(SAVED_MESSAGE);
        },
      },
    );
  };

  const requestClose = () => {
    if (isBlankRichText(body)) onClose();
    else setQuestion({ kind: 'close' });
  };

  const confirmDelete = (id: CommentId) => {
    setQuestion(null);
    remove.mutate(id, {
      onSuccess: (deleted) => {
        if (!deleted) return;
        // The comment in the form no longer exists: saving must not try to update it.
        if (form.id === id) resetForm();
        showSuccess(DELETED_MESSAGE);
      },
    });
  };

  return (
    <>
      <DialogHeader onClose={requestClose} />
      <Modal.Body>
        <CommentList
          comments={comments.data}
          loading={comments.isPending && comments.fetchStatus !== 'idle'}
          onEdit={edit}
          onDelete={(comment) => setQuestion({ kind: 'delete', id: comment.id_commentaire })}
        />
        <Stack gap="sm" mt="lg">
          {form.editing !== null ? (
            <Text size="sm" fw={500} role="status">
              Modification du commentaire du {form.editing}
            </Text>
          ) : null}
          <CommentDateField
            value={form.date}
            onChange={(date) => setForm((f) => ({ ...f, date }))}
          />
          <CommentEditor editor={editor} ids={editorIds} error={bodyError} />
          <Text size="sm" c="dimmed">
            {REQUIRED_NOTE}
          </Text>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={requestClose}>
            Fermer
          </Button>
          <Button onClick={submit}>Enregistrer</Button>
        </Group>
      </Modal.Body>

      <ChoiceModal
        opened={question?.kind === 'close'}
        question={UNSAVED_CLOSE_QUESTION}
        onConfirm={() => {
          setQuestion(null);
          onClose();
        }}
        onCancel={() => setQuestion(null)}
      />
      <ChoiceModal
        opened={question?.kind === 'delete'}
        question={DELETE_QUESTION}
        onConfirm={() => {
          if (question?.kind === 'delete') confirmDelete(question.id);
        }}
        onCancel={() => setQuestion(null)}
      />
      {save.isPending || remove.isPending ? (
        // In a portal: the dialog's transform would otherwise confine a fixed overlay to it.
        <Portal>
          <WaitingOverlay fullPage />
        </Portal>
      ) : null}
    </>
  );
}

interface CommentListProps {
  comments: readonly Comment[] | undefined;
  loading: boolean;
  onEdit: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}

function LoadingNotice() {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{LOADING_MESSAGE}</Text>
    </Group>
  );
}

function CommentList({ comments, loading, onEdit, onDelete }: CommentListProps) {
  if (loading) return <LoadingNotice />;
  if (!comments || comments.length === 0) {
    return <Text size="sm">{EMPTY_LIST_MESSAGE}</Text>;
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Commentaires enregistrés"
    >
      {comments.map((comment) => {
        const created = formatDateTimeFr(comment.p_dt_crea);
        const date = formatDateFr(comment.date);
        return (
          <Paper component="li" key={comment.id_commentaire} withBorder p="sm" radius="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  Créé le {created}
                </Text>
                {date !== '' ? (
                  <Text size="sm" c="dimmed">
                    Date&#x202F;: {date}
                  </Text>
                ) : null}
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Modifier le commentaire du ${created}`}
                  onClick={() => onEdit(comment)}
                >
                  <PencilIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Supprimer le commentaire du ${created}`}
                  onClick={() => onDelete(comment)}
                >
                  <TrashIcon />
                </ActionIcon>
              </Group>
            </Group>
            <RichText html={comment.commentaire} mt="xs" />
          </Paper>
        );
      })}
    </Stack>
  );
}

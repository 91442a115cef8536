import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { CommentLength } from './comment-length';
import { CommentLinkControl } from './CommentLinkControl';
import { EDITOR_LABELS } from './editor-labels';
import { BODY_FIELD } from './messages';

export interface CommentEditorIds {
  labelId: string;
  errorId: string;
}

/** The ids that tie the editable area to its label and its error message. */
export function useCommentEditorIds(): CommentEditorIds {
  return { labelId: useId(), errorId: useId() };
}

/**
 * The tiptap editor of the comment body: StarterKit (paragraphs, headings, emphasis, lists,
 * quotes, rules, history), links, and the length limit (comment-length.ts). `onChange` receives
 * the HTML after every change; `onTooLong` is called when a change is refused for its length.
 */
export function useCommentEditor(
  { labelId, errorId }: CommentEditorIds,
  invalid: boolean,
  onChange: (html: string) => void,
  onTooLong: () => void,
): Editor | null {
  // The extensions are made once, with the editor: the refusal reaches the latest callback.
  const tooLong = useRef(onTooLong);
  useEffect(() => {
    tooLong.current = onTooLong;
  });
  const lastHtml = useRef<string | null>(null);
  return useEditor({
    extensions: [
      StarterKit,
      Link.configure({ openOnClick: false }),
      CommentLength.configure({ onRefused: () => tooLong.current() }),
    ],
    content: '',
    editorProps: {
      // The editable area is a plain div: these attributes make it a labelled text field.
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        style: 'min-height: 7.5rem',
      },
    },
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      // After a refused change ProseMirror puts its text back in the page, which reports an
      // update that changes nothing: the refusal's message must stay.
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      onChange(html);
    },
  });
}

export interface CommentEditorProps {
  editor: Editor | null;
  ids: CommentEditorIds;
  error: string | null;
}

export function CommentEditor({ editor, ids, error }: CommentEditorProps) {
  return (
    <div>
      <Input.Label
        id={ids.labelId}
        required
        labelElement="div"
        // A div label does not focus its field by itself.
        onClick={() => editor?.commands.focus()}
      >
        {BODY_FIELD}
      </Input.Label>
      <RichTextEditor editor={editor} labels={EDITOR_LABELS}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <CommentLinkControl />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error !== null ? <Input.Error id={ids.errorId}>{error}</Input.Error> : null}
    </div>
  );
}

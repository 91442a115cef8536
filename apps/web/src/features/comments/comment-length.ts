// The comment editor stops at the length the BFF accepts (COMMENT_MAX, the catalogue's input
// limits): a change that would make the comment's HTML longer is refused, as a text field's
// maxLength refuses a character, and the dialog says why. A comment saved longer than that before
// the limit existed still loads (LOAD_COMMENT_META), and may then only get shorter.
import { COMMENT_MAX } from '@agro/contracts/catalogue/input-limits';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension, getHTMLFromFragment } from '@tiptap/react';
import { formatNumberFr } from '../../lib/format';

/** Set on the transaction that loads a saved comment into the editor: it is never refused. */
export const LOAD_COMMENT_META = 'commentLengthLoad';

/** What the dialog says when the comment reached its limit. */
export const COMMENT_TOO_LONG_MESSAGE = `Le commentaire ne peut pas dépasser ${formatNumberFr(
  COMMENT_MAX,
  0,
)} caractères, mise en forme comprise.`;

/** Whether a comment's HTML, as it is sent, is within the limit. */
export function commentFits(html: string): boolean {
  return html.length <= COMMENT_MAX;
}

export interface CommentLengthOptions {
  /** Called when a change is refused for its length. */
  onRefused: () => void;
}

export const CommentLength = Extension.create<CommentLengthOptions>({
  name: 'commentLength',

  addOptions() {
    return { onRefused: () => undefined };
  },

  addProseMirrorPlugins() {
    const { schema } = this.editor;
    const htmlLength = (doc: Parameters<typeof getHTMLFromFragment>[0]) =>
      getHTMLFromFragment(doc, schema).length;
    return [
      new Plugin({
        key: new PluginKey('commentLength'),
        filterTransaction: (transaction, state) => {
          if (!transaction.docChanged || transaction.getMeta(LOAD_COMMENT_META) === true) {
            return true;
          }
          const after = htmlLength(transaction.doc.content);
          // A comment already too long may still lose text.
          if (after <= COMMENT_MAX || after <= htmlLength(state.doc.content)) return true;
          this.options.onRefused();
          return false;
        },
      }),
    ];
  },
});

import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useState, type FormEvent } from 'react';
import { EDITOR_LABELS } from './editor-labels';

function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden focusable="false">
      <path
        d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The link control of the comment editor. Mantine's own carries a "new tab" toggle without an
 * accessible name; links in comments always open in a new tab (lib/rich-text), so this one asks
 * only for the address, in a labelled field.
 */
export function CommentLinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');

  const open = () => {
    const current: unknown = editor?.getAttributes('link')['href'];
    setUrl(typeof current === 'string' ? current : '');
    setOpened(true);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const href = url.trim();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (href === '') chain?.unsetLink().run();
    else chain?.setLink({ href }).run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={EDITOR_LABELS.linkControlLabel}
          title={EDITOR_LABELS.linkControlLabel}
          active={editor?.isActive('link') ?? false}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <LinkIcon />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save} noValidate>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={EDITOR_LABELS.linkEditorInputLabel}
              placeholder={EDITOR_LABELS.linkEditorInputPlaceholder}
              type="url"
              size="xs"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" size="xs" variant="default">
              {EDITOR_LABELS.linkEditorSave}
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

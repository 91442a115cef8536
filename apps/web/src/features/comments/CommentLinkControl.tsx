import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useState, type FormEvent } from 'react';
import { LinkIcon } from '../../components/icons';
import { EDITOR_LABELS } from './editor-labels';

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

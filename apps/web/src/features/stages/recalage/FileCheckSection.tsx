// Spec 4 §2.6 'Vérification fichier recalage' (admin): a recalage CSV is sent as text to the
// service, which answers an error and a warning per line; 'Aucune erreur' when there is none.
import type { FileCheckLine } from '@agro/contracts/entities/recalage';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { CsvFileInput } from '../CsvImportInputs';
import { readText } from '../own/csv-check';
import { FILE_CHECK_NO_ERROR, FILE_UNREADABLE } from './messages';
import { checkRecalageFile } from './recalage-api';
import { useBusyCall } from './use-busy-call';

/** The file's text; whatever stops the reading, the user is told the file cannot be read. */
const fileText = (file: File): Promise<string> =>
  readText(file).catch(() => {
    throw new Error(FILE_UNREADABLE);
  });

export function FileCheckSection() {
  const [file, setFile] = useState<File | null>(null);
  const [lines, setLines] = useState<FileCheckLine[] | null>(null);
  const { busy, run } = useBusyCall();
  const problems = (lines ?? []).filter((line) => line.error || line.warning);

  const check = async () => {
    if (!file) return;
    setLines(null);
    await run(async () => {
      const text = await fileText(file);
      if (text.trim() === '') throw new Error(FILE_UNREADABLE);
      setLines(await checkRecalageFile(text));
    });
  };

  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <CsvFileInput
          label="Fichier de recalage (CSV)"
          file={file}
          onChange={(next) => {
            setFile(next);
            setLines(null);
          }}
        />
        <Button onClick={() => void check()} disabled={!file} loading={busy}>
          Vérifier le fichier
        </Button>
      </Group>
      <div role="status">
        {lines !== null && problems.length === 0 ? (
          <Text c="green.9">{FILE_CHECK_NO_ERROR}</Text>
        ) : null}
      </div>
      {problems.length > 0 ? (
        <ScrollableTable
          label="Résultat de la vérification du fichier"
          headers={['Ligne', 'Erreur', 'Avertissement']}
          rows={problems.map((line) => [line.line, line.error ?? '', line.warning ?? ''])}
          minWidth={480}
        />
      ) : null}
    </Stack>
  );
}

// Spec 4 §2.6 'Vérification fichier recalage' (admin): a recalage CSV is sent as text to the
// service, which answers an error and a warning per line; 'Aucune erreur' when there is none.
import type { FileCheckLine } from '@agro/contracts/entities/recalage';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { showError } from '../../../lib/dialog-store';
import { CsvFileInput } from '../CsvImportInputs';
import { FILE_CHECK_NO_ERROR, FILE_UNREADABLE } from './messages';
import { checkRecalageFile } from './recalage-api';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error(FILE_UNREADABLE));
    reader.readAsText(file);
  });
}

export function FileCheckSection() {
  const [file, setFile] = useState<File | null>(null);
  const [lines, setLines] = useState<FileCheckLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = (lines ?? []).filter((line) => line.error || line.warning);

  const check = async () => {
    if (!file) return;
    setBusy(true);
    setLines(null);
    try {
      const text = await readText(file);
      if (text.trim() === '') throw new Error(FILE_UNREADABLE);
      setLines(await checkRecalageFile(text));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
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

// Spec 4 §2.3 'Import de parcelles', §5.1, §8: the template to download, the guidance, the file
// read and checked in a Web Worker, the preview with its red cells, the confirmation, and the
// service's result ('Import réalisé avec succès' or 'Import avec erreur', four counts, errors).
import type { ImportResult } from '@agro/contracts/entities/stages';
import { OWN_PLOT_IMPORT_GUIDANCE } from '@agro/domain/stages';
import { Button, Group, List, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { PagedTable } from '../../../components/PagedTable';
import { formatNumberFr } from '../../../lib/format';
import { CsvFileInput, TemplateButton } from '../CsvImportInputs';
import { showFileFailure } from '../file-failure';
import { ImportResultDialog } from '../ImportResultDialog';
import { useImportOwnPlots } from '../stages-api';
import { checkInWorker, NoFileSupport, readText } from './csv-check';
import { OWN_PLOT_TEMPLATE, TEMPLATE_FILE_NAME, type CheckedCsv } from './csv-import';

export const PREVIEW_LABEL = 'Aperçu du fichier';
export const NO_FILE_SUPPORT = 'Votre navigateur ne permet pas de lire ce fichier.';

/** The preview's cells of a row, the red ones said to be corrected. */
function previewCells(checked: CheckedCsv, errors: ReadonlySet<string>, index: number) {
  const cells = checked.rows[index] ?? [];
  return [
    index + 2,
    ...checked.header.map((name, column) => {
      const text = cells[column] ?? '';
      return errors.has(`${index}:${name}`) ? (
        <Text component="span" size="sm" c="red.9" fw={700} bg="red.0" px={4}>
          {text}
          <VisuallyHidden> (à corriger)</VisuallyHidden>
        </Text>
      ) : (
        text
      );
    }),
  ];
}

export function ImportSection() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CheckedCsv | null>(null);
  const [reading, setReading] = useState(false);
  const [team, setTeam] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ answer: ImportResult; withoutCode: number[] } | null>(
    null,
  );
  const importPlots = useImportOwnPlots();
  const [onlyRed, setOnlyRed] = useState(false);
  const errors = useMemo(() => new Set(checked?.errors ?? []), [checked]);
  const redRows = useMemo(
    () =>
      [...new Set((checked?.errors ?? []).map((cell) => Number(cell.split(':')[0])))].sort(
        (a, b) => a - b,
      ),
    [checked],
  );
  const toSend = checked?.send ?? null;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setOnlyRed(false);
    if (!chosen) return;
    setReading(true);
    try {
      setChecked(await checkInWorker(await readText(chosen)));
    } catch (error) {
      showFileFailure(error, NoFileSupport, NO_FILE_SUPPORT);
      setFile(null);
    } finally {
      setReading(false);
    }
  };

  const send = () => {
    setConfirming(false);
    if (!toSend) return;
    importPlots.mutate(
      { csv: toSend.csv, equipe: team },
      {
        onSuccess: (answer) => {
          setResult({ answer, withoutCode: toSend.withoutCode });
          setFile(null);
          setChecked(null);
        },
      },
    );
  };

  const redCells = checked?.errors.length ?? 0;
  return (
    <Stack gap="sm">
      <List size="sm" spacing={2}>
        {OWN_PLOT_IMPORT_GUIDANCE.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TemplateButton text={OWN_PLOT_TEMPLATE} fileName={TEMPLATE_FILE_NAME} />
        <CsvFileInput label="Fichier CSV" file={file} onChange={(chosen) => void choose(chosen)} />
        <Switch
          label="Parcelles de mon équipe"
          checked={team}
          onChange={(event) => setTeam(event.currentTarget.checked)}
          mb={6}
        />
      </Group>
      <div role="status">
        {reading ? <Text size="sm">Lecture du fichier…</Text> : null}
        {checked ? (
          <Text size="sm">
            {formatNumberFr(checked.rows.length, 0)} ligne{checked.rows.length > 1 ? 's' : ''} lue
            {checked.rows.length > 1 ? 's' : ''}
            {redCells > 0
              ? `, ${formatNumberFr(redCells, 0)} cellule${redCells > 1 ? 's' : ''} en rouge à corriger.`
              : ', aucune cellule à corriger.'}
          </Text>
        ) : null}
      </div>
      {checked ? (
        <>
          {redRows.length > 0 ? (
            <Switch
              label="Lignes à corriger uniquement"
              checked={onlyRed}
              onChange={(event) => setOnlyRed(event.currentTarget.checked)}
            />
          ) : null}
          <PagedTable
            label={PREVIEW_LABEL}
            headers={['Ligne', ...checked.header]}
            rowCount={onlyRed ? redRows.length : checked.rows.length}
            renderRow={(index) =>
              previewCells(checked, errors, onlyRed ? (redRows[index] ?? 0) : index)
            }
          />
          <Group>
            <Button
              onClick={() => setConfirming(true)}
              loading={importPlots.isPending}
              disabled={(toSend?.csv.length ?? 0) === 0}
            >
              Importer
            </Button>
          </Group>
        </>
      ) : null}
      <ChoiceModal
        opened={confirming}
        question={`Importer les ${toSend?.csv.length ?? 0} parcelles du fichier\u202f?`}
        detail={
          redCells > 0
            ? `${redCells} cellule${redCells > 1 ? 's sont' : ' est'} en rouge\u202f: les lignes concernées risquent d'être refusées.`
            : undefined
        }
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
      <ImportResultDialog
        result={result?.answer ?? null}
        pageErrors={(result?.withoutCode ?? []).map(
          (line) => `Ligne ${line}\u202f: code_parcelle absent`,
        )}
        onClose={() => setResult(null)}
      />
    </Stack>
  );
}

// Spec 4 §2.5, §4, §5.2 'Corriger ou Importer des parcelles Mycolis': the template, the client and
// the file, the number of plots in it and 'Vérifier'; then the 'Bilan des écarts à corriger'
// (counts per kind, grouped errors with suggestions and a correction each, the corrected file),
// the sortable preview of the corrected rows, their upload in batches of 200 with a progress bar,
// and the result. Reading and checking run in a Web Worker (mycolis-check.worker.ts).
import type { ImportResult, MycolisImportRow } from '@agro/contracts/entities/stages';
import type { Column } from '@agro/contracts/columns/column';
import { exportFileName, todayIso } from '@agro/domain/dates';
import {
  inBatches,
  MYCOLIS_BATCH_SIZE,
  isLocationKind,
  MYCOLIS_CORRECTED_COLUMNS,
  MYCOLIS_ERROR_KINDS,
  MYCOLIS_MESSAGES,
  mycolisHarvestYear,
  mycolisImportAllowed,
  mycolisErrorRateText,
  mycolisSummaryText,
  unknownPreviousCropsEmail,
  type MycolisCorrections,
  type MycolisErrorGroup,
} from '@agro/domain/mycolis';
import { FILE_UNREADABLE } from '@agro/domain/stages';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  type ModalProps,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SelectField } from '../../../components/SelectField';
import { DataTable } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { showDialog } from '../../../lib/dialog-store';
import { usePlatformClock, usePlatformConfig } from '../../../lib/config';
import { formatNumberFr } from '../../../lib/format';
import { saveFile } from '../../../lib/table-export';
import { codeOption } from '../code-option';
import { CsvFileInput, TemplateButton } from '../CsvImportInputs';
import { showFileFailure } from '../file-failure';
import { ImportResultDialog } from '../ImportResultDialog';
import { readText } from '../own/csv-check';
import { STAGES_KEY } from '../stages-api';
import {
  mycolisChecker,
  NoWorkerSupport,
  type CheckSummary,
  type MycolisChecker,
} from './mycolis-check';
import {
  importMycolisBatch,
  sendMycolisEmail,
  useCommunesOf,
  useMycolisLists,
  useMycolisUsers,
} from './mycolis-api';
import { MYCOLIS_TEMPLATE, TEMPLATE_FILE_NAME } from './mycolis-model';

export const PANEL_TITLE = 'Corriger ou Importer des parcelles Mycolis';
export const CHECK_TITLE = 'Bilan des écarts à corriger';
export const PREVIEW_TITLE = 'Aperçu du fichier corrigé';
export const NO_WORKER = 'Votre navigateur ne permet pas de vérifier ce fichier.';
export const LISTS_MISSING =
  'Les listes de variétés et de précédents n’ont pas pu être chargées\u202f: la vérification est impossible.';
export const EMAIL_FAILED = 'L’e-mail signalant les précédents inconnus n’a pas pu être envoyé.';

const plural = (n: number, word: string) =>
  `${formatNumberFr(n, 0)}\u00a0${word}${n > 1 ? 's' : ''}`;

/** A centred dialog open while there is something to show, drawn from it. */
function ShownDialog<Shown>({
  shown,
  children,
  ...modal
}: Omit<ModalProps, 'opened' | 'children'> & {
  shown: Shown | null;
  children(shown: Shown): ReactNode;
}) {
  return (
    <Modal opened={shown !== null} centered {...modal}>
      {shown === null ? null : children(shown)}
    </Modal>
  );
}

function KindCounts({ summary }: { summary: CheckSummary }) {
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label="Écarts par type">
      {MYCOLIS_ERROR_KINDS.map((kind) => {
        const count = summary.counts[kind];
        return (
          <List.Item
            key={kind}
            icon={
              <ThemeIcon color={count === 0 ? 'green.8' : 'red.8'} size={20} radius="xl">
                {count === 0 ? (
                  <IconCheck size={14} aria-hidden />
                ) : (
                  <IconX size={14} aria-hidden />
                )}
              </ThemeIcon>
            }
          >
            {MYCOLIS_MESSAGES[kind]}{' '}
            {count === 0 ? '(aucune ligne)' : `(${plural(count, 'ligne')})`}
            {isLocationKind(kind) && count > 0 ? ' — sans effet sur le taux d’erreur' : ''}
          </List.Item>
        );
      })}
    </List>
  );
}

const linesText = (lines: readonly number[]) => {
  const shown = lines.slice(0, 6).join(', ');
  return lines.length > 6 ? `${shown}…` : shown;
};

function GroupsTable({
  groups,
  corrections,
  onCorrect,
}: {
  groups: readonly MycolisErrorGroup[];
  corrections: MycolisCorrections;
  onCorrect(key: string, value: string | null): void;
}) {
  return (
    <PagedTable
      label="Écarts groupés"
      headers={['Lignes', 'Erreur', 'Valeur', 'Suggestions', 'Correction']}
      rowCount={groups.length}
      pageSize={10}
      minWidth={760}
      renderRow={(index) => {
        const group = groups[index];
        if (!group) return [];
        return [
          <Text key="lines" size="sm" title={`Lignes ${group.lines.join(', ')}`}>
            {formatNumberFr(group.lines.length, 0)}
            <Text component="span" size="xs" c="dimmed" display="block">
              l. {linesText(group.lines)}
            </Text>
          </Text>,
          group.message,
          group.value === '' ? '(vide)' : group.value,
          group.suggestions.length > 0 ? group.suggestions.join(', ') : '—',
          group.suggestions.length > 0 && !isLocationKind(group.kind) ? (
            <SelectField
              key="fix"
              aria-label={`Correction de « ${group.value || 'vide'} » (${group.message})`}
              placeholder="Choisir"
              data={group.suggestions}
              value={corrections[group.key] ?? null}
              onChange={(value) => onCorrect(group.key, value)}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
              w={180}
            />
          ) : (
            '—'
          ),
        ];
      }}
    />
  );
}

const previewColumns: readonly Column<MycolisImportRow>[] = MYCOLIS_CORRECTED_COLUMNS.map(
  (name) => ({
    key: name,
    header: name,
    value: (row: MycolisImportRow) => {
      const value = (row as Record<string, unknown>)[name];
      return value === null || value === undefined ? null : String(value);
    },
  }),
);

interface Upload {
  done: number;
  total: number;
}

export function ImportPanel() {
  const clock = usePlatformClock();
  const { supportEmail } = usePlatformConfig();
  const users = useMycolisUsers();
  const lists = useMycolisLists();
  const communesOf = useCommunesOf();
  const queryClient = useQueryClient();
  const checker = useRef<MycolisChecker | null>(null);
  const [client, setClient] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<{
    rowCount: number;
    missingColumns: string[];
    departements: string[];
  } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [summary, setSummary] = useState<CheckSummary | null>(null);
  const [corrections, setCorrections] = useState<MycolisCorrections>({});
  const [corrected, setCorrected] = useState<{
    rows: MycolisImportRow[];
    summary: CheckSummary;
  } | null>(null);
  const [emailNote, setEmailNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [result, setResult] = useState<{ answer: ImportResult; pageErrors: string[] } | null>(null);

  useEffect(() => () => checker.current?.close(), []);

  const clientOptions = useMemo(
    () => (users.data ?? []).map((user) => codeOption(user.name, user.code_organisme)),
    [users.data],
  );
  const clientName = clientOptions.find((option) => option.value === client)?.label ?? client ?? '';

  const reset = () => {
    setSummary(null);
    setCorrections({});
    setCorrected(null);
    setEmailNote(null);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setRead(null);
    reset();
    checker.current?.close();
    checker.current = null;
    if (!chosen) return;
    setBusy('Lecture du fichier…');
    try {
      checker.current = mycolisChecker();
      const text = await readText(chosen);
      const answer = await checker.current.ask<'read'>({ kind: 'read', text });
      setRead(answer);
    } catch (error) {
      showFileFailure(error, NoWorkerSupport, NO_WORKER);
      setFile(null);
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (!checker.current || !read || !client) return;
    if (!lists.varieties.data || !lists.previousCrops.data) {
      showDialog({ kind: 'error', code: '', description: LISTS_MISSING });
      return;
    }
    reset();
    setBusy('Vérification du fichier…');
    try {
      const postalCodes = await communesOf(read.departements);
      const harvestYear = mycolisHarvestYear(clock ? todayIso(clock()) : todayIso(new Date()));
      const answer = await checker.current.ask<'checked'>({
        kind: 'check',
        reference: {
          varieties: lists.varieties.data,
          previousCrops: lists.previousCrops.data,
          postalCodes,
        },
        harvestYear,
      });
      setSummary(answer.summary);
      if (answer.summary.unknownPreviousCrops.length > 0) {
        const crops = answer.summary.unknownPreviousCrops;
        const sent = await sendMycolisEmail({
          ...unknownPreviousCropsEmail(crops, clientName),
          recipients: [supportEmail],
        });
        setEmailNote(
          sent
            ? {
                ok: true,
                text: `Précédents inconnus signalés par e-mail à ${supportEmail}\u202f: ${crops.join(', ')}.`,
              }
            : { ok: false, text: EMAIL_FAILED },
        );
      }
    } catch {
      showDialog({ kind: 'error', code: '', description: FILE_UNREADABLE });
    } finally {
      setBusy(null);
    }
  };

  const produceCorrectedFile = async () => {
    if (!checker.current) return;
    setBusy('Préparation du fichier corrigé…');
    try {
      const answer = await checker.current.ask<'corrected'>({ kind: 'correct', corrections });
      const now = clock ? clock() : new Date();
      saveFile({
        blob: new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }),
        fileName: exportFileName(now, `_mycolis_${client ?? ''}_corrige.csv`),
      });
      setCorrected({ rows: answer.rows, summary: answer.summary });
    } finally {
      setBusy(null);
    }
  };

  const sendAll = async () => {
    if (!corrected || !client) return;
    setPreviewing(false);
    const batches = inBatches(corrected.rows);
    const total: ImportResult = { ajout: 0, modif: 0, erreur: { nombre: 0, liste: [] } };
    const pageErrors: string[] = [];
    setUpload({ done: 0, total: batches.length });
    for (const [i, batch] of batches.entries()) {
      try {
        const answer = await importMycolisBatch(client, batch);
        total.ajout += answer.ajout;
        total.modif += answer.modif;
        total.erreur.nombre += answer.erreur.nombre;
        total.erreur.liste.push(...answer.erreur.liste.map((line) => `Lot ${i + 1}, ${line}`));
      } catch (error) {
        pageErrors.push(
          `Lot ${i + 1} sur ${batches.length} non importé (${batch.length} parcelles)\u202f: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      setUpload({ done: i + 1, total: batches.length });
    }
    setUpload(null);
    setResult({ answer: total, pageErrors });
    setSummary(null);
    setCorrected(null);
    void queryClient.invalidateQueries({ queryKey: STAGES_KEY });
  };

  const allowed = corrected !== null && mycolisImportAllowed(corrected.summary, true);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TemplateButton text={MYCOLIS_TEMPLATE} fileName={TEMPLATE_FILE_NAME} />
        <SelectField
          label="Client Mycolis"
          placeholder={users.isError ? 'Clients indisponibles' : 'Choisir un client'}
          data={clientOptions}
          value={client}
          onChange={setClient}
          searchable
          w={{ base: '100%', xs: 320 }}
        />
        <CsvFileInput
          label="Fichier CSV Mycolis"
          file={file}
          onChange={(chosen) => void choose(chosen)}
        />
      </Group>
      {users.isError ? (
        <Alert color="red" title="Clients Mycolis">
          La liste des clients n’a pas pu être chargée.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void users.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : null}
      <div role="status">
        {busy ? <Text size="sm">{busy}</Text> : null}
        {read && !busy ? (
          <Text size="sm">
            {read.rowCount === 0
              ? 'Le fichier ne contient aucune parcelle.'
              : `Le fichier contient ${plural(read.rowCount, 'parcelle')}.`}
          </Text>
        ) : null}
      </div>
      {read && read.missingColumns.length > 0 ? (
        <Alert color="red" title="Colonnes obligatoires manquantes">
          Le fichier ne contient pas les colonnes {read.missingColumns.join(', ')}. Partez du modèle
          sans modifier ses en-têtes.
        </Alert>
      ) : null}
      {file && client && read && read.missingColumns.length === 0 && read.rowCount > 0 ? (
        <Group>
          <Button onClick={() => void verify()} loading={busy !== null}>
            Vérifier
          </Button>
        </Group>
      ) : null}

      <ShownDialog shown={summary} onClose={() => setSummary(null)} title={CHECK_TITLE} size="xl">
        {(summary) => (
          <Stack gap="sm">
            <Text>{mycolisSummaryText(summary)}</Text>
            {summary.yearMessages.map((message) => (
              <Alert key={message} color="orange">
                {message}
              </Alert>
            ))}
            {emailNote ? (
              <Alert color={emailNote.ok ? 'blue' : 'red'}>{emailNote.text}</Alert>
            ) : null}
            <KindCounts summary={summary} />
            {summary.groups.length > 0 ? (
              <GroupsTable
                groups={summary.groups}
                corrections={corrections}
                onCorrect={(key, value) => {
                  setCorrected(null);
                  setCorrections((current) =>
                    Object.fromEntries(
                      Object.entries({ ...current, [key]: value ?? '' }).filter(
                        ([, v]) => v !== '',
                      ),
                    ),
                  );
                }}
              />
            ) : null}
            {corrected ? (
              <Text role="status" size="sm">
                {`Fichier corrigé\u202f: ${plural(corrected.summary.rowCount, 'parcelle')}, taux d’erreur\u202f: ${mycolisErrorRateText(corrected.summary.errorRate)}.`}
                {corrected.summary.rowCount < summary.rowCount
                  ? ` Les ${plural(summary.rowCount - corrected.summary.rowCount, 'ligne')} encore en erreur n’y sont pas.`
                  : ''}
              </Text>
            ) : null}
            <Group justify="flex-end" wrap="wrap">
              <Button
                variant="default"
                onClick={() => void produceCorrectedFile()}
                loading={busy !== null}
              >
                Télécharger le fichier corrigé
              </Button>
              <Button disabled={!allowed} onClick={() => setPreviewing(true)}>
                Importer
              </Button>
            </Group>
          </Stack>
        )}
      </ShownDialog>

      <ShownDialog
        shown={previewing ? corrected : null}
        onClose={() => setPreviewing(false)}
        title={PREVIEW_TITLE}
        size="90%"
      >
        {(corrected) => (
          <Stack gap="sm">
            <DataTable
              label={PREVIEW_TITLE}
              columns={previewColumns}
              rows={corrected.rows}
              getRowId={(row) => row.code_parcelle}
              pageSizes={[10, 25, 50]}
              defaultPageSize={10}
              maxHeight="50vh"
            />
            <Group justify="flex-end">
              <Button onClick={() => void sendAll()}>
                {`Importer les ${plural(corrected.rows.length, 'parcelle')} pour ${clientName}`}
              </Button>
            </Group>
          </Stack>
        )}
      </ShownDialog>

      <ShownDialog
        shown={upload}
        onClose={() => undefined}
        withCloseButton={false}
        title="Import en cours"
      >
        {(upload) => (
          <Stack gap="xs">
            <Progress
              value={(upload.done / upload.total) * 100}
              aria-label="Avancement de l’import"
              size="lg"
            />
            <Text size="sm" role="status">
              {`${formatNumberFr(upload.done, 0)} lot${upload.done > 1 ? 's' : ''} de ${MYCOLIS_BATCH_SIZE} parcelles au plus importé${upload.done > 1 ? 's' : ''} sur ${upload.total}`}
            </Text>
          </Stack>
        )}
      </ShownDialog>

      <ImportResultDialog
        result={result?.answer ?? null}
        pageErrors={result?.pageErrors ?? []}
        withMeasures={false}
        onClose={() => setResult(null)}
      />
    </Stack>
  );
}

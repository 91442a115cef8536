// Spec 1 §2 "Advisers list" (ADMIN): every adviser with the counts of farmers validated, refused
// and pending, searchable, 15 a page, exported by the BFF; a new adviser, and per row the farmers
// view, the form and the deletion asked first ('Êtes-vous sûr … ?', Oui / Annuler); and a
// farmer's signed consent link, to copy or e-mail.
import {
  ADVISER_LIST_PAGE_SIZE,
  adviserListColumns,
  type AdviserListRow,
} from '@agro/contracts/columns/advisers';
import { todayIso } from '@agro/domain/dates';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { DataTable } from '../../../components/DataTable';
import { RowAction } from '../../../components/RowAction';
import { ServerErrorCard } from '../../../components/ServerErrorCard';
import { useConfirmedDeletion } from '../../../components/use-confirmed-deletion';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { usePlatformClock } from '../../../lib/config';
import { AdviserFarmersModal } from './AdviserFarmersModal';
import { AdviserFormModal } from './AdviserFormModal';
import { ConsentLinkModal } from './ConsentLinkModal';
import { ADVISERS_KEY, deleteAdviser, useAdvisers } from './advisers-api';

export const TITLE = 'Conseillers';
export const LIST_LABEL = 'Liste des conseillers';
export const LOAD_FAILED = "La liste des conseillers n'a pas pu être chargée.";
export const ADVISER_DELETED = 'Le conseiller a été supprimé.';

const DISPLAY = {
  id: { align: 'right' },
  valides: { align: 'right' },
  refuses: { align: 'right' },
  attente: { align: 'right' },
  type: { filter: 'multi-select' },
} as const;

const nameOf = (row: AdviserListRow) => `${row.prenom_conseiller} ${row.nom_conseiller}`;
const idOf = (row: AdviserListRow) => String(row.id_conseiller ?? '');

type Editing = { mode: 'new' } | { mode: 'edit'; id: string } | null;

export function AdvisersPage() {
  const client = useQueryClient();
  const advisers = useAdvisers();
  const clock = usePlatformClock();
  const today = useMemo(() => todayIso(clock === null ? new Date() : clock()), [clock]);
  const [editing, setEditing] = useState<Editing>(null);
  const [farmersOf, setFarmersOf] = useState<AdviserListRow | null>(null);
  const deletion = useConfirmedDeletion<AdviserListRow>({
    remove: (row) => deleteAdviser(idOf(row)),
    deletedMessage: ADVISER_DELETED,
    // The overlay goes as the list reloads.
    reload: () => void client.invalidateQueries({ queryKey: ADVISERS_KEY }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const rows = advisers.data ?? [];
  // The edited adviser as the list now has it: its subscriptions follow each change.
  const edited =
    editing?.mode === 'edit' ? (rows.find((row) => idOf(row) === editing.id) ?? null) : null;

  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      {deletion.pending ? <WaitingOverlay fullPage /> : null}
      <Stack gap="md">
        <Title order={1}>{TITLE}</Title>
        {advisers.isError ? (
          <ServerErrorCard
            title={TITLE}
            message={LOAD_FAILED}
            actionLabel="Réessayer"
            onAction={() => void advisers.refetch()}
          />
        ) : (
          <DataTable<AdviserListRow>
            label={LIST_LABEL}
            columns={adviserListColumns}
            display={DISPLAY}
            rows={rows}
            loading={advisers.isPending}
            getRowId={idOf}
            defaultPageSize={ADVISER_LIST_PAGE_SIZE}
            exportName="conseillers"
            toolbar={
              <Group gap="xs">
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setEditing({ mode: 'new' })}
                >
                  Nouveau conseiller
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconLink size={16} aria-hidden />}
                  onClick={() => setLinkOpen(true)}
                >
                  Lien de consentement
                </Button>
              </Group>
            }
            renderRowActions={(row) => (
              <Group gap={2} wrap="nowrap">
                <RowAction
                  kind="view"
                  tooltip="Voir les agriculteurs"
                  label={`Voir les agriculteurs de ${nameOf(row)}`}
                  onClick={() => setFarmersOf(row)}
                />
                <RowAction
                  kind="edit"
                  label={`Modifier le conseiller ${nameOf(row)}`}
                  onClick={() => setEditing({ mode: 'edit', id: idOf(row) })}
                />
                <RowAction
                  kind="delete"
                  label={`Supprimer le conseiller ${nameOf(row)}`}
                  onClick={() => deletion.ask(row)}
                />
              </Group>
            )}
          />
        )}
      </Stack>
      <AdviserFormModal
        opened={editing !== null && (editing.mode === 'new' || edited !== null)}
        adviser={edited}
        today={today}
        onClose={() => setEditing(null)}
      />
      <AdviserFarmersModal adviser={farmersOf} onClose={() => setFarmersOf(null)} />
      <ConsentLinkModal opened={linkOpen} onClose={() => setLinkOpen(false)} />
      <ChoiceModal {...deletion.questionProps(nameOf)} />
    </Container>
  );
}

// The consent area's 'Gestion' tab (spec 1 §2, §4, §5): the advisers the farmer granted access
// to this campaign, with the plots shared and the adviser's validation; a grant is added, edited
// or deleted ('Êtes-vous sûr … ?'). Adding waits for the farmer's details and the terms ('Opération
// impossible' naming the 'Compte' tab).
import type { AdviserFarmerLink, Farmer } from '@agro/contracts/entities/platform';
import type { Column } from '@agro/contracts/columns/column';
import { defaultLinkPeriod, validationColour, validationLabel } from '@agro/domain/advisers';
import { checkCanAddAdviser, sharingSummary } from '@agro/domain/consent';
import { currentYear, formatDateFr, todayIso } from '@agro/domain/dates';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ChoiceModal } from '../../components/ChoiceModal';
import { DataTable } from '../../components/DataTable';
import { RowAction } from '../../components/RowAction';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { StatusBadge } from '../../components/StatusBadge';
import { useConfirmedDeletion } from '../../components/use-confirmed-deletion';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { usePlatformClock } from '../../lib/config';
import { showInfo } from '../../lib/dialog-store';
import { showSuccess } from '../../lib/notify';
import {
  consentKeys,
  deleteLink,
  saveLink,
  useFarmerLinks,
  useFarmerPlots,
  useServiceAdvisers,
  type LinkInput,
} from './consent-api';
import type { ConsentSession } from './consent-session';
import { LinkFormModal } from './LinkFormModal';

export const ACCOUNT_TAB = 'Compte';
export const LINKS_LABEL = 'Conseillers ayant accès à mes données';
export const LINKS_FAILED = "La liste de vos conseillers n'a pas pu être chargée.";
export const NO_LINK = "Vous n'avez encore donné accès à vos données à aucun conseiller.";
export const LINK_SAVED = "L'accès du conseiller a été enregistré.";
export const LINK_DELETED = "L'accès du conseiller a été supprimé.";

type Editing = { link: LinkInput | null } | null;

export function AdviserLinksTab({
  session,
  farmer,
}: {
  session: ConsentSession;
  farmer: Farmer | null;
}) {
  const client = useQueryClient();
  const clock = usePlatformClock();
  const now = useMemo(() => (clock === null ? new Date() : clock()), [clock]);
  const campagne = currentYear(now);
  const links = useFarmerLinks(session, campagne);
  const advisers = useServiceAdvisers(session.service);
  const plots = useFarmerPlots(session);
  const [editing, setEditing] = useState<Editing>(null);

  const adviserNames = useMemo(
    () =>
      new Map(
        (advisers.data ?? []).map((a) => [
          String(a.id_conseiller),
          { name: `${a.prenom_conseiller} ${a.nom_conseiller}`, organisme: a.organisme ?? null },
        ]),
      ),
    [advisers.data],
  );
  const nameOf = (link: AdviserFarmerLink) =>
    adviserNames.get(String(link.id_conseiller))?.name ?? `Conseiller n° ${link.id_conseiller}`;

  const columns: Column<AdviserFarmerLink>[] = [
    { key: 'conseiller', header: 'Conseiller', value: nameOf },
    {
      key: 'organisme',
      header: 'Organisme',
      value: (link) => adviserNames.get(String(link.id_conseiller))?.organisme ?? null,
    },
    { key: 'debut', header: 'Date début', value: (l) => formatDateFr(l.date_debut), type: 'date' },
    { key: 'fin', header: 'Date fin', value: (l) => formatDateFr(l.date_fin), type: 'date' },
    {
      key: 'parcelles',
      header: 'Parcelles partagées',
      value: (l) => sharingSummary(l.parcelles_inclues, l.parcelles_exclues),
    },
    {
      key: 'validation',
      header: 'Validation du conseiller',
      value: (l) => validationLabel(l.validation_conseiller),
    },
  ];
  const display = {
    validation: {
      render: (link: AdviserFarmerLink) => (
        <StatusBadge
          colour={validationColour(link.validation_conseiller)}
          label={validationLabel(link.validation_conseiller)}
        />
      ),
    },
  };

  const refresh = () => client.invalidateQueries({ queryKey: consentKeys.links(session) });

  const add = () => {
    const blocked = checkCanAddAdviser(
      { saved: farmer !== null, cgu: farmer?.cgu ?? null },
      ACCOUNT_TAB,
    );
    if (blocked) showInfo(blocked.title, blocked.message);
    else setEditing({ link: null });
  };

  const save = async (link: LinkInput) => {
    try {
      await saveLink(session, link);
      showSuccess(LINK_SAVED);
    } finally {
      await refresh();
    }
  };

  const deletion = useConfirmedDeletion<AdviserFarmerLink>({
    remove: (link) => deleteLink(String(link.id_agri_cons ?? '')),
    deletedMessage: LINK_DELETED,
    reload: refresh,
  });

  const rows = links.data ?? [];
  return (
    <Stack gap="md">
      {deletion.pending ? <WaitingOverlay fullPage /> : null}
      <Text>
        Les conseillers ci-dessous peuvent consulter les données des parcelles que vous leur
        partagez, une fois votre demande validée par eux.
      </Text>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          Ajouter un conseiller
        </Button>
      </Group>
      {links.isError ? (
        <ServerErrorCard
          title={LINKS_LABEL}
          message={LINKS_FAILED}
          actionLabel="Réessayer"
          onAction={() => void links.refetch()}
        />
      ) : links.data && rows.length === 0 ? (
        <Text>{NO_LINK}</Text>
      ) : (
        <DataTable<AdviserFarmerLink>
          label={LINKS_LABEL}
          columns={columns}
          display={display}
          rows={rows}
          loading={links.isPending}
          getRowId={(link) => String(link.id_agri_cons ?? '')}
          paginated={false}
          searchable={false}
          renderRowActions={(link) => (
            <Group gap={2} wrap="nowrap">
              <RowAction
                kind="edit"
                label={`Modifier l'accès de ${nameOf(link)}`}
                onClick={() => setEditing({ link })}
              />
              <RowAction
                kind="delete"
                label={`Supprimer l'accès de ${nameOf(link)}`}
                onClick={() => deletion.ask(link)}
              />
            </Group>
          )}
        />
      )}
      <LinkFormModal
        opened={editing !== null}
        link={editing?.link ?? null}
        service={session.service}
        defaultPeriod={defaultLinkPeriod(todayIso(now))}
        advisers={(advisers.data ?? []).map((a) => ({
          value: String(a.id_conseiller),
          label: [`${a.prenom_conseiller} ${a.nom_conseiller}`, a.organisme]
            .filter(Boolean)
            .join(' — '),
        }))}
        plots={plots.data ?? []}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ChoiceModal {...deletion.questionProps(nameOf)} />
    </Stack>
  );
}

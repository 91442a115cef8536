// Spec 3 §2.6 'bsv_mildiou' (Mon espace BSV, BSV_MIL-ecriture): the regional bulletin adviser's
// cas-types — model plots tied to a station — created and edited in the form, listed in 'Mes
// cas-types' with their counter ('n sur max', a bare count for an administrator), their indices of
// J-7 to J+2, an eye to their detail, edit and delete; 'Export BSV' downloads the bulletin file.
import { bsvExportColumns } from '@agro/contracts/columns/bsv';
import type { BlightCasTypeRow, BlightPlotInput } from '@agro/contracts/entities/blight';
import { CAS_TYPE_DAYS } from '@agro/contracts/entities/blight';
import {
  ACTION_DONE_TITLE,
  canCreateCasType,
  casTypeCounter,
  casTypeQuotaMessage,
  isBsvRedWeight,
  isBulletinAdmin,
} from '@agro/domain/blight-interventions';
import { todayIso } from '@agro/domain/dates';
import { Box, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ChoiceModal, DELETE_QUESTION } from '../../../components/ChoiceModal';
import { RowAction } from '../../../components/RowAction';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { ScreenFrame } from '../../../components/ScreenFrame';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { WarningAlert } from '../../../components/WarningAlert';
import { usePlatformClock } from '../../../lib/config';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useScreenTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { RiskBadge } from '../plot/RiskBadge';
import {
  createCasType,
  deleteCasType,
  editCasType,
  useBulletinAdviser,
  useBulletinStations,
  useCasTypes,
} from './bsv-api';
import { CasTypeForm } from './CasTypeForm';

export const SCREEN_TITLE = 'Mon espace BSV';
export const LOAD_FAILED = 'La récupération des données a échoué.';
export const QUOTA_TITLE = 'Attention';
export const EXPORT_LABEL = 'Export BSV';
const done = (action: 'Création' | 'Modification' | 'Suppression') =>
  `${action} cas type bien réalisée.`;

/** On screen, the weights and the rain; the daily indices go to the export only. */
const DISPLAY: Record<string, ColumnDisplay<BlightCasTypeRow>> = {
  risque: { render: (row) => <RiskBadge risk={row.risque} /> },
  ...Object.fromEntries(
    CAS_TYPE_DAYS.flatMap((day): [string, ColumnDisplay<BlightCasTypeRow>][] => [
      [`indexconta_${day}`, { hidden: true }],
      [
        `l10poids_${day}`,
        {
          align: 'right',
          size: 110,
          render: (row) => {
            const weight = (row as unknown as Record<string, number | null>)[`l10poids_${day}`];
            const text =
              weight === null || weight === undefined ? '' : weight.toLocaleString('fr-FR');
            // Above 2, red as in the bulletin file (said by the header's help too).
            return isBsvRedWeight(weight) ? (
              <Text span fw={700} c="red.9">
                {text}
              </Text>
            ) : (
              text
            );
          },
        },
      ],
    ]),
  ),
};

export function BsvSpacePage() {
  useScreenTitle('Mon espace BSV - Mildiou');
  const clock = usePlatformClock();
  const today = useMemo(() => (clock === null ? null : todayIso(clock())), [clock]);
  const client = useQueryClient();
  const { data: session } = useSession();
  const admin = isBulletinAdmin(session?.rights ?? []);
  const adviser = useBulletinAdviser(admin);
  const ready = adviser.isSuccess;
  const region = adviser.data?.region_bsv_mildiou ?? null;
  const regions = admin ? null : region === null ? [] : [region];
  const departements = admin ? null : (adviser.data?.departements ?? []);
  const casTypes = useCasTypes(regions, ready);
  const stations = useBulletinStations(departements, ready);
  const [editing, setEditing] = useState<BlightCasTypeRow | null>(null);
  const [deleting, setDeleting] = useState<BlightCasTypeRow | null>(null);
  const [pending, setPending] = useState(false);

  const rows = casTypes.data ?? [];
  const max = adviser.data?.nb_cas_type ?? null;
  const canCreate = canCreateCasType(rows.length, max, admin);
  const quotaMessage = canCreate || max === null ? null : casTypeQuotaMessage(max);

  const write = async (
    action: 'Création' | 'Modification' | 'Suppression',
    run: () => Promise<unknown>,
  ) => {
    setPending(true);
    try {
      await run();
      showSuccess(done(action), ACTION_DONE_TITLE);
    } catch (error) {
      showError(error);
      throw error;
    } finally {
      setPending(false);
      await client.invalidateQueries({ queryKey: ['blight'] });
    }
  };
  const submit = (input: BlightPlotInput) =>
    editing === null
      ? write('Création', () => createCasType(input))
      : write('Modification', () => editCasType(String(editing.id), input)).then(() =>
          setEditing(null),
        );

  if (today === null || adviser.isPending) return <WaitingOverlay />;
  const failure = adviser.error ?? casTypes.error ?? stations.error;

  return (
    <ScreenFrame
      caption="Mildiou - Mon espace BSV"
      title={SCREEN_TITLE}
      subtitle={region ? <Text size="sm">Région du bulletin&#x202F;: {region}</Text> : null}
      busy={pending}
      failure={
        failure
          ? {
              title: LOAD_FAILED,
              message: failure.message,
              onRetry: () => {
                void adviser.refetch();
                void casTypes.refetch();
                void stations.refetch();
              },
            }
          : null
      }
      dialogs={
        <ChoiceModal
          opened={deleting !== null}
          question={DELETE_QUESTION}
          detail={deleting ? `Suppression du cas-type ${deleting.plot_name}.` : undefined}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const row = deleting;
            setDeleting(null);
            if (row === null) return;
            if (editing?.id === row.id) setEditing(null);
            void write('Suppression', () => deleteCasType(String(row.id))).catch(() => undefined);
          }}
        />
      }
    >
      <>
        <SectionCard
          title={editing ? `Modifier le cas-type ${editing.plot_name}` : 'Nouveau cas-type'}
        >
          {quotaMessage && editing === null ? (
            <Box mb="sm">
              <WarningAlert title={QUOTA_TITLE} announce>
                {quotaMessage}
              </WarningAlert>
            </Box>
          ) : null}
          {stations.isPending ? (
            <Text size="sm">Chargement des stations…</Text>
          ) : (
            <CasTypeForm
              key={editing ? `edit-${editing.id}` : 'new'}
              today={today}
              stations={stations.data ?? []}
              editing={editing}
              blockedReason={quotaMessage}
              region={region}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          )}
        </SectionCard>
        <SectionCard title={`Mes cas-types (${casTypeCounter(rows.length, max, admin)})`}>
          <DataTable
            label="Mes cas-types"
            columns={bsvExportColumns}
            display={DISPLAY}
            rows={rows}
            loading={casTypes.isPending}
            getRowId={(row) => String(row.id)}
            pinnedColumns={['cas_type']}
            pageSizes={[15, 25, 50, 75, 100, 'all']}
            defaultPageSize="all"
            exportName="bsv-cas-types"
            exportLabel={EXPORT_LABEL}
            exportDisabledReason={rows.length === 0 ? 'Aucun cas-type à exporter' : null}
            renderRowActions={(row) => (
              <Group gap={4} wrap="nowrap">
                <RowAction
                  kind="view"
                  tooltip="Voir le cas-type"
                  label={`Voir le cas-type ${row.plot_name}`}
                  to={`/mildiou/parcelle/${row.id}`}
                />
                <RowAction
                  kind="edit"
                  label={`Modifier le cas-type ${row.plot_name}`}
                  onClick={() => setEditing(row)}
                />
                <RowAction
                  kind="delete"
                  label={`Supprimer le cas-type ${row.plot_name}`}
                  onClick={() => setDeleting(row)}
                />
              </Group>
            )}
          />
        </SectionCard>
      </>
    </ScreenFrame>
  );
}

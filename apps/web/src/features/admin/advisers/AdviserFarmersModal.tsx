// An adviser's farmers (spec 1 §2): grouped by service, with Nom, Prénom, Service, the adviser's
// start and end dates and the validation (pending, validated or refused).
import type { AdviserListRow } from '@agro/contracts/columns/advisers';
import { adviserFarmerColumns } from '@agro/contracts/columns/advisers';
import { Text } from '@mantine/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { DataTable } from '../../../components/DataTable';
import { useAdviserFarmers } from './advisers-api';

export const FARMERS_FAILED = "Les agriculteurs de ce conseiller n'ont pas pu être chargés.";
export const NO_FARMER = "Ce conseiller n'a pas encore d'agriculteur.";

export function AdviserFarmersModal({
  adviser,
  onClose,
}: {
  adviser: AdviserListRow | null;
  onClose(): void;
}) {
  const id = adviser?.id_conseiller == null ? null : String(adviser.id_conseiller);
  const farmers = useAdviserFarmers(id);
  const name = adviser ? `${adviser.prenom_conseiller} ${adviser.nom_conseiller}` : '';
  return (
    <ResponsiveModal
      opened={adviser !== null}
      onClose={onClose}
      title={`Agriculteurs de ${name}`}
      size="xl"
    >
      {farmers.isError ? (
        <Text c="red.9" role="alert">
          {FARMERS_FAILED}
        </Text>
      ) : farmers.data && farmers.data.length === 0 ? (
        <Text>{NO_FARMER}</Text>
      ) : (
        <DataTable
          label={`Agriculteurs de ${name}`}
          columns={adviserFarmerColumns}
          rows={farmers.data ?? []}
          loading={farmers.isPending}
          getRowId={(row) => String(row.id_agri_cons ?? `${row.service}-${row.nom_agri ?? ''}`)}
          groupBy={['service']}
          pageSizes={[15, 25, 50]}
        />
      )}
    </ResponsiveModal>
  );
}

// Spec 1 §2 "Farmers management" (/gestion/agriculteurs, right EXTERNE): for each service of the
// external adviser, the farmers who chose them, searchable, with the validation state and date;
// validate a link not validated, remove the validation of a validated one. The links not validated
// come first. After each change the list and the menu's count of consents to validate reload.
import { externalFarmerColumns, type AdviserFarmerRow } from '@agro/contracts/columns/advisers';
import {
  adviserIdsByService,
  serviceLabel,
  validationColour,
  validationLabel,
} from '@agro/domain/advisers';
import { adviserValidationState, sortLinksNotValidatedFirst } from '@agro/domain/consent';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { RowAction } from '../../components/RowAction';
import { SectionCard } from '../../components/SectionCard';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { StatusBadge } from '../../components/StatusBadge';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { showError } from '../../lib/dialog-store';
import { showSuccess } from '../../lib/notify';
import { SESSION_KEY, useSession } from '../../lib/session';
import {
  EXTERNAL_FARMERS_KEY,
  unvalidateLink,
  useExternalFarmers,
  validateLink,
} from './farmers-api';

export const TITLE = 'Mes conseillers';
export const NO_SERVICE =
  "Votre compte n'est rattaché à aucun service de conseil : aucun agriculteur ne peut encore vous choisir.";
export const NO_FARMER = 'Aucun agriculteur ne vous a encore choisi pour ce service.';
export const FARMERS_FAILED = "La liste de vos agriculteurs n'a pas pu être chargée.";
export const VALIDATED = 'Le consentement a été validé.';
export const UNVALIDATED = 'La validation a été retirée.';

const DISPLAY = {
  validation: {
    render: (row: AdviserFarmerRow) => (
      <StatusBadge
        colour={validationColour(row.validation_conseiller)}
        label={validationLabel(row.validation_conseiller)}
      />
    ),
    filter: 'multi-select',
  },
} as const;

const farmerName = (row: AdviserFarmerRow) =>
  [row.prenom_agri, row.nom_agri].filter(Boolean).join(' ') || (row.raison_sociale ?? '');

function ServiceFarmers({
  service,
  adviserId,
  onChange,
}: {
  service: string;
  adviserId: string;
  onChange(action: () => Promise<void>, success: string): Promise<void>;
}) {
  const farmers = useExternalFarmers(adviserId);
  const label = serviceLabel(service);
  const rows = useMemo(
    () => sortLinksNotValidatedFirst((farmers.data ?? []).filter((l) => l.service === service)),
    [farmers.data, service],
  );
  const waiting = rows.filter(
    (row) => adviserValidationState(row.validation_conseiller) === 'pending',
  ).length;
  return (
    <SectionCard title={label}>
      {farmers.isError ? (
        <ServerErrorCard
          title={label}
          message={FARMERS_FAILED}
          actionLabel="Réessayer"
          onAction={() => void farmers.refetch()}
        />
      ) : farmers.data && rows.length === 0 ? (
        <Text>{NO_FARMER}</Text>
      ) : (
        <Stack gap="xs">
          {farmers.data ? (
            <Text size="sm" aria-live="polite">
              {waiting === 0
                ? 'Aucun consentement en attente de validation.'
                : waiting === 1
                  ? '1 consentement en attente de validation.'
                  : `${waiting} consentements en attente de validation.`}
            </Text>
          ) : null}
          <DataTable<AdviserFarmerRow>
            label={`Agriculteurs du service ${label}`}
            columns={externalFarmerColumns}
            display={DISPLAY}
            rows={rows}
            loading={farmers.isPending}
            getRowId={(row) => String(row.id_valid_cons_agri ?? row.id_agri_cons ?? '')}
            pageSizes={[15, 25, 50]}
            defaultPageSize={15}
            renderRowActions={(row) => {
              const id = String(row.id_valid_cons_agri ?? '');
              const name = farmerName(row);
              return adviserValidationState(row.validation_conseiller) === 'validated' ? (
                <RowAction
                  kind="unvalidate"
                  label={`Retirer la validation de ${name}`}
                  onClick={() => void onChange(() => unvalidateLink(id), UNVALIDATED)}
                />
              ) : (
                <RowAction
                  kind="validate"
                  label={`Valider le consentement de ${name}`}
                  onClick={() => void onChange(() => validateLink(id), VALIDATED)}
                />
              );
            }}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

export function FarmersManagementPage() {
  const session = useSession();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const services = adviserIdsByService(session.data?.user.externeInfos);

  const change = async (action: () => Promise<void>, success: string) => {
    setPending(true);
    try {
      await action();
      showSuccess(success);
    } catch (error) {
      showError(error);
    } finally {
      // Spec 1 §4: the page reloads after each change, and so does the menu's count.
      await Promise.all([
        client.invalidateQueries({ queryKey: EXTERNAL_FARMERS_KEY }),
        client.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
      setPending(false);
    }
  };

  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      {pending ? <WaitingOverlay fullPage /> : null}
      <Stack gap="md">
        <Title order={1}>{TITLE}</Title>
        <Text>
          Les agriculteurs ci-dessous vous ont choisi comme conseiller. Validez leur consentement
          pour accéder à leurs données ; vous pouvez retirer cette validation à tout moment.
        </Text>
        {services.length === 0 ? <Text>{NO_SERVICE}</Text> : null}
        {services.map(({ service, id }) => (
          <ServiceFarmers key={service} service={service} adviserId={id} onChange={change} />
        ))}
      </Stack>
    </Container>
  );
}

// Spec 1 §2 "Farmers management" (/gestion/agriculteurs, right EXTERNE): for each service of the
// external adviser, the farmers who chose them, searchable, with the validation state and date;
// validate a link not validated, remove the validation of a validated one. The links not validated
// come first. After each change the list and the menu's count of consents to validate reload.
// Issue 41 (finding 4): the adviser asks a farmer for consent (a new farmer, or one whose consent
// ended), and reaches a consented farmer's shared plots from their row.
import { externalFarmerColumns, type AdviserFarmerRow } from '@agro/contracts/columns/advisers';
import {
  adviserIdsByService,
  serviceLabel,
  validationColour,
  validationLabel,
} from '@agro/domain/advisers';
import { adviserValidationState, sortLinksNotValidatedFirst } from '@agro/domain/consent';
import { consentEnded, consentOpensPlots, consentPlotsRight } from '@agro/domain/consent-request';
import { todayIso } from '@agro/domain/dates';
import { hasRight } from '@agro/domain/rights';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
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
import { usePlatformClock } from '../../lib/config';
import { SESSION_KEY, useSession } from '../../lib/session';
import {
  ConsentRequestModal,
  requestableServices,
  type RequestedFarmer,
} from './ConsentRequestModal';
import { FarmerPlotsModal, type FarmerOfPlots, type PlotsService } from './FarmerPlotsModal';
import {
  EXTERNAL_FARMERS_KEY,
  unvalidateLink,
  useExternalFarmers,
  validateLink,
} from './farmers-api';

export const TITLE = 'Mes conseillers';
export const NO_SERVICE =
  "Votre compte n'est rattaché à aucun service de conseil\u202f: aucun agriculteur ne peut encore vous choisir.";
export const NO_FARMER = 'Aucun agriculteur ne vous a encore choisi pour ce service.';
export const FARMERS_FAILED = "La liste de vos agriculteurs n'a pas pu être chargée.";
export const VALIDATED = 'Le consentement a été validé.';
export const UNVALIDATED = 'La validation a été retirée.';
export const ASK_NEW_FARMER = 'Demander un consentement';
const INTRODUCTION =
  'Les agriculteurs ci-dessous vous ont choisi comme conseiller. Validez leur consentement pour accéder à leurs données\u202f; vous pouvez retirer cette validation à tout moment.';

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

/** The row's farmer as the consent request names them; null when the list lacks a code. */
function requestedFarmer(row: AdviserFarmerRow): RequestedFarmer | null {
  const { code_agri_operateur: agri, code_operateur: operateur, code_client: client } = row;
  if (!agri || !operateur || !client) return null;
  return { name: farmerName(row), agri, operateur, client, service: row.service };
}

/** What the adviser may do from a row beyond the validation, as of `today`. */
interface RowOptions {
  today: string | null;
  /** The adviser may ask this service's farmers for consent. */
  canRequest: boolean;
  /**
   * The service whose plots the adviser reads (they hold its module's read right: MILDIOU for
   * blight, BH for the water balance); null: this service's rows open no plots.
   */
  plotsService: PlotsService | null;
  onRequest(farmer: RequestedFarmer): void;
  onShowPlots(farmer: FarmerOfPlots): void;
}

function ExtraActions({ row, options }: { row: AdviserFarmerRow; options: RowOptions }) {
  const { today } = options;
  if (today === null) return null;
  const name = farmerName(row);
  const code = row.code_agri_operateur;
  const farmer = requestedFarmer(row);
  return (
    <>
      {options.plotsService !== null && code && consentOpensPlots(row, today) ? (
        <RowAction
          kind="view"
          tooltip="Voir ses parcelles"
          label={`Voir les parcelles de ${name}`}
          asksFirst
          onClick={() =>
            options.plotsService &&
            options.onShowPlots({ name, code, service: options.plotsService })
          }
        />
      ) : null}
      {options.canRequest && farmer && consentEnded(row, today) ? (
        <RowAction
          kind="request"
          tooltip="Demander le consentement"
          label={`Demander le consentement de ${name}`}
          asksFirst
          onClick={() => options.onRequest(farmer)}
        />
      ) : null}
    </>
  );
}

function ServiceFarmers({
  service,
  adviserId,
  onChange,
  options,
}: {
  service: string;
  adviserId: string;
  onChange(action: () => Promise<void>, success: string): Promise<void>;
  options: RowOptions;
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
            rowActionsSize={120}
            renderRowActions={(row) => {
              const id = String(row.id_valid_cons_agri ?? '');
              const name = farmerName(row);
              return (
                <>
                  {adviserValidationState(row.validation_conseiller) === 'validated' ? (
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
                  )}
                  <ExtraActions row={row} options={options} />
                </>
              );
            }}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

/** The service whose shared plots the adviser may open from its rows, or null. */
function plotsServiceOf(service: string, rights: readonly string[]): PlotsService | null {
  if (service !== 'MILDIOU' && service !== 'BILANHYDRIQUE') return null;
  const right = consentPlotsRight(service);
  return right !== null && hasRight(rights, right) ? service : null;
}

export function FarmersManagementPage() {
  const session = useSession();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const services = adviserIdsByService(session.data?.user.externeInfos);
  const requestable = requestableServices(services.map(({ service }) => service));
  const rights = session.data?.rights ?? [];
  const clock = usePlatformClock();
  const today = clock === null ? null : todayIso(clock());
  // The request dialog: closed, open for a new farmer (null), or for a row's farmer.
  const [request, setRequest] = useState<{ farmer: RequestedFarmer | null } | null>(null);
  const [plotsOf, setPlotsOf] = useState<FarmerOfPlots | null>(null);
  const optionsFor = (service: string): RowOptions => ({
    today,
    canRequest: requestable.includes(service),
    plotsService: plotsServiceOf(service, rights),
    onRequest: (farmer) => setRequest({ farmer }),
    onShowPlots: setPlotsOf,
  });

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
        <Text>{INTRODUCTION}</Text>
        {requestable.length > 0 ? (
          <Group>
            <Button onClick={() => setRequest({ farmer: null })}>{ASK_NEW_FARMER}</Button>
          </Group>
        ) : null}
        {services.length === 0 ? <Text>{NO_SERVICE}</Text> : null}
        {services.map(({ service, id }) => (
          <ServiceFarmers
            key={service}
            service={service}
            adviserId={id}
            onChange={change}
            options={optionsFor(service)}
          />
        ))}
      </Stack>
      <ConsentRequestModal
        opened={request !== null}
        onClose={() => setRequest(null)}
        services={request?.farmer ? [request.farmer.service] : requestable}
        farmer={request?.farmer ?? null}
      />
      <FarmerPlotsModal farmer={plotsOf} onClose={() => setPlotsOf(null)} />
    </Container>
  );
}

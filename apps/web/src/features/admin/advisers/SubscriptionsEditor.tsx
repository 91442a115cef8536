// An adviser's subscriptions (spec 1 §2, §5): the table (Service, Début, Fin) with edit and
// delete, and the form adding or editing one: Service required, the start and end pickers bounding
// each other, 1 January to 31 December of the current year by default.
import { SUBSCRIPTION_SERVICES, type Subscription } from '@agro/contracts/entities/platform';
import {
  defaultSubscriptionPeriod,
  SERVICE_LABELS,
  subscriptionErrors,
} from '@agro/domain/advisers';
import { formatDateFr } from '@agro/domain/dates';
import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { RowAction } from '../../../components/RowAction';
import { PeriodInputs } from '../../../components/PeriodInputs';
import { usePeriodInputs } from '../../../components/use-period-inputs';

export const NO_SUBSCRIPTION = "Ce conseiller n'a pas d'abonnement.";

export interface SubscriptionsEditorProps {
  today: string;
  subscriptions: readonly Subscription[];
  /** Adds, or replaces `original` when one is edited; resolves once saved. */
  onSave(subscription: Subscription, original: Subscription | null): Promise<void>;
  onDelete(subscription: Subscription): Promise<void>;
}

export function SubscriptionsEditor({
  today,
  subscriptions,
  onSave,
  onDelete,
}: SubscriptionsEditorProps) {
  const period = defaultSubscriptionPeriod(today);
  const [service, setService] = useState<string | null>(null);
  const days = usePeriodInputs(period);
  const { start, end } = days;
  const [original, setOriginal] = useState<Subscription | null>(null);
  const [pending, setPending] = useState(false);
  const errors = subscriptionErrors({ service, start, end });
  const invalid = Object.keys(errors).length > 0;

  const reset = () => {
    setService(null);
    days.setPeriod(period);
    setOriginal(null);
  };
  const save = () => {
    if (invalid || service === null) return;
    setPending(true);
    onSave(
      {
        ...(original?.id_abo ? { id_abo: original.id_abo } : {}),
        service: service as Subscription['service'],
        date_debut: start,
        date_fin: end,
      },
      original,
    )
      .then(reset)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Abonnements
      </Title>
      {subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_SUBSCRIPTION}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-label="Abonnements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th>Début</Table.Th>
                <Table.Th>Fin</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subscriptions.map((subscription, index) => {
                const name = `${SERVICE_LABELS[subscription.service]} du ${formatDateFr(subscription.date_debut)}`;
                return (
                  <Table.Tr key={subscription.id_abo ?? `new-${index}`}>
                    <Table.Td>{SERVICE_LABELS[subscription.service]}</Table.Td>
                    <Table.Td>{formatDateFr(subscription.date_debut)}</Table.Td>
                    <Table.Td>{formatDateFr(subscription.date_fin)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <RowAction
                          kind="edit"
                          label={`Modifier l'abonnement ${name}`}
                          onClick={() => {
                            setOriginal(subscription);
                            setService(subscription.service);
                            days.setPeriod({
                              start: subscription.date_debut,
                              end: subscription.date_fin,
                            });
                          }}
                        />
                        <RowAction
                          kind="delete"
                          asksFirst={false}
                          label={`Supprimer l'abonnement ${name}`}
                          onClick={() => void onDelete(subscription).catch(() => undefined)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SelectField
          label="Service"
          required
          data={SUBSCRIPTION_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }))}
          value={service}
          onChange={setService}
        />
        <PeriodInputs {...days.inputProps} errors={errors} />
      </SimpleGrid>
      <Group gap="sm">
        <Button variant="light" onClick={save} disabled={invalid} loading={pending}>
          {original ? "Enregistrer l'abonnement" : "Ajouter l'abonnement"}
        </Button>
        {original ? (
          <Button variant="default" onClick={reset}>
            Annuler la modification
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

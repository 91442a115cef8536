// The external adviser asks a farmer for consent (issue 41, finding 4): the farmer's codes (those
// of the consent area's link) and the service; the BFF mails the farmer's signed link to the
// address the farmer registered, never to one typed here. From a row, the farmer's codes are
// given and only the service is the adviser's to say.
import {
  CONSENT_REQUEST_SERVICES,
  consentRequestBody,
  type ConsentRequestBody,
} from '@agro/contracts/bff/consent-request';
import { fieldErrors } from '@agro/contracts/validation-messages';
import { serviceLabel } from '@agro/domain/advisers';
import { formatDateFr } from '@agro/domain/dates';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { ResponsiveModal } from '../../components/ResponsiveModal';
import { WIDE_DIALOG_WIDTH } from '../../components/dialog-sizes';
import { useFormValues } from '../../components/use-form-values';
import { showSuccess } from '../../lib/notify';
import { requestConsent } from './farmers-api';

export const REQUEST_TITLE = 'Demander le consentement d’un agriculteur';
export const REQUEST_FAILED = "Erreur lors de l'envoi de l'e-mail";

/** The success message, with the link's last day. */
export const requestSent = (expire: string) =>
  `La demande a été envoyée à l'agriculteur\u202f: son lien de consentement est valable jusqu'au ${formatDateFr(expire)} inclus.`;

/** A farmer of the list, whose codes the request takes. */
export interface RequestedFarmer {
  name: string;
  agri: string;
  operateur: string;
  client: string;
  service: string;
}

/** The services of the adviser a consent can be asked for. */
export function requestableServices(services: readonly string[]): string[] {
  return services.filter((service) =>
    (CONSENT_REQUEST_SERVICES as readonly string[]).includes(service),
  );
}

function RequestForm({
  services,
  farmer,
  onDone,
}: {
  services: readonly string[];
  farmer: RequestedFarmer | null;
  onDone(): void;
}) {
  const { values, choice, touchedText, touchAll } = useFormValues({
    agri: farmer?.agri ?? '',
    operateur: farmer?.operateur ?? '',
    client: farmer?.client ?? '',
    service: (farmer?.service ?? services[0] ?? null) as string | null,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = consentRequestBody.safeParse(values);
  const errors: Partial<Record<keyof ConsentRequestBody, string>> = parsed.success
    ? {}
    : fieldErrors(parsed.error);

  const send = async () => {
    touchAll();
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await requestConsent(parsed.data);
      showSuccess(requestSent(answer.expire));
      onDone();
    } catch (error) {
      // The BFF's words say what to do (no address, not the adviser's service, too many mails).
      setFailure(error instanceof Error && error.message !== '' ? error.message : REQUEST_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {farmer
          ? `${farmer.name} recevra par e-mail, à l'adresse enregistrée dans son espace de consentement, un lien personnel vers cet espace, où il pourra vous donner accès à ses parcelles.`
          : "L'agriculteur recevra par e-mail, à l'adresse enregistrée dans son espace de consentement, un lien personnel vers cet espace, où il pourra vous donner accès à ses parcelles. Indiquez les codes que lui a donnés son organisme."}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Code agriculteur"
          required
          readOnly={farmer !== null}
          {...touchedText('agri', errors.agri ?? null)}
        />
        <TextInput
          label="Opérateur"
          required
          readOnly={farmer !== null}
          {...touchedText('operateur', errors.operateur ?? null)}
        />
        <TextInput
          label="Client"
          required
          readOnly={farmer !== null}
          {...touchedText('client', errors.client ?? null)}
        />
        <SelectField
          label="Service"
          required
          allowDeselect={false}
          data={services.map((service) => ({ value: service, label: serviceLabel(service) }))}
          {...choice('service', errors.service ?? null)}
        />
      </SimpleGrid>
      {failure ? (
        <Alert color="red" title="Demande non envoyée" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void send()} loading={busy}>
          Envoyer la demande
        </Button>
      </Group>
    </Stack>
  );
}

export function ConsentRequestModal({
  opened,
  onClose,
  services,
  farmer,
}: {
  opened: boolean;
  onClose(): void;
  /** The adviser's services a consent can be asked for. */
  services: readonly string[];
  /** The farmer of a row, or null for a farmer not in the list. */
  farmer: RequestedFarmer | null;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={REQUEST_TITLE}
      size={WIDE_DIALOG_WIDTH}
    >
      {opened ? <RequestForm services={services} farmer={farmer} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

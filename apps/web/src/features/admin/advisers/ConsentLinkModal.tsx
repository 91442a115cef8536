// The administrators' farmer consent link (issue 18 §5): the BFF signs a link for a farmer of an
// integrator and a service, valid n days; the administrator copies it or e-mails it to the farmer
// through `send-email` (spec 1 §8: 'Erreur lors de l'envoi de l'e-mail' when that fails). The server
// sets the sender, and refuses a recipient it does not know with a message naming it.
import { EMAIL_MAX } from '@agro/contracts/catalogue/input-limits';
import { consentLinkEmail } from '@agro/domain/consent';
import { formatDateFr } from '@agro/domain/dates';
import { emailError, requiredError } from '@agro/domain/validation';
import { Button, CopyButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { StillNumberInput } from '../../../components/StillNumberInput';
import { WIDE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { useFormValues } from '../../../components/use-form-values';
import { API_ERROR_MESSAGE, ApiError, callApi, isWriteSuccess, request } from '../../../lib/api';
import { usePlatformConfig } from '../../../lib/config';
import { showError, showInfo } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';

export const EMAIL_FAILED = "Erreur lors de l'envoi de l'e-mail";
export const EMAIL_SENT = 'Le lien a été envoyé à l’agriculteur.';
const DEFAULT_DAYS = 30;
const CONSENT_SERVICES = [
  { value: 'MILDIOU', label: 'Mildiou' },
  { value: 'BILANHYDRIQUE', label: 'Bilan hydrique' },
];

/**
 * Why the mail was not sent, when the refusal says why: an input refused (400) or too many mails
 * this hour (429, 'Trop d'e-mails envoyés : …'); else the spec's message.
 */
function emailFailure(error: unknown): string {
  const explained =
    error instanceof ApiError &&
    (error.status === 400 || error.status === 429) &&
    error.message !== API_ERROR_MESSAGE;
  return explained ? error.message : EMAIL_FAILED;
}

interface SignedLink {
  url: string;
  expire: string;
}

function ConsentLinkForm() {
  const { productName } = usePlatformConfig();
  const { values, text, choice } = useFormValues({
    agri: '',
    operateur: '',
    client: '',
    service: 'MILDIOU' as string | null,
  });
  const { agri, operateur, client, service } = values;
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  const [link, setLink] = useState<SignedLink | null>(null);
  const [recipient, setRecipient] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = {
    agri: requiredError('Code agriculteur', agri),
    operateur: requiredError('Opérateur', operateur),
    client: requiredError('Client', client),
    service: requiredError('Service', service),
  };
  const incomplete = Object.values(errors).some(Boolean) || !(Number(days) >= 1);

  const make = async () => {
    setBusy(true);
    try {
      const signed = await request<SignedLink>('POST', '/bff/consent-links', {
        body: {
          agri: agri.trim(),
          operateur: operateur.trim(),
          client: client.trim(),
          service,
          days: Number(days),
        },
      });
      setLink({ url: `${window.location.origin}${signed.url}`, expire: signed.expire });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!link) return;
    setBusy(true);
    try {
      const answer = await callApi('sendEmail', {
        body: {
          ...consentLinkEmail({ url: link.url, expire: link.expire, productName }),
          recipients: [recipient.trim()],
        },
      });
      if (!isWriteSuccess(answer)) throw new Error(EMAIL_FAILED);
      showSuccess(EMAIL_SENT);
    } catch (error) {
      showInfo('Erreur', emailFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const mailError = recipient === '' ? null : emailError(recipient);
  return (
    <Stack gap="md">
      <Text size="sm">
        Le lien ouvre à l&apos;agriculteur son espace de consentement, sans mot de passe, pour le
        service choisi et jusqu&apos;à sa date d&apos;expiration.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Code agriculteur" required {...text('agri')} />
        <TextInput label="Opérateur" required {...text('operateur')} />
        <TextInput label="Client" required {...text('client')} />
        <SelectField label="Service" required data={CONSENT_SERVICES} {...choice('service')} />
        <StillNumberInput
          label="Validité (jours)"
          required
          min={1}
          max={366}
          value={days}
          onChange={setDays}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={() => void make()} disabled={incomplete} loading={busy && !link}>
          Créer le lien
        </Button>
      </Group>
      {link ? (
        <Stack gap="sm">
          <TextInput
            label={`Lien de consentement, valable jusqu'au ${formatDateFr(link.expire)} inclus`}
            value={link.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group>
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Lien copié' : 'Copier le lien'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <TextInput
            label="E-mail de l'agriculteur"
            type="email"
            maxLength={EMAIL_MAX}
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
            error={mailError}
          />
          <Group>
            <Button
              onClick={() => void send()}
              disabled={recipient.trim() === '' || mailError !== null}
              loading={busy}
            >
              Envoyer le lien par e-mail
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

export function ConsentLinkModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title="Lien de consentement d'un agriculteur"
      size={WIDE_DIALOG_WIDTH}
    >
      {opened ? <ConsentLinkForm /> : null}
    </ResponsiveModal>
  );
}

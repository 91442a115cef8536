// The adviser form (spec 1 §2, §5): Nom, Prénom, Type and E-mail required (E-mail valid);
// Organisme and phone free; for a bulletin (BSV) adviser its region, departments and cas-type
// quota; and its subscriptions. A new adviser is sent with the subscriptions added to the form;
// an existing one's subscriptions are saved one by one as they are changed.
import type { AdviserListRow } from '@agro/contracts/columns/advisers';
import { ADVISER_TYPES, type Adviser, type Subscription } from '@agro/contracts/entities/platform';
import { adviserFormErrors } from '@agro/domain/advisers';
import { Button, Group, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/SelectField';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { StillNumberInput } from '../../../components/StillNumberInput';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { useFormValues } from '../../../components/use-form-values';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import {
  addSubscription,
  ADVISERS_KEY,
  createAdviser,
  deleteSubscription,
  editSubscription,
  updateAdviser,
  useBsvRegions,
} from './advisers-api';
import { SubscriptionsEditor } from './SubscriptionsEditor';

export const ADVISER_CREATED = 'Le conseiller a été créé.';
export const ADVISER_SAVED = 'Le conseiller a été modifié.';

export const TYPE_LABELS: Readonly<Record<(typeof ADVISER_TYPES)[number], string>> = {
  SUPPORT: 'Support',
  AGRO: 'Agronome',
  BSV: 'BSV (bulletin régional)',
};
const TYPE_OPTIONS = ADVISER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

export interface AdviserFormModalProps {
  /** The adviser edited; null for a new one. */
  adviser: AdviserListRow | null;
  opened: boolean;
  today: string;
  onClose(): void;
}

export function AdviserFormModal({ adviser, opened, today, onClose }: AdviserFormModalProps) {
  const title = adviser
    ? `Modifier le conseiller ${adviser.prenom_conseiller} ${adviser.nom_conseiller}`
    : 'Nouveau conseiller';
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size="xl">
      {/* Mounted afresh for each adviser, so the fields start from its values. */}
      {opened ? (
        <AdviserForm
          key={adviser?.id_conseiller ?? 'new'}
          adviser={adviser}
          today={today}
          onDone={onClose}
        />
      ) : null}
    </ResponsiveModal>
  );
}

function AdviserForm({
  adviser,
  today,
  onDone,
}: {
  adviser: AdviserListRow | null;
  today: string;
  onDone(): void;
}) {
  const client = useQueryClient();
  const regions = useBsvRegions();
  const { values, text, number, choice } = useFormValues(() => ({
    nom: adviser?.nom_conseiller ?? '',
    prenom: adviser?.prenom_conseiller ?? '',
    type: (adviser?.type_conseiller ?? null) as string | null,
    mail: adviser?.mail ?? '',
    organisme: adviser?.organisme ?? '',
    telephone: adviser?.telephone ?? '',
    region: (adviser?.region_bsv_mildiou ?? null) as string | null,
    departements: adviser?.departements ?? [],
    quota: (adviser?.nb_cas_type ?? null) as number | null,
  }));
  const { nom, prenom, type, mail, organisme, telephone, region, departements, quota } = values;
  // A new adviser's subscriptions wait in the form; an existing one's come from the list.
  const [draftSubscriptions, setDraftSubscriptions] = useState<Subscription[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const errors = adviserFormErrors({ nom, prenom, type, mail });
  const invalid = Object.keys(errors).length > 0;
  const said = (error: string | undefined) => (attempted ? (error ?? null) : null);
  const reload = () => client.invalidateQueries({ queryKey: ADVISERS_KEY });
  const adviserId = adviser?.id_conseiller == null ? null : String(adviser.id_conseiller);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (invalid || type === null) return;
    const bsv = type === 'BSV';
    const body: Adviser = {
      nom_conseiller: nom.trim(),
      prenom_conseiller: prenom.trim(),
      mail: mail.trim(),
      type_conseiller: type as Adviser['type_conseiller'],
      organisme: organisme.trim() || null,
      telephone: telephone.trim() || null,
      region_bsv_mildiou: bsv ? region : null,
      departements: bsv ? departements : null,
      nb_cas_type: bsv ? quota : null,
      ...(adviserId === null ? { abonnements: draftSubscriptions } : {}),
    };
    setPending(true);
    try {
      if (adviserId === null) await createAdviser(body);
      else await updateAdviser(adviserId, body);
      showSuccess(adviserId === null ? ADVISER_CREATED : ADVISER_SAVED);
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
      await reload();
    }
  };

  const saveSubscription = async (subscription: Subscription, original: Subscription | null) => {
    if (adviserId === null) {
      setDraftSubscriptions((list) =>
        original
          ? list.map((item) => (item === original ? subscription : item))
          : [...list, subscription],
      );
      return;
    }
    try {
      if (original?.id_abo != null) await editSubscription(String(original.id_abo), subscription);
      else await addSubscription(adviserId, subscription);
    } catch (error) {
      showError(error);
      throw error;
    } finally {
      await reload();
    }
  };
  const removeSubscription = async (subscription: Subscription) => {
    if (adviserId === null || subscription.id_abo == null) {
      setDraftSubscriptions((list) => list.filter((item) => item !== subscription));
      return;
    }
    try {
      await deleteSubscription(String(subscription.id_abo));
    } catch (error) {
      showError(error);
    } finally {
      await reload();
    }
  };

  return (
    <Stack gap="lg">
      {pending ? <WaitingOverlay fullPage /> : null}
      <form onSubmit={(event) => void submit(event)} aria-label="Conseiller" noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Nom" required {...text('nom', said(errors.nom))} />
            <TextInput label="Prénom" required {...text('prenom', said(errors.prenom))} />
            <SelectField
              label="Type"
              required
              data={TYPE_OPTIONS}
              {...choice('type', said(errors.type))}
            />
            <TextInput label="E-mail" required type="email" {...text('mail', said(errors.mail))} />
            <TextInput label="Organisme" {...text('organisme')} />
            <TextInput label="Téléphone" type="tel" {...text('telephone')} />
          </SimpleGrid>
          {type === 'BSV' ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <SelectField
                label="Région BSV"
                searchable
                data={(regions.data ?? []).map((entry) => entry.nom_region)}
                {...choice('region')}
              />
              <TagsInput
                label="Départements"
                description="Codes des départements, Entrée après chacun"
                {...choice('departements')}
              />
              <StillNumberInput
                label="Quota de cas-types"
                min={0}
                allowDecimal={false}
                {...number('quota')}
              />
            </SimpleGrid>
          ) : null}
          <Group gap="sm">
            <Button type="submit" disabled={pending}>
              {adviserId === null ? 'Créer le conseiller' : 'Enregistrer le conseiller'}
            </Button>
            <Button variant="default" onClick={onDone}>
              Annuler
            </Button>
          </Group>
        </Stack>
      </form>
      <SubscriptionsEditor
        today={today}
        subscriptions={adviserId === null ? draftSubscriptions : (adviser?.abonnements ?? [])}
        onSave={saveSubscription}
        onDelete={removeSubscription}
      />
    </Stack>
  );
}

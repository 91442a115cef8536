// The consent area's 'Compte' tab (spec 1 §2, §4, §5, §8): the farmer's details with the terms of
// use. Nom, prénom and raison sociale are required, the e-mail valid when given, the terms
// accepted; the postal code offers its communes (cp/data/gouv) for the city. Saving records the
// terms' current version and says where to grant advisers access next.
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '@agro/contracts/catalogue/input-limits';
import type { Farmer } from '@agro/contracts/entities/platform';
import { farmerFormErrors, farmerSavedMessage, type FarmerForm } from '@agro/domain/consent';
import { farmerTermsAccepted } from '@agro/domain/session';
import {
  Anchor,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { WaitingOverlay } from '../../components/WaitingOverlay';
import { useFormValues } from '../../components/use-form-values';
import { showError, showInfo } from '../../lib/dialog-store';
import { TermsModal } from '../../components/TermsModal';
import { TERMS_TITLE } from '../../components/terms-text';
import { consentKeys, findCommunes, saveFarmer } from './consent-api';
import type { ConsentSession } from './consent-session';

export const ADVISERS_TAB = 'Gestion';

interface Values extends FarmerForm {
  telephone: string;
  adresse: string;
  code_postal: string;
  ville: string;
}

function valuesOf(farmer: Farmer | null): Values {
  return {
    nom_agri: farmer?.nom_agri ?? '',
    prenom_agri: farmer?.prenom_agri ?? '',
    raison_sociale: farmer?.raison_sociale ?? '',
    mail: farmer?.mail ?? '',
    telephone: farmer?.telephone ?? '',
    adresse: farmer?.adresse ?? '',
    code_postal: farmer?.code_postal ?? '',
    ville: farmer?.ville ?? '',
    // Spec 1 §4: terms of another version are to be accepted again.
    termsAccepted: farmerTermsAccepted(farmer?.cgu),
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The communes of a complete postal code, for the city field. */
function useCommunes(postalCode: string) {
  const code = postalCode.trim();
  return useQuery({
    queryKey: ['communes', code],
    queryFn: ({ signal }) => findCommunes(code, signal),
    enabled: /^\d{5}$/.test(code),
    staleTime: Infinity,
  });
}

export function FarmerAccountTab({
  session,
  farmer,
}: {
  session: ConsentSession;
  farmer: Farmer | null;
}) {
  const client = useQueryClient();
  const form = useFormValues<Values>(() => valuesOf(farmer));
  const { values, set } = form;
  const [termsOpen, setTermsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = farmerFormErrors(values);
  const invalid = Object.keys(errors).length > 0;
  const communes = useCommunes(values.code_postal);
  const communeNames = [
    ...new Set((communes.data ?? []).map((commune) => commune.nom_de_la_commune)),
  ];

  /** A text field, its error shown once left (the optional fields have none). */
  const field = (name: Exclude<keyof Values, 'termsAccepted'>) =>
    form.touchedText(name, errors[name as keyof FarmerForm] ?? null);

  const save = async () => {
    if (invalid) return;
    setSaving(true);
    try {
      await saveFarmer(session, {
        nom_agri: values.nom_agri.trim(),
        prenom_agri: values.prenom_agri.trim(),
        raison_sociale: values.raison_sociale.trim(),
        mail: blankToNull(values.mail),
        telephone: blankToNull(values.telephone),
        adresse: blankToNull(values.adresse),
        code_postal: blankToNull(values.code_postal),
        ville: blankToNull(values.ville),
      });
      const { title, message } = farmerSavedMessage(ADVISERS_TAB);
      showInfo(title, message);
      await client.invalidateQueries({ queryKey: consentKeys.farmer(session) });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const termsLabel: ReactNode = (
    <>
      J&apos;ai lu et j&apos;accepte les{' '}
      <Anchor component="button" type="button" onClick={() => setTermsOpen(true)} fz="inherit">
        conditions générales d&apos;utilisation
      </Anchor>
    </>
  );

  return (
    <Stack gap="md" pos="relative">
      {saving ? <WaitingOverlay fullPage /> : null}
      <Text>
        Ces informations permettent aux conseillers que vous choisissez de vous identifier. Les
        champs marqués d&apos;un astérisque sont obligatoires.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {/* Each field stops at the length the BFF accepts for it (input-limits). */}
        <TextInput
          label="Nom"
          required
          autoComplete="family-name"
          maxLength={NAME_MAX}
          {...field('nom_agri')}
        />
        <TextInput
          label="Prénom"
          required
          autoComplete="given-name"
          maxLength={NAME_MAX}
          {...field('prenom_agri')}
        />
        <TextInput
          label="Raison sociale"
          required
          autoComplete="organization"
          maxLength={NAME_MAX}
          {...field('raison_sociale')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          {...field('mail')}
        />
        <TextInput
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          {...field('telephone')}
        />
        <TextInput
          label="Adresse"
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          {...field('adresse')}
        />
        <TextInput
          label="Code postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...field('code_postal')}
        />
        <Autocomplete
          label="Ville"
          autoComplete="address-level2"
          maxLength={NAME_MAX}
          data={communeNames}
          value={values.ville}
          onChange={(ville) => set({ ville })}
          description={
            communes.isSuccess && communeNames.length > 0
              ? 'Choisissez votre commune dans la liste ou saisissez-la.'
              : undefined
          }
        />
      </SimpleGrid>
      <Checkbox
        label={termsLabel}
        checked={values.termsAccepted}
        onChange={(event) => set({ termsAccepted: event.currentTarget.checked })}
        error={form.touched('termsAccepted') ? errors.termsAccepted : null}
        onBlur={() => form.touch('termsAccepted')}
      />
      <Group>
        <Button onClick={() => void save()} disabled={invalid} loading={saving}>
          Enregistrer
        </Button>
        {invalid ? (
          <Text size="sm" c="dimmed">
            Remplissez les champs obligatoires et acceptez les {TERMS_TITLE.toLowerCase()} pour
            enregistrer.
          </Text>
        ) : null}
      </Group>
      <TermsModal
        opened={termsOpen}
        mode="accept"
        onAccept={() => {
          set({ termsAccepted: true });
          setTermsOpen(false);
        }}
        onRefuse={() => {
          set({ termsAccepted: false });
          setTermsOpen(false);
        }}
        onClose={() => setTermsOpen(false)}
      />
    </Stack>
  );
}

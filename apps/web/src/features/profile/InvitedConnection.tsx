import { EMAIL_MAX } from '@agro/contracts/catalogue/input-limits';
import { emailError } from '@agro/domain/validation';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useFormValues } from '../../components/use-form-values';
import { useInvitedConnection } from './useInvitedConnection';

/** Spec 1 §2 "Profile page": the administrators' 'invited connection' block. */
export function InvitedConnection() {
  const form = useFormValues({ mail: '' });
  const { mail } = form.values;
  const invite = useInvitedConnection();
  const error = emailError(mail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (error !== null || invite.isPending) return;
    invite.mutate(mail.trim());
  };

  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="connexion-invitee">
      <Title order={2} size="h3" id="connexion-invitee">
        Connexion invitée
      </Title>
      <Text size="sm" mt="xs">
        Ouvrez la plateforme comme la verrait un autre utilisateur&#x202F;: votre session devient la
        sienne jusqu&apos;à la déconnexion.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack mt="md">
          <TextInput
            label="Adresse e-mail de l'utilisateur"
            type="email"
            autoComplete="off"
            required
            // No address is longer; the BFF refuses one that is (input-limits).
            maxLength={EMAIL_MAX}
            {...form.touchedText('mail', error)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending} disabled={error !== null}>
              Se connecter avec ce compte
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

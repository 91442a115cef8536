import { isInstituteStaff } from '@agro/domain/session';
import { forgottenEmailError } from '@agro/domain/validation';
import { Anchor, Button, Container, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { usePlatformConfig } from '../../lib/config';
import { usePageTitle } from '../../lib/page-title';
import { StaffHint } from './StaffHint';
import { usePasswordReset } from './usePasswordReset';

const TITLE = 'Mot de passe oublié';

/**
 * Spec 1 §2 "Password-forgotten page". The old page sent nothing; this one asks for the reset as
 * the login page's dialog does, and has no registration form (docs/spec-deviations.md).
 */
export function PasswordForgottenPage() {
  usePageTitle(TITLE);
  const { instituteKeyword } = usePlatformConfig();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = forgottenEmailError(email);
  // Staff passwords live in the institute's directory: this form cannot reset them.
  const staff = error === null && isInstituteStaff(email, instituteKeyword);

  const reset = usePasswordReset({
    onSent: () => {
      setEmail('');
      setTouched(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error !== null || staff || reset.isPending) return;
    reset.mutate(email.trim());
  };

  return (
    <Container size={440} py="xl" px="md">
      <Stack align="center" mb="lg">
        <Logo size={56} />
      </Stack>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h3" mb="md">
          {TITLE}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Adresse mail"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched ? error : null}
            />
            <StaffHint instituteKeyword={instituteKeyword} staff={staff} />
            <Button
              type="submit"
              fullWidth
              loading={reset.isPending}
              disabled={error !== null || staff}
            >
              Envoyer un nouveau mot de passe
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Retour à la connexion
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

import { forgottenEmailError } from '@agro/domain/validation';
import { Anchor, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../lib/page-title';
import { ResetEmailInput } from './ResetEmailInput';
import { StaffHint } from './StaffHint';
import { useResetRequestForm } from './useResetRequestForm';

const TITLE = 'Mot de passe oublié';

/**
 * Spec 1 §2 "Password-forgotten page". The old page sent nothing; this one asks for the reset as
 * the login page's dialog does, and has no registration form (docs/spec-deviations.md).
 */
export function PasswordForgottenPage() {
  usePageTitle(TITLE);
  const form = useResetRequestForm({ validate: forgottenEmailError });

  return (
    <Container size={440} py="xl" px="md">
      <Stack align="center" mb="lg">
        <Logo size={56} />
      </Stack>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h3" mb="md">
          {TITLE}
        </Title>
        <form onSubmit={form.submit} noValidate>
          <Stack>
            <ResetEmailInput form={form} />
            <StaffHint instituteKeyword={form.instituteKeyword} staff={form.staff} />
            <Button type="submit" fullWidth loading={form.sending} disabled={!form.canSend}>
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

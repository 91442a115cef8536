import { LOGIN_MAX, PASSWORD_MAX } from '@agro/contracts/catalogue/input-limits';
import { canSubmitLogin, loginErrors, PASSWORD_MIN_LENGTH } from '@agro/domain/validation';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Logo } from '../../components/Logo';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { useFormValues } from '../../components/use-form-values';
import type { ApiError } from '../../lib/api';
import { usePlatformConfig } from '../../lib/config';
import { usePageTitle } from '../../lib/page-title';
import { useLogin } from '../../lib/session';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LanguageMenu } from './LanguageMenu';
import {
  AUTH_SERVICE_ERROR_MESSAGE,
  BAD_CREDENTIALS_MESSAGE,
  FORGOTTEN_PASSWORD_TITLE,
  SERVER_ERROR_TITLE,
} from './messages';

type Failure = { kind: 'credentials' } | { kind: 'server'; message: string } | null;

function failureOf(error: ApiError | null): Failure {
  if (error === null) return null;
  if (error.status === 401) return { kind: 'credentials' };
  if (error.isNetworkFailure) return { kind: 'server', message: AUTH_SERVICE_ERROR_MESSAGE };
  return { kind: 'server', message: error.message };
}

/** Spec 1 §2 "Login page"; success goes to /home, which the login route does on its own. */
export function LoginPage() {
  usePageTitle('Connexion');
  const { productName } = usePlatformConfig();
  const login = useLogin();
  const form = useFormValues({ username: '', password: '' });
  const { username, password } = form.values;
  const [forgotOpened, setForgotOpened] = useState(false);

  const errors = loginErrors({ username, password });
  const failure = failureOf(login.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!canSubmitLogin({ username, password }) || login.isPending) return;
    login.mutate({ login: username.trim(), password });
  };

  return (
    <Container size={440} py="xl" px="md">
      <Group justify="flex-end">
        <LanguageMenu />
      </Group>
      <Stack align="center" gap="xs" mb="lg">
        <Logo size={56} />
        <Title order={1} ta="center" size="h2">
          {productName}
        </Title>
      </Stack>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Connexion
        </Title>
        {failure?.kind === 'server' ? (
          <ServerErrorCard
            title={SERVER_ERROR_TITLE}
            message={failure.message}
            onAction={() => login.reset()}
          />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              {failure?.kind === 'credentials' ? (
                <Alert color="red" variant="outline" role="alert">
                  {BAD_CREDENTIALS_MESSAGE}
                </Alert>
              ) : null}
              <TextInput
                label="Adresse e-mail (nom d'utilisateur)"
                autoComplete="username"
                required
                // The BFF refuses longer input (input-limits): the field stops there.
                maxLength={LOGIN_MAX}
                {...form.touchedText('username', errors.username)}
              />
              <PasswordInput
                label={`Mot de passe (${PASSWORD_MIN_LENGTH} caractères minimum)`}
                autoComplete="current-password"
                required
                maxLength={PASSWORD_MAX}
                {...form.touchedText('password', errors.password)}
                visibilityToggleButtonProps={{
                  'aria-label': 'Afficher ou masquer le mot de passe',
                }}
              />
              <Button
                type="submit"
                fullWidth
                loading={login.isPending}
                disabled={!canSubmitLogin({ username, password })}
              >
                Se connecter
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="center"
                onClick={() => setForgotOpened(true)}
              >
                {FORGOTTEN_PASSWORD_TITLE}
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
      <ForgotPasswordDialog opened={forgotOpened} onClose={() => setForgotOpened(false)} />
    </Container>
  );
}

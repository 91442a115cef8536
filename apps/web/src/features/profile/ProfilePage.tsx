import { hasRight } from '@agro/domain/rights';
import { displayLogin, isInstituteStaff } from '@agro/domain/session';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { usePlatformConfig } from '../../lib/config';
import { useSession } from '../../lib/session';
import { InvitedConnection } from './InvitedConnection';
import { PasswordChangeForm } from './PasswordChangeForm';

/** Spec 1 §2 "Profile page" ('Profil utilisateur'), for any logged-in user. */
export function ProfilePage() {
  const { data: session } = useSession();
  const { instituteKeyword } = usePlatformConfig();
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);
  // Closing the form gives the focus back to the button that opened it.
  useEffect(() => {
    if (wasChanging.current && !changing) changeButton.current?.focus();
    wasChanging.current = changing;
  }, [changing]);
  // The guard shows this page only with a session.
  if (!session) return null;
  const { user, rights } = session;
  // Staff passwords belong to the institute's directory (spec 1 §6).
  const staff = isInstituteStaff(user.email, instituteKeyword);

  return (
    <Container size="sm" py="xl" px="md">
      <Title order={1}>Profil utilisateur</Title>
      <Stack mt="lg" gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label="Identifiant"
              value={displayLogin(user.login, instituteKeyword)}
              readOnly
            />
            <TextInput label="Nom d'utilisateur" value={user.userName} readOnly />
          </Stack>
        </Paper>
        <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="mot-de-passe">
          <Title order={2} size="h3" id="mot-de-passe">
            Mot de passe
          </Title>
          {staff ? (
            <Text size="sm" mt="xs">
              Agent de l&apos;institut&#x202F;: vous vous connectez avec votre code agent et votre
              mot de passe habituel, qui se gère auprès de l&apos;institut.
            </Text>
          ) : changing ? (
            <Stack mt="md">
              <PasswordChangeForm mail={user.email} onClose={() => setChanging(false)} />
            </Stack>
          ) : (
            <Button mt="md" ref={changeButton} onClick={() => setChanging(true)}>
              Modifier le mot de passe
            </Button>
          )}
        </Paper>
        {hasRight(rights, 'ADMIN') ? <InvitedConnection /> : null}
      </Stack>
    </Container>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';

export interface InvitedBannerProps {
  /** The invited user's name as the shell shows it. */
  userName: string;
  /** Who opened the session (the administrator), when known. */
  invitedBy: string;
  onBack: () => void;
}

export const INVITED_BACK_LABEL = 'Revenir à mon compte';

export function invitedBannerText(userName: string): string {
  return `Vous êtes connecté en tant que ${userName} (connexion invitée)`;
}

/**
 * Spec 1 §2 "invited connection": an administrator using the platform as another user sees it at
 * all times, with the way back. The BFF replaced the administrator's session by the invited one
 * and cannot restore it: going back is logging out and in again, which the help text says.
 */
export function InvitedBanner({ userName, invitedBy, onBack }: InvitedBannerProps) {
  const helpId = useId();
  const by = invitedBy.trim() === '' ? '' : ` (${invitedBy.trim()})`;
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      mt={4}
      px="sm"
      py={6}
      bg="yellow.1"
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid #b08800' }}
      data-testid="connexion-invitee"
    >
      <div style={{ minWidth: 0, flex: '1 1 20rem' }}>
        <Text fw={700} size="sm">
          {invitedBannerText(userName)}
        </Text>
        <Text size="xs" id={helpId}>
          Votre session d&apos;administrateur{by} a été remplacée par celle de cet utilisateur et ne
          peut pas être rétablie&#x202F;: pour revenir à votre compte, déconnectez-vous puis
          reconnectez-vous avec vos propres identifiants.
        </Text>
      </div>
      <Button size="xs" variant="default" onClick={onBack} aria-describedby={helpId}>
        {INVITED_BACK_LABEL}
      </Button>
    </Group>
  );
}

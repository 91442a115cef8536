import { Text } from '@mantine/core';

export interface StaffHintProps {
  instituteKeyword: string;
  /** The address typed is a staff one: the hint turns into an alert. */
  staff: boolean;
}

/** Spec 1 §2: institute staff do not reset their password here, they use their agent code. */
export function StaffHint({ instituteKeyword, staff }: StaffHintProps) {
  return (
    <Text size="sm" c={staff ? 'red.9' : undefined} role={staff ? 'alert' : undefined}>
      Si votre adresse mail contient « {instituteKeyword} », vous êtes un agent de l&apos;institut :
      connectez-vous avec votre code agent et votre mot de passe habituel.
    </Text>
  );
}

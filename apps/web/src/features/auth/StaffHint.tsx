import { Text } from '@mantine/core';

/** French typography: a narrow no-break space inside guillemets and before a colon. */
const NNBSP = '\u202f';

export interface StaffHintProps {
  instituteKeyword: string;
  /** The address typed is a staff one: the hint turns into an alert. */
  staff: boolean;
}

/** Spec 1 §2: institute staff do not reset their password here, they use their agent code. */
export function StaffHint({ instituteKeyword, staff }: StaffHintProps) {
  return (
    <Text size="sm" c={staff ? 'red.9' : undefined} role={staff ? 'alert' : undefined}>
      Si votre adresse e-mail contient «{NNBSP}
      {instituteKeyword}
      {NNBSP}», vous êtes un agent de l&apos;institut{NNBSP}: connectez-vous avec votre code agent
      et votre mot de passe habituel.
    </Text>
  );
}

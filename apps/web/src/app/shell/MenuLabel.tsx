import { Badge, Group, VisuallyHidden } from '@mantine/core';

export interface MenuLabelProps {
  label: string;
  /** Consents waiting for validation; nothing is shown at 0. */
  badge: number;
}

export function MenuLabel({ label, badge }: MenuLabelProps) {
  if (badge <= 0) return <>{label}</>;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{label}</span>
      <Badge color="red.9" size="sm" circle={badge < 10} aria-hidden>
        {badge}
      </Badge>
      <VisuallyHidden>
        {badge === 1 ? '(1 consentement à valider)' : `(${badge} consentements à valider)`}
      </VisuallyHidden>
    </Group>
  );
}

// A station's reception state (spec 3 §4): its colour, its wifi icon (crossed out when unknown)
// and its label, the same on the dashboard's list and map and on the station detail.
import { receptionState } from '@agro/domain/stations';
import { Badge, Tooltip } from '@mantine/core';
import { STATUS_FILLS } from '../../../components/StatusBadge';
import { WifiIcon, WifiOffIcon } from '../../../components/icons';

export interface ReceptionStateBadgeProps {
  /** The API's `indicateur`: 0, 1, 2; anything else is the unknown state. */
  indicateur: unknown;
}

export function ReceptionStateBadge({ indicateur }: ReceptionStateBadgeProps) {
  const state = receptionState(indicateur);
  return (
    <Tooltip label={state.description} multiline w={260} withArrow>
      <Badge
        color={STATUS_FILLS[state.colour]}
        variant="filled"
        radius="sm"
        tt="none"
        leftSection={state.icon === 'wifi' ? <WifiIcon /> : <WifiOffIcon />}
      >
        {state.label}
      </Badge>
    </Tooltip>
  );
}

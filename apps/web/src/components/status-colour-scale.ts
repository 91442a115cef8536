// A map's colour scale of states drawn in their status colours (the blight risks, the stations'
// reception states): each state in its colour, the grey one (unknown) left to the scale's default
// grey and its own legend line. The maps built it each by hand.
import { STATUS_COLOUR_HEX, type StatusColour } from '@agro/domain/status-colours';
import type { MapColorScale } from './map-style';

/** A state as the domain lists it: its status colour and its French name. */
export interface ColouredState {
  colour: StatusColour;
  label: string;
}

/**
 * The scale of `states`, each looked up by `valueOf` (the points' `colorValue`); points of any
 * other value, the grey states' included, are grey and read `defaultLabel`.
 */
export function statusColourScale<State extends ColouredState>(
  title: string,
  states: readonly State[],
  valueOf: (state: State) => string,
  defaultLabel: string,
): MapColorScale {
  return {
    title,
    colors: Object.fromEntries(
      states
        .filter((state) => state.colour !== 'grey')
        .map((state) => [valueOf(state), STATUS_COLOUR_HEX[state.colour]]),
    ),
    labels: Object.fromEntries(states.map((state) => [valueOf(state), state.label])),
    defaultColor: STATUS_COLOUR_HEX.grey,
    defaultLabel,
  };
}

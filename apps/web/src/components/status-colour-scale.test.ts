import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { describe, expect, it } from 'vitest';
import { statusColourScale } from './status-colour-scale';

describe('statusColourScale', () => {
  it('colours each state by its status colour and leaves the grey ones to the default', () => {
    const states = [
      { key: 'ok', colour: 'green', label: 'Complète' },
      { key: 'late', colour: 'red', label: 'Absente' },
      { key: 'unknown', colour: 'grey', label: 'Inconnue' },
    ] as const;
    expect(statusColourScale('État', states, (state) => state.key, 'Autre')).toEqual({
      title: 'État',
      colors: { ok: STATUS_COLOUR_HEX.green, late: STATUS_COLOUR_HEX.red },
      labels: { ok: 'Complète', late: 'Absente', unknown: 'Inconnue' },
      defaultColor: STATUS_COLOUR_HEX.grey,
      defaultLabel: 'Autre',
    });
  });
});

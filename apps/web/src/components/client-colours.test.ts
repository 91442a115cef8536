import { describe, expect, it } from 'vitest';
import { CLIENT_COLOURS, clientColour } from './client-colours';

describe('clientColour', () => {
  it('gives each client the next colour, then starts again', () => {
    expect(clientColour(0)).toBe(CLIENT_COLOURS[0]);
    expect(clientColour(9)).toBe(CLIENT_COLOURS[9]);
    expect(clientColour(10)).toBe(CLIENT_COLOURS[0]);
  });

  it('takes only the first colours when asked to', () => {
    expect(clientColour(7, 8)).toBe(CLIENT_COLOURS[7]);
    expect(clientColour(8, 8)).toBe(CLIENT_COLOURS[0]);
  });
});

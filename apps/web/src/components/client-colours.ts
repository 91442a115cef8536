// The clients' colours of the follow-up charts (the CHN scatter, the QN pie): distinct and
// colour-blind-friendly, so that two clients side by side are told apart, then repeated when there
// are more clients than colours.
export const CLIENT_COLOURS = [
  '#1864ab',
  '#e8590c',
  '#2b8a3e',
  '#862e9c',
  '#c2255c',
  '#0b7285',
  '#5c940d',
  '#a61e4d',
  '#364fc7',
  '#d9480f',
] as const;

/** The colour of the client at `index`, the palette's first `used` colours taken in turn. */
export function clientColour(index: number, used: number = CLIENT_COLOURS.length): string {
  return CLIENT_COLOURS[index % Math.min(used, CLIENT_COLOURS.length)] ?? CLIENT_COLOURS[0];
}

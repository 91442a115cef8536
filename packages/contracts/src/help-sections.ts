// The help page's sections (spec 1 §2 "Help", §6): their order, French labels and the read right
// each needs. Apart from the zod schemas (help-resources.ts) so that the web app can use them
// without carrying zod in its download.
import type { Right } from '@agro/domain/rights';

export const HELP_SECTIONS = [
  { key: 'mildiou', label: 'Mildiou', right: 'MILDIOU' },
  { key: 'station', label: 'Station', right: 'METEO' },
  { key: 'stades', label: 'Stades et Maladies', right: 'STADES' },
] as const satisfies readonly { key: string; label: string; right: Right }[];

export type HelpSectionKey = (typeof HELP_SECTIONS)[number]['key'];

export const HELP_SECTION_KEYS = HELP_SECTIONS.map((section) => section.key) as [
  HelpSectionKey,
  ...HelpSectionKey[],
];

/** Video files a browser plays in a `<video>` element; other video addresses are pages to open. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg)$/i;

/** Whether a video resource is a file to play in the page rather than a page to open. */
export function isVideoFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return VIDEO_FILE.test(path);
}

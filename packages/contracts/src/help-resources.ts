// The help resources of a deployment (spec 1 §2 "Help"): PDF notices and videos per section,
// read by the BFF from a JSON file (HELP_RESOURCES_FILE, docs/configuration.md), and the answer
// of GET /bff/help, which keeps only the sections the user's read rights open.
import { z } from 'zod';
import {
  HELP_SECTION_KEYS,
  HELP_SECTIONS,
  isVideoFile,
  type HelpSectionKey,
} from './help-sections.ts';

/** A path of the site itself: one leading slash (not `//`, which names another host). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Links are opened and videos played from the user's session page: only the site's own files
 * and https addresses, never `javascript:`, `data:` or plain http.
 */
export function isAllowedHelpUrl(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

const helpUrl = z.string().trim().refine(isAllowedHelpUrl, {
  error: 'adresse attendue\u202f: un chemin du site commençant par « / » ou une adresse https://',
});

/**
 * Captions come from the site itself: a browser loads a caption track from another site only
 * under CORS, which a video element without `crossorigin` does not ask for.
 */
const captionsPath = z.string().trim().regex(SITE_PATH, {
  error: 'sous-titres attendus sur le site\u202f: un chemin commençant par « / »',
});

export const helpResource = z
  .strictObject({
    kind: z.enum(['pdf', 'video'], { error: 'type attendu\u202f: « pdf » ou « video »' }),
    title: z.string().trim().min(1, { error: 'titre requis' }),
    url: helpUrl,
    description: z
      .string()
      .trim()
      .min(1, { error: 'description vide\u202f: retirez-la' })
      .optional(),
    /** WebVTT captions of a video file (RGAA 4.1 criterion 4.3: synchronised captions). */
    captions: captionsPath.optional(),
  })
  .refine((resource) => resource.captions === undefined || resource.kind === 'video', {
    error: 'des sous-titres ne vont qu’avec une vidéo',
    path: ['captions'],
  })
  .refine((resource) => resource.captions === undefined || isVideoFile(resource.url), {
    error: 'des sous-titres ne vont qu’avec un fichier vidéo (.mp4, .webm, .ogv…)',
    path: ['captions'],
  });
export type HelpResource = z.infer<typeof helpResource>;

const sectionResources = z.array(helpResource).default([]);

/** The deployment's file: one list per section; an absent section has no resources. */
export const helpResourcesFile = z.strictObject({
  mildiou: sectionResources,
  station: sectionResources,
  stades: sectionResources,
} satisfies Record<HelpSectionKey, unknown>);
export type HelpResources = z.infer<typeof helpResourcesFile>;

export const helpSection = z.object({
  key: z.enum(HELP_SECTION_KEYS),
  label: z.string(),
  resources: z.array(helpResource),
});
export type HelpSection = z.infer<typeof helpSection>;

/** Answer of GET /bff/help. */
export const helpAnswer = z.object({ sections: z.array(helpSection) });
export type HelpAnswer = z.infer<typeof helpAnswer>;

/**
 * Reads the text of a help resources file; a malformed one throws an error naming `source` and
 * every faulty entry in French, so a deployment stops at start-up rather than at the help page.
 */
export function parseHelpResources(text: string, source: string): HelpResources {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}\u202f: JSON illisible (${(error as Error).message})`);
  }
  const result = helpResourcesFile.safeParse(raw, { error: z.locales.fr().localeError });
  if (!result.success) {
    throw new Error(
      `${source}\u202f: ressources d'aide invalides\n${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

/** The sections whose read right the user holds, in the spec's order (deny by default). */
export function helpFor(rights: readonly string[], resources: HelpResources): HelpAnswer {
  return {
    sections: HELP_SECTIONS.filter((section) => rights.includes(section.right)).map((section) => ({
      key: section.key,
      label: section.label,
      resources: resources[section.key],
    })),
  };
}

/** Origins of the video files served by other sites, which the page policy must allow. */
export function helpMediaOrigins(resources: HelpResources): string[] {
  const origins = new Set<string>();
  for (const key of HELP_SECTION_KEYS) {
    for (const { kind, url } of resources[key]) {
      if (kind === 'video' && isVideoFile(url) && url.startsWith('https://')) {
        origins.add(new URL(url).origin);
      }
    }
  }
  return [...origins];
}

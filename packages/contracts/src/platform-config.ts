// Deployment settings the simulator, the BFF and the web app share: who the institute is, what the
// product is called, where users write for help (spec 1 §1 "support contact", §6 staff detection)
// where the maps take their background tiles from (spec 3 §7.4), and the day the platform runs as.
import { isIsoCalendarDate } from '@agro/domain/platform-date';
import { z } from 'zod';
import { DEFAULT_PLATFORM_CONFIG, type PlatformSettings } from './platform-defaults.ts';

export { DEFAULT_PLATFORM_CONFIG };

/** Placeholders MapLibre fills in a raster tile address; a template needs one of them. */
const TILE_PLACEHOLDERS = ['{z}', '{quadkey}', '{bbox-epsg-3857}'] as const;

/** A raster tile address template, such as `https://tuiles.example/{z}/{x}/{y}.png`. */
export const mapTileUrl = z
  .string()
  .trim()
  .refine(
    (url) => /^https?:\/\/[^/{}]+\//i.test(url) && TILE_PLACEHOLDERS.some((p) => url.includes(p)),
    {
      message:
        'MAP_TILE_URL doit être une adresse http(s) de tuiles contenant {z}, {x} et {y} (ou {quadkey}, ou {bbox-epsg-3857}), par exemple https://tuiles.example/{z}/{x}/{y}.png',
    },
  );

/** The day the whole platform runs as, 'YYYY-MM-DD' (docs/configuration.md, PLATFORM_DATE). */
export const platformDate = z.string().refine(isIsoCalendarDate, {
  error: (issue) =>
    `PLATFORM_DATE doit être une date réelle au format AAAA-MM-JJ, entre 1950 et 2050, par exemple 2026-06-15 (reçu\u202f: ${String(issue.input)})`,
});

export const platformConfig = z.object({
  /** Word that marks institute staff in an e-mail, and the domain prefix of their agent login. */
  instituteKeyword: z.string().trim().min(1),
  productName: z.string().trim().min(1),
  supportEmail: z.email(),
  /** Raster XYZ tile template of the maps' background; null draws the bundled outline only. */
  mapTileUrl: mapTileUrl.nullable(),
  /** Credit the tile provider requires, shown as plain text in the map's attribution. */
  mapTileAttribution: z.string().trim(),
  /**
   * The day the simulator's world and clock, the BFF's file names and the web app's "today" are
   * on, at the real time of day (@agro/domain/platform-date); null runs on the real clock.
   */
  platformDate: platformDate.nullable(),
}) satisfies z.ZodType<PlatformSettings>;
export type PlatformConfig = z.infer<typeof platformConfig>;

/**
 * The settings from `INSTITUTE_KEYWORD`, `PRODUCT_NAME`, `SUPPORT_EMAIL`, `MAP_TILE_URL`,
 * `MAP_TILE_ATTRIBUTION` and `PLATFORM_DATE`, defaults otherwise.
 */
export function readPlatformConfig(
  env: Readonly<Record<string, string | undefined>>,
): PlatformConfig {
  return platformConfig.parse({
    instituteKeyword: env.INSTITUTE_KEYWORD || DEFAULT_PLATFORM_CONFIG.instituteKeyword,
    productName: env.PRODUCT_NAME || DEFAULT_PLATFORM_CONFIG.productName,
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_PLATFORM_CONFIG.supportEmail,
    mapTileUrl: env.MAP_TILE_URL?.trim() || DEFAULT_PLATFORM_CONFIG.mapTileUrl,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? DEFAULT_PLATFORM_CONFIG.mapTileAttribution,
    // Spaces around the day are a slip of the pen, not another day.
    platformDate: env.PLATFORM_DATE?.trim() || DEFAULT_PLATFORM_CONFIG.platformDate,
  });
}

/** The origin of the tile server, which the page's Content-Security-Policy must allow; or null. */
export function mapTileOrigin(config: Pick<PlatformConfig, 'mapTileUrl'>): string | null {
  if (config.mapTileUrl === null) return null;
  // The placeholders are only in the path or the query: the scheme and host part parses as is.
  const [origin] = /^https?:\/\/[^/]+/i.exec(config.mapTileUrl) ?? [];
  return origin ? new URL(origin).origin : null;
}

/** The demo world's privileged recalage user (docs/configuration.md, RECALAGE_PRIVILEGED_LOGINS). */
export const DEFAULT_RECALAGE_PRIVILEGED_LOGINS = ['admin@demo.fr'] as const;

/**
 * The logins allowed to validate and integrate recalage requests, download the recalage file and
 * delete others' requests (spec 4 §6), from `RECALAGE_PRIVILEGED_LOGINS` (comma-separated). The
 * old product hard-coded six logins; here the BFF and the simulator read the same setting. Kept out
 * of PlatformConfig, which GET /bff/config hands to anybody: who is privileged is not public.
 */
export function readRecalagePrivilegedLogins(
  env: Readonly<Record<string, string | undefined>>,
): readonly string[] {
  const given = env.RECALAGE_PRIVILEGED_LOGINS;
  if (given === undefined) return DEFAULT_RECALAGE_PRIVILEGED_LOGINS;
  return given
    .split(',')
    .map((login) => login.trim())
    .filter((login) => login !== '');
}

// The shared defaults of the deployment settings, apart from their zod schema so that the web app
// can fall back on them without carrying zod in its first download.
import { DEFAULT_INSTITUTE_NAME } from '@agro/domain/session';

/**
 * The settings' shape, written without zod: this module is the leaf, and platform-config.ts's
 * schema is checked against it (its PlatformConfig is this shape).
 */
export interface PlatformSettings {
  instituteKeyword: string;
  productName: string;
  supportEmail: string;
  mapTileUrl: string | null;
  mapTileAttribution: string;
  platformDate: string | null;
}

export const DEFAULT_PLATFORM_CONFIG: PlatformSettings = {
  instituteKeyword: DEFAULT_INSTITUTE_NAME,
  productName: "Plateforme d'aide à la décision agronomique",
  supportEmail: 'support@demo.fr',
  // No tiles by default: many machines the platform runs on (tests, closed networks) have no
  // internet, and the maps then draw the bundled outline of France.
  mapTileUrl: null,
  mapTileAttribution: '',
  // The real clock: the platform is on the day it runs.
  platformDate: null,
};

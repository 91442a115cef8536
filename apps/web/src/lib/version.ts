declare const __APP_VERSION__: string;

/**
 * The release the build comes from, written in at build time (vite.config.ts `appVersion`):
 * `APP_VERSION` if set, else `git describe --tags`, else the package version and short commit.
 */
export const APP_VERSION: string = __APP_VERSION__;

declare const __APP_VERSION__: string;

/** The web app's version (apps/web/package.json), written in at build time (vite.config.ts). */
export const APP_VERSION: string = __APP_VERSION__;

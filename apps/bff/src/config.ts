// BFF configuration from the environment (docs/configuration.md).
export interface BffConfig {
  port: number;
  host: string;
  /** Base URL of the institute's model API, including its `/api` prefix. */
  upstreamUrl: string;
  /** Directory of the built web app; null serves no web app (development with Vite). */
  webRoot: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT invalide : ${env.PORT}`);
  }
  const upstreamUrl = env.UPSTREAM_URL ?? 'http://localhost:4010/api';
  // Fails fast on a malformed address rather than at the first proxied call.
  new URL(upstreamUrl);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    upstreamUrl: upstreamUrl.replace(/\/+$/, ''),
    webRoot: env.WEB_ROOT ?? null,
  };
}

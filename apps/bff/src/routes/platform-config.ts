// GET /bff/config: the deployment settings the web app shows (product name, support address, map
// tiles, the platform's day). Public: nothing in them is secret (platform-config.ts).
import type { PlatformConfig } from '@agro/contracts/platform-config';
import type { FastifyInstance } from 'fastify';

export function registerPlatformConfigRoute(app: FastifyInstance, platform: PlatformConfig): void {
  app.get('/bff/config', async () => platform);
}

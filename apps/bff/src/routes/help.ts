// The help page's resources (spec 1 §2 "Help", §6): only the sections whose read right the
// session holds, so a notice's address is not even shown to a user without the module.
import { helpFor, type HelpAnswer, type HelpResources } from '@agro/contracts/help-resources';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../plugins/app/session.ts';
import { requireSession } from '../plugins/app/authorization.ts';

export function registerHelpRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  resources: HelpResources,
): void {
  app.get('/bff/help', async (request): Promise<HelpAnswer> => {
    const session = await requireSession(sessions, request);
    return helpFor(session.rights, resources);
  });
}

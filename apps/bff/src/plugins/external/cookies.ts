// Cookie parsing and the signer of the session and consent cookies' tokens, with the BFF's key
// (shared by every replica: config.ts, shared-state.ts).
import cookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

export async function registerCookies(app: FastifyInstance, sessionSecret: string): Promise<void> {
  await app.register(cookie);
  await app.register(fastifyJwt, { secret: sessionSecret });
}

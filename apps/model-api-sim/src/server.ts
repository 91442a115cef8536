// The model API simulator: every catalogue call is routed under /api, checked like the real API
// checks it (bearer token, rights, input schema), then answered from the in-memory world. Calls
// whose behaviour is not built yet answer 501 naming the call, so what remains is visible.
import { catalogue, type CatalogueEntry } from '@agro/contracts/catalogue/catalogue';
import { invalidInputMessage } from '@agro/contracts/validation-messages';
import { platformNow } from '@agro/domain/platform-date';
import { canAccess, effectiveRights } from '@agro/domain/rights';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readSimConfig, type SimConfig } from './config.ts';
import { ApiError, notFound, type ErrorBody } from './errors.ts';
import { registerFaults } from './faults.ts';
import { SerialisedAnswer } from './serialised-answer.ts';
import { isWorldWrite, READING_POSTS, WRITING_GETS } from '@agro/contracts/catalogue/writes';
import { moduleOfList } from './precompute/modules.ts';
import { Precompute, type ModuleProgress } from './precompute/scheduler.ts';
import {
  familyOf,
  HANDLER_FAMILIES,
  handlers,
  LIST_READS,
  ROW_READS,
  type HandlerFamily,
} from './handlers/index.ts';
import type { CallContext, Handler } from './handlers/types.ts';
import { streamFor } from './random.ts';
import { generateWorld } from './world/generate.ts';
import { STAGE_ROWS } from './world/stages/row-cache.ts';
import type { UserAccount } from './world/types.ts';
import type { World } from './world/world.ts';
import { findAccountByLogin } from './world/users.ts';

export interface SimulatorOptions {
  logger?: boolean;
  /** Overrides of the environment's settings (tests pass their own). */
  config?: Partial<SimConfig>;
  /** The clock; tests fix it. Without it, the platform's clock (PLATFORM_DATE or the real one). */
  now?: () => Date;
}

export interface Simulator extends FastifyInstance {
  /** The current state (tests and benchmarks read it). */
  world(): World;
}

/** Fastify's route syntax (`:name`) for a catalogue template (`{name}`). */
export function toFastifyPath(template: string): string {
  return `/api/${template.replace(/\{([^}]+)\}/g, ':$1')}`;
}

export function notImplementedMessage(entry: CatalogueEntry): string {
  return `Appel non implémenté par le simulateur : ${entry.method} ${entry.path} (${entry.id})`;
}

export function isImplemented(entry: CatalogueEntry): boolean {
  return handlers[entry.id] !== undefined;
}

function parsePart(schema: z.ZodType | null, value: unknown, part: string): unknown {
  if (schema === null) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ApiError(400, invalidInputMessage(part, result.error));
  return result.data;
}

interface TokenClaims {
  sub: string;
}

// Which calls are writes: one rule for the simulator's kept lists and the BFF's (issue 43).
export { isWorldWrite, READING_POSTS, WRITING_GETS };

export function buildSimulator(options: SimulatorOptions = {}): Simulator {
  const config: SimConfig = { ...readSimConfig(), ...options.config };
  // The world is generated on, and every call answered as of, the platform's day, so a demo or a
  // test shows the season of PLATFORM_DATE whatever the month.
  const now = options.now ?? (() => platformNow(config.platform.platformDate, new Date()));
  let generatedAt = now();
  const build = () => {
    generatedAt = now();
    return generateWorld({
      seed: config.seed,
      scale: config.scale,
      now: generatedAt,
      instituteKeyword: config.platform.instituteKeyword,
    });
  };
  let world = build();
  // Writes taken so far by each family of calls, and the test hooks' changes, which any answer
  // may show (CallContext.writes).
  const familyWrites = new Map<HandlerFamily, number>(HANDLER_FAMILIES.map((f) => [f, 0]));
  let writes = 0;
  /** The writes a call's answer can show: those of the families it reads (all by default). */
  const writesSeenBy = (id: string): number => {
    let seen = writes;
    const families = LIST_READS[id] ?? ROW_READS[id] ?? HANDLER_FAMILIES;
    for (const family of families) seen += familyWrites.get(family) ?? 0;
    return seen;
  };
  // The seeded accounts, so a test hook can put one account back without resetting the world.
  let seededUsers = structuredClone(world.users);

  // The day's rows of every module, worked out ahead by worker threads (issue 42).
  const startPrecompute = (): Precompute | null =>
    config.precomputeWorkers === 0
      ? null
      : new Precompute({
          world,
          generation: {
            seed: config.seed,
            scale: config.scale,
            now: generatedAt.toISOString(),
            instituteKeyword: config.platform.instituteKeyword,
          },
          workers: config.precomputeWorkers,
          writesSeenBy,
          onFailure: (module, reason) => app.log.error(`Précalcul ${module} en échec : ${reason}`),
          onReady: (module, figures) =>
            app.log.info(
              `Précalcul ${module} : ${figures.rows} lignes, prêt en ${Math.round(figures.ms)} ms`,
            ),
        });
  let precompute: Precompute | null = null;

  const app = Fastify({
    logger: options.logger ?? false,
    // Hung calls (fault injection) must not keep the server from closing.
    forceCloseConnections: true,
  }) as unknown as Simulator;
  app.decorate('world', () => world);

  app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { expiresIn: config.tokenTtlSeconds },
  });

  const issueToken = (user: UserAccount): string =>
    app.jwt.sign({ sub: user.login } satisfies TokenClaims);

  async function callerOf(request: FastifyRequest, required: boolean): Promise<UserAccount | null> {
    if (!request.headers.authorization) {
      if (required) throw new ApiError(401, 'Authentification requise');
      return null;
    }
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw new ApiError(401, 'Jeton invalide ou expiré');
    }
    const account = findAccountByLogin(world, claims.sub);
    if (!account) throw new ApiError(401, 'Utilisateur inconnu');
    return account;
  }

  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .send({ code: error.status, message: error.message } satisfies ErrorBody);
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    const message =
      status === 500 ? 'Erreur interne du simulateur' : `Requête invalide : ${error.message}`;
    return reply.code(status).send({ code: status, message } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      code: 404,
      message: `Appel inconnu : ${request.method} ${request.url}`,
    } satisfies ErrorBody),
  );

  registerFaults(app, config.faults, streamFor(config.seed, 'faults'));

  precompute = startPrecompute();
  app.addHook('onClose', async () => {
    await precompute?.close();
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Whether every module's rows are computed (503 meanwhile): the benchmarks wait for it.
  app.get('/readyz', async (_request, reply) => {
    const modules: Record<string, ModuleProgress> = precompute?.states() ?? {};
    const ready = Object.values(modules).every((progress) => progress.state === 'ready');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'computing', modules });
  });

  if (config.testHooks) {
    app.post('/__sim/reset', async () => {
      await precompute?.close();
      world = build();
      writes += 1;
      seededUsers = structuredClone(world.users);
      precompute = startPrecompute();
      return { reset: true };
    });
    // Puts one account (password, accepted terms) back as seeded. Unlike a reset, it leaves the
    // rest of the world alone, so tests running beside the one that calls it are not disturbed.
    app.post<{ Params: { login: string } }>('/__sim/accounts/:login/restore', async (request) => {
      const index = world.users.findIndex((user) => user.login === request.params.login);
      const seeded = seededUsers.find((user) => user.login === request.params.login);
      if (index < 0 || !seeded) throw notFound('Compte');
      world.users[index] = structuredClone(seeded);
      writes += 1;
      return { restored: request.params.login };
    });
    app.get('/__sim/outbox', async () => ({ data: world.outbox }));
  }

  for (const entry of catalogue) {
    const handler = handlers[entry.id] as Handler<typeof entry.id> | undefined;
    const open = (entry.rights as readonly string[]).includes('open');
    app.route({
      method: entry.method,
      url: toFastifyPath(entry.path),
      handler: async (request, reply) => {
        if (!handler)
          return reply.code(501).send({ code: 501, message: notImplementedMessage(entry) });
        const caller = await callerOf(request, !open);
        if (caller && !open) {
          const viewer = { loggedIn: true as const, rights: effectiveRights(caller.droitsTPC) };
          if (!canAccess(viewer, entry.rights)) {
            throw new ApiError(403, `Droit insuffisant pour ${entry.method} ${entry.path}`);
          }
        }
        // A big list waits for its module's rows, computed ahead, if they are not kept yet.
        const module = moduleOfList.get(entry.id);
        const pending = module === undefined ? null : (precompute?.pending(module) ?? null);
        if (pending) await pending;
        // Counted before the handler runs: a write that fails half-way may still have changed
        // something.
        if (isWorldWrite(entry)) {
          const family = familyOf.get(entry.id);
          if (family === undefined) writes += 1;
          else familyWrites.set(family, (familyWrites.get(family) ?? 0) + 1);
        }
        const context = {
          params: parsePart(entry.params, request.params, 'chemin'),
          query: parsePart(entry.query, request.query, 'paramètres'),
          body: parsePart(entry.body, request.body, 'corps'),
          caller,
          world,
          config,
          now: now(),
          issueToken,
          writes: writesSeenBy(entry.id),
          stageRowWrites: writesSeenBy(STAGE_ROWS),
        } as CallContext<typeof entry.id>;
        const answer = await handler(context as never);
        if (answer instanceof SerialisedAnswer) {
          return reply.type('application/json; charset=utf-8').send(answer.bytes);
        }
        return answer;
      },
    });
  }

  return app;
}

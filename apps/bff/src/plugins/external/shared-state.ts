// What the BFF's replicas share (docs/adr/0006-bff-replicas-and-redis.md): with `REDIS_URL`, the
// rate-limit counters, the revoked sessions and, when none is configured, the keys of sessions and
// consent links live in Redis. Without it, one replica keeps them in its own memory.
//
// Redis is never on the path of an answer for longer than a short time-out: when it is away, every
// command fails at once (no offline queue), the stores fall back to this process's memory, the log
// says so once per outage and `/readyz` reports the replica degraded, while the client reconnects
// in the background.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { BffConfig } from '../../config.ts';

/** Every key the platform writes starts with this, so one Redis may serve other uses too. */
export const KEY_PREFIX = 'agro:';
/** A command taking longer fails: a hung Redis must not hang the proxy. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** How long a starting replica waits for Redis before serving with its own keys. */
const START_WAIT_MS = 10_000;
const RECONNECT_MAX_DELAY_MS = 2_000;
const SKIP_AFTER_FAILURE_MS = 1_000;

/** `local`: no Redis configured; `shared`: Redis answers; `unreachable`: configured, away now. */
export type SharedStateStatus = 'local' | 'shared' | 'unreachable';

export interface SharedState {
  /** The client when Redis is configured (its commands may fail: see `failed`). */
  readonly redis: Redis | null;
  status(): SharedStateStatus;
  /** A store's Redis command failed: the first failure of an outage is logged. */
  failed(what: string, error: unknown): void;
  /** Called each time Redis answers again after a connection (first one included). */
  onReconnect(action: () => Promise<void>): void;
  /**
   * The key named `name`: the configured one, or with Redis and none configured, the one every
   * replica shares (drawn by the first replica that asks). Null: draw one for this process.
   */
  sharedKey(name: string): Promise<string | null>;
  close(): Promise<void>;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createSharedState(
  redisUrl: string | null,
  log: FastifyBaseLogger,
  /** Redis's password, when the address does not carry it (compose's REDIS_PASSWORD). */
  password: string | null = null,
): SharedState {
  if (redisUrl === null) {
    return {
      redis: null,
      status: () => 'local',
      failed: () => undefined,
      onReconnect: () => undefined,
      sharedKey: async () => null,
      close: async () => undefined,
    };
  }
  const redis = new Redis(redisUrl, {
    ...(password === null ? {} : { password }),
    keyPrefix: KEY_PREFIX,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Every proxied call asks one EXISTS: concurrent ones travel in one round trip.
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, RECONNECT_MAX_DELAY_MS),
  });
  const reconnectActions: Array<() => Promise<void>> = [];
  let outageLogged = false;
  /** Until then, the stores do not ask Redis: it just failed. */
  let skipUntil = 0;
  let everReady = false;

  function reportOutage(message: string, error?: unknown): void {
    if (outageLogged) return;
    outageLogged = true;
    log.warn(
      error === undefined ? {} : { err: reason(error) },
      `Redis injoignable (${message}) : limites de débit par processus, révocations de session non partagées jusqu'à son retour`,
    );
  }

  // Without a listener, a connection error would end the process.
  redis.on('error', (error: unknown) => reportOutage('connexion', error));
  let closing = false;
  redis.on('close', () => {
    if (everReady && !closing) reportOutage('connexion fermée');
  });
  redis.on('ready', () => {
    if (outageLogged) log.warn('Redis de nouveau joignable : état partagé rétabli');
    outageLogged = false;
    everReady = true;
    for (const action of reconnectActions) {
      action().catch((error: unknown) => reportOutage('reprise', error));
    }
  });

  function waitForReady(ms: number): Promise<boolean> {
    if (redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        redis.off('ready', ready);
        resolve(false);
      }, ms);
      const ready = () => {
        clearTimeout(timer);
        resolve(true);
      };
      redis.once('ready', ready);
    });
  }

  return {
    redis,
    status: () => (redis.status === 'ready' && Date.now() >= skipUntil ? 'shared' : 'unreachable'),
    failed(what, error) {
      reportOutage(what, error);
      // A Redis that stopped answering without closing the connection (hung, overloaded) would
      // cost every request a time-out: skip it a moment, and connect afresh, so that its return
      // is a 'ready' like any other and the outage's revocations are written back.
      skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
      if (redis.status === 'ready') redis.disconnect(true);
    },
    onReconnect: (action) => {
      reconnectActions.push(action);
    },
    async sharedKey(name) {
      if (!(await waitForReady(START_WAIT_MS))) {
        log.error(
          `Redis injoignable au démarrage : clé « ${name} » propre à ce réplica, ses sessions et liens ne vaudront pas sur les autres`,
        );
        return null;
      }
      const key = `secret:${name}`;
      try {
        await redis.set(key, randomBytes(32).toString('hex'), 'NX');
        const shared = await redis.get(key);
        if (shared === null) return null;
        // An emptied Redis (restarted without its data) gets back the key the replicas use.
        reconnectActions.push(async () => {
          await redis.set(key, shared, 'NX');
        });
        return shared;
      } catch (error) {
        log.error({ err: reason(error) }, `Redis : clé « ${name} » non partagée`);
        return null;
      }
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The configuration with the replicas' shared keys in place of keys drawn for this process alone:
 * without them, a session opened on one replica, or a consent link made there, would be refused by
 * the next. Configured keys are kept as they are.
 */
export async function withSharedKeys(
  config: BffConfig,
  shared: SharedState,
  log: FastifyBaseLogger,
): Promise<BffConfig> {
  if (shared.redis === null) return config;
  let result = config;
  if (config.sessionSecretGenerated) {
    const key = await shared.sharedKey('session');
    if (key !== null) {
      log.warn('BFF_SESSION_SECRET absent : clé de session partagée par les réplicas dans Redis');
      result = { ...result, sessionSecret: key, sessionSecretGenerated: false };
    }
  }
  if (config.consent.linkSecretGenerated) {
    const key = await shared.sharedKey('consent-link');
    if (key !== null) {
      log.warn(
        'CONSENT_LINK_SECRET absent : clé des liens de consentement partagée par les réplicas dans Redis',
      );
      result = {
        ...result,
        consent: { ...result.consent, linkSecret: key, linkSecretGenerated: false },
      };
    }
  }
  return result;
}

// Sessions ended by a logout (or an upstream 401), refused until they would have expired anyway.
// The cookie itself stays valid cryptographically, so the refusal must reach every replica: with
// Redis, a key per revoked session expiring with it, asked with one EXISTS per request.
//
// While Redis is away (docs/adr/0006-bff-replicas-and-redis.md) a session is accepted unless this
// replica ended it itself or already saw it refused: refusing every session nobody can check would log every user out during
// an outage of a store that holds no user data. A logout made meanwhile is kept here and written
// to Redis when it answers again, with every other revocation this replica knows, so an emptied
// Redis learns them back.
import type { SharedState } from './shared-state.ts';

export interface Revocations {
  /** Refuses the session `id` until `exp` (seconds since the epoch) on every replica. */
  revoke(id: string, exp: number): Promise<void>;
  /** Whether the session `id`, valid until `exp`, was revoked here or on another replica. */
  isRevoked(id: string, exp: number): Promise<boolean>;
}

const keyOf = (id: string) => `revoked:${id}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createRevocations(shared: SharedState): Revocations {
  /** What this replica revoked, kept until expiry: all there is without Redis. */
  const known = new Map<string, number>();
  const { redis } = shared;

  function forgetPast(now: number): void {
    for (const [id, exp] of known) if (exp <= now) known.delete(id);
  }

  async function share(id: string, exp: number): Promise<void> {
    if (!redis) return;
    try {
      await redis.set(keyOf(id), '1', 'EXAT', exp);
    } catch (error) {
      shared.failed('révocation de session', error);
    }
  }

  shared.onReconnect(async () => {
    forgetPast(nowSeconds());
    await Promise.all([...known].map(([id, exp]) => share(id, exp)));
  });

  return {
    async revoke(id, exp) {
      forgetPast(nowSeconds());
      known.set(id, exp);
      await share(id, exp);
    },
    async isRevoked(id, exp) {
      if (known.has(id)) return true;
      if (!redis || shared.status() !== 'shared') return false;
      try {
        const revoked = (await redis.exists(keyOf(id))) > 0;
        // Learnt here too, so this replica still refuses it while Redis is away.
        if (revoked) known.set(id, exp);
        return revoked;
      } catch (error) {
        shared.failed('vérification de révocation', error);
        return false;
      }
    },
  };
}

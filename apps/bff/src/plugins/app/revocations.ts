// Sessions ended before their expiry, refused until they would have expired anyway: one session by
// a logout (or an upstream 401), or every session of a user opened before a password change. The
// cookie itself stays valid cryptographically, so the refusal must reach every replica: with Redis,
// a key per ended session (and per user whose sessions were ended) expiring with it, asked with one
// MGET per request.
//
// While Redis is away (docs/adr/0006-bff-replicas-and-redis.md) a session is accepted unless this
// replica ended it itself or already saw it refused: refusing every session nobody can check would
// log every user out during an outage of a store that holds no user data. What is ended meanwhile
// is kept here and written to Redis when it answers again, with every other ending this replica
// knows, so an emptied Redis learns them back.
import { hashedKey } from '../external/counters.ts';
import type { SharedState } from '../external/shared-state.ts';

/** A session as the revocation check sees it. */
export interface RevocableSession {
  /** Random id, drawn when the session opened. */
  id: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** For a user's session: the login and when the session opened (ms since the epoch). */
  owner?: { login: string; startedMs: number };
}

export interface Revocations {
  /** Refuses the session `id` until `exp` (seconds since the epoch) on every replica. */
  revoke(id: string, exp: number): Promise<void>;
  /**
   * Refuses every session of `login` opened before now, until `exp` (the longest a session opened
   * now could last). Answers the moment: a session opened at it or later is accepted.
   */
  revokeSessionsOf(login: string, exp: number): Promise<number>;
  /** Whether the session was ended here or on another replica. */
  isRevoked(session: RevocableSession): Promise<boolean>;
}

interface Ending {
  /** Value kept: '1' for a session, the moment (ms) for a user's sessions. */
  value: string;
  exp: number;
}

const sessionKey = (id: string) => `revoked:${id}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Users' keys kept: hashing a login on every request cost more than the rest of the check. */
const USER_KEYS_KEPT = 10_000;

export function createRevocations(shared: SharedState): Revocations {
  const userKeys = new Map<string, string>();
  function userKey(login: string): string {
    let key = userKeys.get(login);
    if (key === undefined) {
      key = `revoked-user:${hashedKey(login.toLowerCase())}`;
      if (userKeys.size >= USER_KEYS_KEPT) userKeys.clear();
      userKeys.set(login, key);
    }
    return key;
  }
  /** What this replica ended or learnt was ended, by key, kept until expiry. */
  const known = new Map<string, Ending>();
  const { redis } = shared;

  function forgetPast(now: number): void {
    for (const [key, ending] of known) if (ending.exp <= now) known.delete(key);
  }

  async function share(key: string, ending: Ending): Promise<void> {
    if (!redis) return;
    try {
      await redis.set(key, ending.value, 'EXAT', ending.exp);
    } catch (error) {
      shared.failed('révocation de session', error);
    }
  }

  async function end(key: string, ending: Ending): Promise<void> {
    forgetPast(nowSeconds());
    known.set(key, ending);
    await share(key, ending);
  }

  shared.onReconnect(async () => {
    forgetPast(nowSeconds());
    await Promise.all([...known].map(([key, ending]) => share(key, ending)));
  });

  function endedBy(
    session: RevocableSession,
    sessionValue: string | null,
    userValue: string | null,
  ) {
    if (sessionValue !== null) return true;
    return (
      userValue !== null &&
      session.owner !== undefined &&
      session.owner.startedMs < Number(userValue)
    );
  }

  return {
    revoke: (id, exp) => end(sessionKey(id), { value: '1', exp }),
    async revokeSessionsOf(login, exp) {
      const moment = Date.now();
      await end(userKey(login), { value: String(moment), exp });
      return moment;
    },
    async isRevoked(session) {
      const keys = [sessionKey(session.id), session.owner ? userKey(session.owner.login) : null];
      const local = keys.map((key) => (key === null ? null : (known.get(key)?.value ?? null)));
      if (endedBy(session, local[0] ?? null, local[1] ?? null)) return true;
      if (!redis || shared.status() !== 'shared') return false;
      try {
        const present = keys.filter((key) => key !== null);
        const values = await redis.mget(...present);
        const [sessionValue = null, userValue = null] = values;
        const revoked = endedBy(session, sessionValue, userValue);
        // Learnt here too, so this replica still refuses it while Redis is away.
        if (sessionValue !== null) {
          known.set(keys[0] as string, { value: '1', exp: session.exp });
        } else if (revoked) {
          const key = keys[1] as string;
          const exp = Math.max(known.get(key)?.exp ?? 0, session.exp);
          known.set(key, { value: userValue as string, exp });
        }
        return revoked;
      } catch (error) {
        shared.failed('vérification de révocation', error);
        return false;
      }
    },
  };
}

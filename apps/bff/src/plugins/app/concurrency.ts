// A cap on the upstream calls one session (or, without a session, one address) has under way at
// once, so that one browser tab or script cannot hold every connection of the pool to the model API.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BffError, TOO_MANY_CALLS_MESSAGE } from '../../lib/errors.ts';

export interface ConcurrencyLimit {
  /** Counts the call until its response is over; 429 when the caller already has `max` running. */
  enter(request: FastifyRequest, reply: FastifyReply, key: string): void;
  /** Calls under way for a caller (tests). */
  running(key: string): number;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  const running = new Map<string, number>();
  return {
    enter(_request, reply, key) {
      const count = running.get(key) ?? 0;
      if (count >= max) throw new BffError(429, TOO_MANY_CALLS_MESSAGE);
      running.set(key, count + 1);
      // 'close' comes once the response is sent, or when the browser went away before.
      reply.raw.once('close', () => {
        const left = (running.get(key) ?? 1) - 1;
        if (left <= 0) running.delete(key);
        else running.set(key, left);
      });
    },
    running: (key) => running.get(key) ?? 0,
  };
}

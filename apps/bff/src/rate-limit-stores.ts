// @fastify/rate-limit's two stores, which the package ships without declarations (nor an export
// in its types): the BFF's shared store (rate-limits.ts) puts the Redis one in front of the local
// one. Loaded with require, being CommonJS files reached by their path.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counter = Pick<FastifyRateLimitStore, 'incr'>;

interface LocalStoreConstructor {
  new (continueExceeding: boolean, exponentialBackoff: boolean, keysKept: number): Counter;
}

interface RedisStoreConstructor {
  new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix: string,
  ): Counter;
}

const require = createRequire(import.meta.url);

export const LocalStore =
  require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreConstructor;
export const RedisStore =
  require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreConstructor;

export declare const REDIS_SERVER_PATH: string;
export declare function ensureRedisServer(): void;
export declare function freePort(): Promise<number>;
export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Starts it again on the same port (empty) after `stop()`. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as a hung server. */
  pause(): void;
  resume(): void;
  /** Kills it, as an outage would. */
  stop(): Promise<void>;
}
export declare function startRedisServer(): Promise<RedisServer>;

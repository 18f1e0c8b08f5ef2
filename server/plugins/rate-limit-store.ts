// The rate-limit store: counts in Redis when REDIS_URL is set and Redis
// answers, and in this process otherwise, so a limit is never switched off.
// While Redis is down each instance counts on its own (an attacker spread
// over N instances gets N times the allowance, never unlimited); once Redis
// answers again counting goes back to it.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

// The plugin's own stores (CommonJS files it does not export): the same counting rules in both places.
const load = createRequire(import.meta.url);
const LocalStore = load('@fastify/rate-limit/store/LocalStore') as StoreCtor;
const RedisStore = load('@fastify/rate-limit/store/RedisStore') as StoreCtor;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store extends FastifyRateLimitStore {
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
}
type StoreCtor = new (...args: any[]) => Store;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & { continueExceeding?: boolean; exponentialBackoff?: boolean };

class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis | undefined,
    private readonly shared: Store | undefined,
    private readonly local: Store,
  ) {}

  private pick(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
    const local = () => (method === 'read' ? this.local.read!(key, cb, timeWindow, max) : this.local.incr(key, cb, timeWindow, max));
    if (!this.shared || this.redis?.status !== 'ready') return local();
    const done: Callback = (err, res) => (err ? local() : cb(null, res));
    if (method === 'read') this.shared.read!(key, done, timeWindow, max);
    else this.shared.incr(key, done, timeWindow, max);
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.pick('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.pick('read', key, cb, timeWindow, max);
  }

  child(routeOptions: RouteOptions): FallbackStore {
    return new FallbackStore(this.redis, this.shared?.child(routeOptions), this.local.child(routeOptions));
  }
}

/** A store class for @fastify/rate-limit's `store` option. */
export function fallbackStore(redis: Redis | undefined, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const o = options as FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(
        redis,
        redis ? new RedisStore(o.continueExceeding, o.exponentialBackoff, redis, nameSpace) : undefined,
        new LocalStore(o.continueExceeding, o.exponentialBackoff),
      );
    }
  };
}

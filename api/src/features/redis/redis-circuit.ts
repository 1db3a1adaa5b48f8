import type { Redis } from 'ioredis';

/** What the API knows of Redis: `off` (not configured), `up`, or `down` (every user falls back to the process). */
export type RedisState = 'off' | 'up' | 'down';

/** No request waits on Redis longer than this: past it the circuit opens and the request is decided here. */
export const REDIS_WAIT_LIMIT_MS = 50;

export type RedisCircuitOptions = {
  /** How long a request waits on one command before it is decided without Redis (a failure). */
  waitLimitMs?: number;
  /** Failures in a row that open the circuit (a lost connection opens it at once). */
  failuresToOpen?: number;
  /** While open, how often a PING in the background checks whether Redis answers again. */
  probeIntervalMs?: number;
  onOpen?: (reason: unknown) => void;
  onClose?: () => void;
};

class RedisTooSlowError extends Error {
  constructor(waitLimitMs: number) {
    super(`Redis did not answer within ${waitLimitMs} ms`);
    this.name = 'RedisTooSlowError';
  }
}

/**
 * A circuit breaker in front of Redis, the one place that says whether Redis may be used. A command that
 * fails or takes longer than `waitLimitMs` is given up (the caller decides without Redis); `failuresToOpen`
 * such in a row, or a lost connection, open it; while open, `run` fails at once (callers count in the
 * process instead) and a PING in the background, every `probeIntervalMs`, closes it again once Redis
 * answers. A dead Redis (connection refused) and a frozen one (connected, silent) so cost a request at most
 * `waitLimitMs`, a few requests in all, and nothing after.
 */
export class RedisCircuit {
  private open = false;
  private failuresInARow = 0;
  private probeTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly waitLimitMs: number;
  private readonly probeIntervalMs: number;
  private readonly failuresToOpen: number;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly options: RedisCircuitOptions = {},
  ) {
    this.waitLimitMs = options.waitLimitMs ?? REDIS_WAIT_LIMIT_MS;
    this.probeIntervalMs = options.probeIntervalMs ?? 500;
    this.failuresToOpen = options.failuresToOpen ?? 3;
    redis?.on('end', () => this.trip(new Error('the Redis connection ended')));
    redis?.on('close', () => this.trip(new Error('the Redis connection closed')));
  }

  get state(): RedisState {
    if (!this.redis) return 'off';
    return this.available ? 'up' : 'down';
  }

  /** Whether a command may be sent now: configured, connected, and the circuit closed. */
  get available(): boolean {
    return this.redis !== undefined && !this.open && this.redis.status === 'ready';
  }

  /**
   * Runs a Redis command under the wait limit (a request's 50 ms unless background work gives its own);
   * rejects at once while the circuit is open. The command itself may still complete later (a frozen Redis
   * that wakes up): callers must tolerate that.
   */
  run<T>(command: (redis: Redis) => Promise<T>, waitLimitMs = this.waitLimitMs): Promise<T> {
    if (!this.redis || !this.available) {
      if (this.redis) this.trip(new Error(`Redis is ${this.redis.status}`));
      return Promise.reject(new Error('Redis is unavailable'));
    }
    const pending = command(this.redis);
    // Settled later by ioredis's command timeout when Redis is frozen: never an unhandled rejection.
    pending.catch(() => undefined);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new RedisTooSlowError(waitLimitMs);
        this.failed(error);
        reject(error);
      }, waitLimitMs);
      pending.then(
        (value) => {
          clearTimeout(timer);
          this.failuresInARow = 0;
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          this.failed(error);
          reject(error);
        },
      );
    });
  }

  /** One slow answer on a busy machine is not an outage: a few in a row are. */
  private failed(reason: unknown): void {
    this.failuresInARow += 1;
    if (this.failuresInARow >= this.failuresToOpen) this.trip(reason);
  }

  /** Opens the circuit (once) and starts probing. */
  trip(reason: unknown): void {
    if (this.open || this.stopped || !this.redis) return;
    this.open = true;
    this.options.onOpen?.(reason);
    this.scheduleProbe();
  }

  private scheduleProbe() {
    if (this.probeTimer || this.stopped) return;
    this.probeTimer = setTimeout(() => void this.probe(), this.probeIntervalMs);
    this.probeTimer.unref();
  }

  private async probe() {
    this.probeTimer = undefined;
    const redis = this.redis;
    if (!redis || this.stopped) return;
    try {
      if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
      // ioredis's own commandTimeout ends a PING a frozen Redis never answers.
      await redis.ping();
      if (this.stopped) return;
      this.open = false;
      this.failuresInARow = 0;
      this.options.onClose?.();
    } catch {
      this.scheduleProbe();
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
  }
}

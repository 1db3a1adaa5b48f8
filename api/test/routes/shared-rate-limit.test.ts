import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { migratedPglite } from '../helpers/pglite-template';
import { startOwnRedis, type OwnRedis } from '../helpers/own-redis';
import { TEST_ENV } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';

/**
 * Two app instances sharing one Redis (and nothing else: each has its own database, so whatever they
 * share of a count went through Redis), as two replicas behind a balancer would. The Redis is one the test
 * starts for itself (Debian's redis-server): nothing configured is needed, and the test never skips.
 */
let redisUrl: string | undefined;
let ownRedis: OwnRedis | undefined;
const keyPrefix = `rate-limit-test-${process.pid}-${randomBytes(3).toString('hex')}:`;
const PRICING = '/v1/pricing';

let clientNumber = 0;
/** Each test its own client address, so its counts start at zero. */
const newClient = () => `10.14.${Math.floor(clientNumber / 250)}.${(clientNumber++ % 250) + 1}`;

type Instance = { app: FastifyInstance; pglite: PGlite };

async function instance(env: Record<string, string>): Promise<Instance> {
  const pglite = await migratedPglite();
  const app = await buildApp({
    env: { ...TEST_ENV, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, ...env },
    pglite,
  });
  await app.ready();
  return { app, pglite };
}

async function pair(env: Record<string, string>): Promise<[Instance, Instance]> {
  return [await instance(env), await instance(env)];
}

async function closeAll(instances: Instance[]) {
  for (const { app, pglite } of instances) {
    await app.close();
    await pglite.close();
  }
}

const get = (target: Instance, client: string, url = PRICING) =>
  target.app.inject({ method: 'GET', url, remoteAddress: client });
const sendOtp = (target: Instance, client: string, email: string) =>
  target.app.inject({
    method: 'POST',
    url: '/v1/referrals/send-otp',
    payload: { email },
    remoteAddress: client,
  });
const remaining = (response: LightMyRequestResponse) => Number(response.headers['x-ratelimit-remaining']);

/** A TCP hop to Redis that the test can cut, as a Redis going away would look to the app. */
class RedisLink {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private stalled = false;
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      // Forwarded by hand rather than piped, so that stall() can hold both directions.
      client.on('data', (chunk: Buffer) => this.stalled || upstream.write(chunk));
      upstream.on('data', (chunk: Buffer) => this.stalled || client.write(chunk));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** The connection stays up and nothing comes back: a Redis that hangs. */
  stall(): void {
    this.stalled = true;
  }

  async cut(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }

  url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }
}

describe('the global rate limit shared through Redis, synced in batches', () => {
  before(async () => {
    ownRedis = await startOwnRedis();
    redisUrl = ownRedis.url;
  });
  // The Redis is this test's alone and keeps nothing on disk: stopping it is the clean-up.
  after(async () => ownRedis?.stop());

  describe('with the default sync interval', () => {
    let instances: [Instance, Instance];
    before(async () => {
      instances = await pair({ RATE_LIMIT_MAX: '50' });
    });
    after(() => closeAll(instances));

    it('requests to one instance lower the remaining seen on the other within two sync intervals', async () => {
      const [a, b] = instances;
      const syncMs = a.app.config.RATE_LIMIT_SYNC_MS;
      assert.ok(syncMs > 0, 'batched by default');
      const client = newClient();
      const first = await get(a, client);
      assert.equal(first.statusCode, 200);
      assert.equal(
        remaining(first),
        49,
        "a client's first request is counted in Redis before it is answered",
      );
      const onB = [];
      for (let count = 0; count < 3; count += 1) onB.push(remaining(await get(b, client)));
      assert.equal(onB[0], 48, "the other instance's first request for the client sees the shared total");
      assert.deepEqual(onB, [48, 47, 46], 'then it counts on');
      // Both instances' counts have reached Redis, and A's view of the client is older than one interval.
      await sleep(2 * syncMs + 250);
      assert.equal(remaining(await get(a, client)), 50 - 5);
      assert.equal(remaining(await get(b, client)), 50 - 6);
    });
  });

  describe('past the max', () => {
    const max = 40;
    const syncMs = 100;
    // Far apart enough that instances counting alone (the fault this guards against) would still be
    // admitting requests long after the two-interval bound.
    const paceMs = 15;
    let instances: [Instance, Instance];
    before(async () => {
      instances = await pair({ RATE_LIMIT_MAX: String(max), RATE_LIMIT_SYNC_MS: String(syncMs) });
    });
    after(() => closeAll(instances));

    it('refuses on both within two sync intervals of the shared total passing the max', async () => {
      const client = newClient();
      const answers: Array<{ status: number; at: number }> = [];
      for (let index = 0; index < 2 * max + 20; index += 1) {
        const response = await get(instances[index % 2]!, client);
        answers.push({ status: response.statusCode, at: performance.now() });
        await sleep(paceMs);
      }
      const admitted = answers.filter((answer) => answer.status === 200);
      assert.ok(
        answers.every((answer) => answer.status === 200 || answer.status === 429),
        JSON.stringify(answers),
      );
      assert.ok(
        admitted.length >= max,
        `a refusal before the shared total reached the max (${admitted.length})`,
      );
      // The (max + 1)-th request is the first the shared total no longer allows; admissions after it are
      // the overshoot, bounded by what arrives within two intervals (plus the round trips, slow on a busy machine).
      const passedMax = answers[max]!.at;
      const lastAdmitted = admitted.at(-1)!.at;
      const overshootMs = lastAdmitted - passedMax;
      assert.ok(
        overshootMs <= 2 * syncMs + 150,
        `admitted ${admitted.length - max} past the max over ${overshootMs.toFixed(0)} ms`,
      );
      // Every request after that on either instance is refused.
      const tail = answers.filter((answer) => answer.at > lastAdmitted);
      assert.ok(tail.length >= 10);
      assert.ok(tail.every((answer) => answer.status === 429));
      const refused = await get(instances[0], client);
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, /^Too many requests/);
      assert.equal(refused.headers['x-ratelimit-remaining'], '0');
    });

    it('never lets one instance admit more than the max on its own, even before any sync', async () => {
      const [a, b] = await pair({ RATE_LIMIT_MAX: '10', RATE_LIMIT_SYNC_MS: '5000' });
      try {
        const client = newClient();
        const statuses = async (target: Instance, count: number) => {
          const result: number[] = [];
          for (let index = 0; index < count; index += 1) result.push((await get(target, client)).statusCode);
          return result;
        };
        const onA = await statuses(a, 15);
        const onB = await statuses(b, 15);
        assert.deepEqual(onA, [...Array(10).fill(200), ...Array(5).fill(429)]);
        // B's first request read A's first from Redis (A's others are not sent yet): 2 of 10 used.
        assert.deepEqual(onB, [...Array(9).fill(200), ...Array(6).fill(429)]);
      } finally {
        await closeAll([a, b]);
      }
    });
  });

  describe('an instance shutting down', () => {
    it('sends the counts it has not synced yet', async () => {
      const a = await instance({ RATE_LIMIT_SYNC_MS: '5000' });
      const client = newClient();
      // The first request is counted in Redis at once, the next two wait for a sync 5 s away.
      for (let index = 0; index < 3; index += 1) assert.equal((await get(a, client)).statusCode, 200);
      await closeAll([a]);
      const redis = new Redis(redisUrl!);
      try {
        assert.equal(await redis.get(`${keyPrefix}rate-limit:${client}`), '3');
      } finally {
        await redis.quit();
      }
    });
  });

  describe('route limits that guard security', () => {
    let instances: [Instance, Instance];
    before(async () => {
      // A long interval: were send-otp's limit batched, the other instance could not see the sends in time.
      // Exactness, not latency: on a loaded machine a healthy Redis may take longer than the 50 ms a request waits.
      instances = await pair({ OTP_SENDS_PER_IP: '3', RATE_LIMIT_SYNC_MS: '5000', REDIS_WAIT_MS: '1000' });
    });
    after(() => closeAll(instances));

    it('count send-otp per IP exactly across instances, at once', async () => {
      const [a, b] = instances;
      const client = newClient();
      const send = (target: Instance, email: string) => sendOtp(target, client, email);
      const sent = [
        await send(a, 'first@example.com'),
        await send(b, 'second@example.com'),
        await send(a, 'third@example.com'),
      ];
      assert.deepEqual(
        sent.map((response) => [response.statusCode, response.headers['x-ratelimit-remaining']]),
        [
          [200, '2'],
          [200, '1'],
          [200, '0'],
        ],
      );
      for (const target of [b, a]) {
        const refused = await send(target, 'fourth@example.com');
        assert.equal(refused.statusCode, 429, refused.body);
      }
    });
  });

  describe('when Redis goes away', () => {
    let link: RedisLink;
    let instances: [Instance, Instance];
    before(async () => {
      link = new RedisLink(new URL(redisUrl!));
      await link.open();
      instances = await pair({
        REDIS_URL: link.url(),
        RATE_LIMIT_MAX: '8',
        RATE_LIMIT_SYNC_MS: '50',
        OTP_SENDS_PER_IP: '1000',
      });
    });
    after(async () => {
      await link.cut();
      await closeAll(instances);
    });

    it('answers every request, counting the global limit in each process', async () => {
      const [a] = instances;
      const client = newClient();
      assert.equal(remaining(await get(a, client)), 7);
      await link.cut();
      await sleep(100);
      const started = performance.now();
      const answers = [];
      for (let index = 0; index < 9; index += 1) answers.push(await get(a, client));
      assert.deepEqual(
        answers.map((response) => [response.statusCode, remaining(response)]),
        [
          [200, 6],
          [200, 5],
          [200, 4],
          [200, 3],
          [200, 2],
          [200, 1],
          [200, 0],
          [429, 0],
          [429, 0],
        ],
      );
      assert.ok(performance.now() - started < 1000, 'answered without waiting for Redis');

      // A route limit in the official store skips its count when Redis fails (as before): never a 500.
      const sent = await sendOtp(a, client, 'while-down@example.com');
      assert.equal(sent.statusCode, 200, sent.body);
    });

    it(
      'answers without waiting long when Redis is connected but stops answering',
      { timeout: 30_000 },
      async () => {
        const stalledLink = new RedisLink(new URL(redisUrl!));
        await stalledLink.open();
        const c = await instance({
          REDIS_URL: stalledLink.url(),
          RATE_LIMIT_MAX: '8',
          OTP_SENDS_PER_IP: '1000',
        });
        try {
          const client = newClient();
          stalledLink.stall();
          let started = performance.now();
          const first = await get(c, client);
          assert.equal(first.statusCode, 200);
          assert.equal(remaining(first), 7, 'counted in this process');
          assert.ok(performance.now() - started < 1000, 'the first request waited a bounded time for Redis');
          // Then the client's requests are decided here, not one wait each.
          started = performance.now();
          const next = [];
          for (let index = 0; index < 5; index += 1) next.push(remaining(await get(c, client)));
          assert.deepEqual(next, [6, 5, 4, 3, 2]);
          assert.ok(
            performance.now() - started < 1000,
            `${(performance.now() - started).toFixed(0)} ms for 5`,
          );
          // send-otp's exact limit needs Redis: its command times out and the request passes (skipOnError).
          const sent = await sendOtp(c, client, 'while-stalled@example.com');
          assert.equal(sent.statusCode, 200, sent.body);
        } finally {
          await stalledLink.cut();
          await closeAll([c]);
        }
      },
    );

    it('sends what it counted meanwhile once Redis answers again, within the window', async () => {
      const [, b] = instances;
      const client = newClient();
      // B has never seen this client, and Redis is down: counted here alone.
      for (let index = 0; index < 3; index += 1) assert.equal((await get(b, client)).statusCode, 200);
      await link.open();
      const redis = new Redis(redisUrl!);
      try {
        const key = `${keyPrefix}rate-limit:${client}`;
        const total = await pollUntil(
          () => redis.get(key),
          (count) => count === '3',
          { timeoutMs: 10_000, intervalMs: 100 },
        );
        assert.equal(total, '3');
        const ttl = await redis.pttl(key);
        assert.ok(ttl > 0 && ttl <= 60_000, `the window of the key (${ttl} ms)`);
      } finally {
        await redis.quit();
      }
    });
  });
});

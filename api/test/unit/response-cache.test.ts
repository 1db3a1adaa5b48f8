import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { createResponseCache } from '../../src/features/response-cache/response-cache';
import { startOwnRedis, type OwnRedis } from '../helpers/own-redis';

describe('response cache', () => {
  it('does not keep a body produced while an invalidation happened', async () => {
    const cache = await createResponseCache({ ttlSeconds: 15 });
    const { store } = await cache.lookup('feed:page-1');
    await cache.invalidate();
    const served = await store('{"stale":true}');
    assert.equal(served.body, '{"stale":true}');
    assert.equal((await cache.lookup('feed:page-1')).hit, undefined);
    await (await cache.lookup('feed:page-1')).store('{"fresh":true}');
    assert.equal((await cache.lookup('feed:page-1')).hit?.body, '{"fresh":true}');
    await cache.close();
  });

  it('answers a remembered URL only while its entry is cached, and forgets it on invalidation', async () => {
    const cache = await createResponseCache({ ttlSeconds: 15 });
    const url = '/v1/referrals/job-openings?page_size=10';
    cache.rememberUrl(url, 'feed:page-1');
    assert.equal(cache.peekUrl(url), undefined, 'nothing is remembered for a key with no entry');
    await (await cache.lookup('feed:page-1')).store('{"page":1}');
    cache.rememberUrl(url, 'feed:page-1');
    assert.equal(cache.peekUrl(url)?.body, '{"page":1}');
    assert.equal(cache.peekUrl(`${url}&q=java`), undefined);
    await cache.invalidate();
    assert.equal(cache.peekUrl(url), undefined);
    await cache.close();
  });

  it('remembers no URL when the cache is off', async () => {
    const cache = await createResponseCache({ ttlSeconds: 0 });
    await (await cache.lookup('feed:page-1')).store('{}');
    cache.rememberUrl('/v1/referrals/job-openings', 'feed:page-1');
    assert.equal(cache.peekUrl('/v1/referrals/job-openings'), undefined);
    await cache.close();
  });

  it('serves nothing older than its lifetime', async () => {
    const cache = await createResponseCache({ ttlSeconds: 1 });
    await (await cache.lookup('job-opening:1')).store('{}');
    assert.ok((await cache.lookup('job-opening:1')).hit);
    await new Promise((done) => setTimeout(done, 1100));
    assert.equal((await cache.lookup('job-opening:1')).hit, undefined);
    await cache.close();
  });
});

describe('response cache shared through Redis', () => {
  let ownRedis: OwnRedis;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(ownRedis.url);
    connections.push(redis);
    return redis;
  };
  before(async () => {
    ownRedis = await startOwnRedis();
  });
  after(async () => {
    await Promise.all(connections.map((redis) => redis.quit()));
    await ownRedis.stop();
  });

  it('shares entries between processes and an invalidation reaches the other one', async () => {
    const first = await createResponseCache({ ttlSeconds: 15, redis: connect() });
    const second = await createResponseCache({ ttlSeconds: 15, redis: connect() });
    const key = `feed:shared-${process.pid}-${Date.now()}`;
    await (await first.lookup(key)).store('{"page":1}');
    assert.equal((await second.lookup(key)).hit?.body, '{"page":1}');
    await first.invalidate();
    const deadline = Date.now() + 2000;
    while ((await second.lookup(key)).hit && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 20));
    }
    assert.equal((await second.lookup(key)).hit, undefined);
    await first.close();
    await second.close();
  });
});

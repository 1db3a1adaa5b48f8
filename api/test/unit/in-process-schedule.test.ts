import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { createInProcessQueue } from '../../src/features/queue/in-process-queue';

const silent = Fastify({ logger: false }).log;

describe('in-process queue timetable', () => {
  it('sends a scheduled job every interval, and stops sending after stop()', async () => {
    const queue = createInProcessQueue(silent, true);
    let runs = 0;
    await queue.work('tick', async () => {
      runs += 1;
    });
    await queue.schedule('tick', { cron: '* * * * *', everyMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 110));
    assert.ok(runs >= 3, `ran ${runs} times`);
    await queue.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal(runs, stoppedAt);
  });

  it('ignores the timetable in a process that runs no workers', async () => {
    const queue = createInProcessQueue(silent, false);
    let runs = 0;
    await queue.work('tick', async () => {
      runs += 1;
    });
    await queue.schedule('tick', { cron: '* * * * *', everyMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(runs, 0);
    await queue.stop();
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { createInProcessQueue } from '../../src/features/queue/in-process-queue';

const silent = Fastify({ logger: false }).log;
/** The jobs a timer tick queued run on the next turns of the event loop (setImmediate is not faked). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('in-process queue timetable', () => {
  it('sends a scheduled job every interval, and stops sending after stop()', async (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const queue = createInProcessQueue(silent, true);
    let runs = 0;
    await queue.work('tick', async () => {
      runs += 1;
    });
    await queue.schedule('tick', { cron: '* * * * *', everyMs: 20 });
    for (let interval = 0; interval < 5; interval++) {
      t.mock.timers.tick(20);
      await settle();
    }
    assert.equal(runs, 5);
    await queue.stop();
    t.mock.timers.tick(100);
    await settle();
    assert.equal(runs, 5);
  });

  it('ignores the timetable in a process that runs no workers', async (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const queue = createInProcessQueue(silent, false);
    let runs = 0;
    await queue.work('tick', async () => {
      runs += 1;
    });
    await queue.schedule('tick', { cron: '* * * * *', everyMs: 10 });
    t.mock.timers.tick(50);
    await settle();
    assert.equal(runs, 0);
    await queue.stop();
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { createInProcessQueue } from '../../src/features/queue/in-process-queue';

const silent = Fastify({ logger: false }).log;

describe('in-process queue', () => {
  it('runs jobs sent before their handler is registered, and retries a failing job', async () => {
    const queue = createInProcessQueue(silent, true);
    await queue.send('greet', { name: 'early' });
    const seen: string[] = [];
    let failures = 0;
    const done = new Promise<void>((resolve) => {
      void queue.work<{ name: string }>('greet', async ({ name }) => {
        if (name === 'flaky' && failures < 2) {
          failures += 1;
          throw new Error('try again');
        }
        seen.push(name);
        if (seen.length === 2) resolve();
      });
    });
    await queue.send('greet', { name: 'flaky' });
    await done;
    assert.deepEqual(seen.sort(), ['early', 'flaky']);
    assert.equal(failures, 2);
    await queue.stop();
  });

  it('ignores handlers in a process that does not run workers', async (t) => {
    // The queue hands jobs out on the next turn of the event loop: that turn is taken here, not waited for.
    t.mock.timers.enable({ apis: ['setImmediate'] });
    const queue = createInProcessQueue(silent, false);
    let ran = false;
    await queue.work('job', async () => {
      ran = true;
    });
    await queue.send('job', {});
    t.mock.timers.tick(1);
    assert.equal(ran, false);
    await queue.stop();
  });

  it('runs as many jobs of a name at once as its concurrency, and no more', async (t) => {
    // Each job takes 30 ms of the mocked clock; the queue's own turns (setImmediate) stay real.
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const queue = createInProcessQueue(silent, true);
    let running = 0;
    let mostAtOnce = 0;
    let finished = 0;
    const allDone = new Promise<void>((resolve) => {
      void queue.work(
        'evaluate',
        async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((wait) => setTimeout(wait, 30));
          running -= 1;
          finished += 1;
          if (finished === 7) resolve();
        },
        { concurrency: 3 },
      );
    });
    for (let job = 0; job < 7; job++) await queue.send('evaluate', {});
    for (let step = 0; step < 10 && finished < 7; step++) {
      await nextTurn();
      t.mock.timers.tick(30);
    }
    await allDone;
    assert.equal(mostAtOnce, 3);
    await queue.stop();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import Fastify from 'fastify';
import { listenForJobWakeUps } from '../../src/features/queue/job-wake-ups';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The wake-up listener's LISTEN session on a real server, cut as a restart or fail-over cuts it. */
describe(
  'PostgreSQL: job wake-ups after the listener’s connection is cut',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    const channel = `wake_ups_test_${process.pid}`;
    const heard: string[] = [];
    let stopListening: () => Promise<void>;
    let admin: pg.Client;

    before(async () => {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      stopListening = await listenForJobWakeUps(
        serverUrl!,
        channel,
        (name) => heard.push(name),
        Fastify({ logger: false }).log,
      );
    });

    after(async () => {
      await stopListening?.();
      await admin?.end();
    });

    /** Sends `name` every 100 ms until the listener hears it, for at most `withinMs`. */
    async function heardWithin(name: string, withinMs: number): Promise<boolean> {
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline) {
        await admin.query('SELECT pg_notify($1, $2)', [channel, name]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (heard.includes(name)) return true;
      }
      return false;
    }

    it('hears a job sent before and after the server ends its session', async () => {
      assert.ok(await heardWithin('before the cut', 2_000), 'the listener heard nothing at all');
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`wake-ups:${channel}`],
      );
      assert.equal(rowCount, 1, 'the listener’s session was not found to cut');
      assert.ok(
        await heardWithin('after the cut', 5_000),
        'no wake-up reached the listener in 5 s after its connection was cut',
      );
    });
  },
);

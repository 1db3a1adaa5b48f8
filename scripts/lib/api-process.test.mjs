import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startApi } from './api-process.mjs';

test('an API is not started on a port something already answers on: that one would pass for it', async (t) => {
  const taken = net.createServer();
  await new Promise((resolve) => taken.listen(0, 'localhost', resolve));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  t.after(() => {
    taken.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const { port } = taken.address();
  const logFile = path.join(folder, 'api.log');

  await assert.rejects(startApi({ port, logFile }), {
    message: `Port ${port} is already taken (an API left from an earlier run?): stop that process first.`,
  });
  assert.equal(existsSync(logFile), false, 'nothing was started');
});

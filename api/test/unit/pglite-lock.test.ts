import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { acquireDataDirectoryLock } from '../../src/db/pglite-lock';

describe('PGlite data directory lock', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  const dataDirectory = join(folder, 'pglite');
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('holds our pid while open and is released on close', () => {
    const release = acquireDataDirectoryLock(dataDirectory);
    assert.equal(readFileSync(`${dataDirectory}.lock`, 'utf8'), String(process.pid));
    release();
    assert.equal(existsSync(`${dataDirectory}.lock`), false);
  });

  it('refuses a directory held by another live process', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dataDirectory}.lock`, String(holder.pid));
      assert.throws(
        () => acquireDataDirectoryLock(dataDirectory),
        new RegExp(`in use by process ${holder.pid}`),
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(`${dataDirectory}.lock`, String(gone.pid));
    const release = acquireDataDirectoryLock(dataDirectory);
    assert.equal(readFileSync(`${dataDirectory}.lock`, 'utf8'), String(process.pid));
    release();
  });
});

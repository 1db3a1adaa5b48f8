import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.js';

export type OwnRedis = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Ends it for good (SIGCONT first, in case a test froze it). */
  stop(): Promise<void>;
};

/**
 * A Redis only this test talks to, keeping nothing on disk: a test that needs Redis runs without a
 * configured one, and one that stops or freezes it disturbs nobody else.
 */
export async function startOwnRedis(port?: number): Promise<OwnRedis> {
  const chosenPort = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(chosenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((ready, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) ready();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${output}`)));
    // No redis-server on this machine: install Debian's `redis-server` (the tests that need it never skip).
    child.once('error', reject);
  });
  return {
    url: `redis://127.0.0.1:${chosenPort}/0`,
    port: chosenPort,
    child,
    stop: () =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((stopped) => {
            child.once('exit', () => stopped());
            child.kill('SIGCONT');
            child.kill('SIGKILL');
          }),
  };
}

import { createServer } from 'node:net';

/** A port nothing listens on right now, for a child process the test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

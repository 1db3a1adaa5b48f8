// Worker threads do not inherit tsx's loader for their entry module (Node 20). From the sources
// (development, tests) register it and load the TypeScript worker; from the compiled build
// (`npm run start -w api` runs dist/) load the JavaScript one beside this file.
import { existsSync } from 'node:fs';

const source = new URL('./level-tests-worker.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import('./level-tests-worker.js');
}

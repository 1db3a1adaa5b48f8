// Worker threads do not inherit tsx's loader for their entry module (Node 20): register it here,
// then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./level-tests-worker.ts');

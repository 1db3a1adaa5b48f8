// `npm start -w api` (server) and `npm run worker -w api` (worker), for development: runs the compiled
// JavaScript in dist/, building it first when it is missing or older than any file under src/ or a
// shared module it compiles in, so a start never runs code that differs from the checkout. With
// NODE_ENV=production it never builds. Supervisors run `node api/dist/server.js` (or worker.js)
// directly: npm between the signal and node would stop npm and leave node serving.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_STAMP, DIST_FOLDER, ensureApiBuild } from './build.mjs';

const ENTRIES = { server: 'server.js', worker: 'worker.js' };

const entryName = process.argv[2] ?? 'server';
const entry = ENTRIES[entryName];
if (!entry) {
  console.error(`Unknown entry "${entryName}": use ${Object.keys(ENTRIES).join(' or ')}.`);
  process.exit(2);
}
if (process.env.NODE_ENV === 'production') {
  // Production runs the build it was given, never a compile of its own: `npm run build` made it.
  if (!existsSync(BUILD_STAMP)) {
    console.error(
      `api: ${DIST_FOLDER} is missing: run \`npm run build\` first, then start \`node api/dist/${entry}\`.`,
    );
    process.exit(1);
  }
} else {
  ensureApiBuild();
}
await import(pathToFileURL(join(DIST_FOLDER, entry)).href);

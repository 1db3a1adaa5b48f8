// `npm start -w api` (server) and `npm run worker -w api` (worker), for development: runs the compiled
// JavaScript in dist/, building it first when it is missing or older than any file under src/ or a
// shared module it compiles in, so a start never runs code that differs from the checkout. With
// NODE_ENV=production it never builds. Supervisors run `node api/dist/server.js` (or worker.js)
// directly: npm between the signal and node would stop npm and leave node serving.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_FOLDER, BUILD_STAMP, DIST_FOLDER, buildApi, sharedModuleSources } from './build.mjs';

const ENTRIES = { server: 'server.js', worker: 'worker.js' };

function newestSourceTime() {
  const sourceFolder = join(API_FOLDER, 'src');
  let newest = 0;
  for (const entry of readdirSync(sourceFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  // The workspace modules the build compiles in (shared-api/validation) are source too.
  for (const { source } of sharedModuleSources()) newest = Math.max(newest, statSync(source).mtimeMs);
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(BUILD_STAMP)) return false;
  return statSync(BUILD_STAMP).mtimeMs >= newestSourceTime();
}

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
} else if (!buildIsCurrent()) {
  console.log('api: dist/ is missing or older than src/, building…');
  buildApi();
}
await import(pathToFileURL(join(DIST_FOLDER, entry)).href);

#!/usr/bin/env node
// `npm test`: every check of the repository, in order, stopping at the first failure.
//   node scripts/test.mjs                   typecheck → lint → unit → api → e2e
//   node scripts/test.mjs unit|api|e2e …    only the named stages (also: typecheck, lint)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { ensureE2eBuild } from '../e2e/lib/platform.mjs';
import { SLOT_COUNT } from '../e2e/lib/platform-lock.mjs';
import { buildSeccompFilter } from './prerequisites.mjs';

const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);

function run(command, args, env = process.env) {
  console.log(`\n$ ${[path.relative(ROOT, command) || command, ...args].join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${path.basename(command)} ${args[0] ?? ''} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function filesUnder(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

/**
 * API test files that may run beside another: each builds its app on its own in-memory PGlite and
 * listens on port 0 only. Every other file runs alone, after them: it runs code in the sandbox
 * (whose time limits and growth measurements a neighbour's CPU would skew), uses the shared
 * PostgreSQL database or Redis (TEST_DATABASE_URL, TEST_REDIS_URL), starts servers or processes, or
 * asserts on elapsed time. A new folder runs alone until it is listed here.
 */
const API_TESTS_TOGETHER = ['routes', 'unit', 'contests', 'extract-details', 'static-server'];
const API_TESTS_ALONE = [
  'routes/feed-search.test.ts', // TEST_DATABASE_URL
  'routes/shared-rate-limit.test.ts', // its own Redis, rate windows timed with waits
  'unit/response-cache.test.ts', // its own Redis, expiry timed with waits
  'unit/pglite-lock.test.ts', // starts processes holding a lock
  'contests/restart.test.ts', // restarts the API on one data directory
];

function apiTestGroups(files) {
  const underApiTest = (file) => path.relative(path.join('api', 'test'), file).split(path.sep).join('/');
  const together = files.filter((file) => {
    const name = underApiTest(file);
    return API_TESTS_TOGETHER.includes(name.split('/')[0]) && !API_TESTS_ALONE.includes(name);
  });
  return { together, alone: files.filter((file) => !together.includes(file)) };
}

const stages = {
  async typecheck() {
    await run(BIN('tsc'), ['-b', 'tsconfig.json']);
    if (existsSync(path.join(ROOT, 'api/tsconfig.json')))
      await run(BIN('tsc'), ['-p', 'api/tsconfig.json', '--noEmit']);
    // The committed API contract (shared-api/src/api-contract.ts) must be what the API generates.
    await run(process.execPath, ['--import', 'tsx', 'api/scripts/contract.ts', '--check']);
  },
  async lint() {
    await run(BIN('eslint'), ['.']);
    await run(BIN('prettier'), ['--check', '.']);
  },
  async unit() {
    await run(BIN('jest'), ['--ci']);
    // The deploy scripts' and the benchmarks' own tests (node:test, no browser, no build).
    await run(process.execPath, [
      '--test',
      ...filesUnder(path.join(ROOT, 'scripts'), '.test.mjs'),
      ...filesUnder(path.join(ROOT, 'e2e/bench'), '.test.mjs'),
    ]);
    // The shell's server (node:test, its TypeScript run from source by tsx; real worker threads).
    await run(process.execPath, [
      '--import',
      'tsx',
      '--test',
      ...filesUnder(path.join(ROOT, 'shell/server'), '.test.ts').filter(
        (file) => !file.startsWith(path.join('shell', 'server', 'dist')),
      ),
    ]);
  },
  async api() {
    const files = filesUnder(path.join(ROOT, 'api/test'), '.test.ts');
    if (files.length === 0) {
      console.log('\nNo API tests yet (api/test/**/*.test.ts): stage skipped.');
      return;
    }
    // The evaluator refuses to run code without its seccomp filter (see scripts/prerequisites.mjs).
    buildSeccompFilter();
    const { together, alone } = apiTestGroups(files);
    // Two files at a time on the two cores: most of a file's time is starting Node, tsx and its own
    // in-memory PGlite, which one core does alone.
    if (together.length > 0)
      await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...together]);
    if (alone.length > 0)
      await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...alone]);
  },
  async e2e() {
    console.log('\nBuilding the four apps for the browser journeys (<app>/dist-e2e, API on port 4100)…');
    await ensureE2eBuild({ force: true });
    buildSeccompFilter();
    const files = filesUnder(path.join(ROOT, 'e2e/journeys'), '.test.mjs');
    // One file per platform slot at a time (E2E_SLOTS, default 2): each starts its own platform on
    // its slot's ports. Half of a journey's time is waiting (on the browser, the API, an evaluation),
    // which a second journey fills.
    await run(process.execPath, ['--test', `--test-concurrency=${SLOT_COUNT}`, ...files]);
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in stages));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(stages).join(', ')}.`);
  process.exit(2);
}

const started = Date.now();
for (const name of requested.length > 0 ? requested : Object.keys(stages)) {
  const stageStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await stages[name]();
  } catch (error) {
    console.error(`\n✗ ${name}: ${error.message}`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - stageStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

// `npm run build -w api`: compiles src/ to dist/ so production runs JavaScript, not tsx.
// It builds into a fresh folder and swaps it in at the end, so a server starting from dist/ never
// sees half a build. The server reads some files beside its modules (problem statements, seed
// samples): they are copied next to the compiled code so `import.meta.url` paths resolve from dist/.
// The API also imports shared-api/validation (the texts and rules it shares with the forms), which
// is TypeScript source: it is compiled into dist/node_modules/shared-api, where Node's resolution
// from dist/ finds it before the workspace's own (TypeScript) package.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_FOLDER = join(API_FOLDER, 'dist');
/** Written last: its time is the time of the source the build reflects. */
export const BUILD_STAMP = join(DIST_FOLDER, '.built');

const require = createRequire(import.meta.url);

/** Workspace modules the API imports, by package and export: each is one dependency-free file but for zod. */
const SHARED_MODULES = [{ packageName: 'shared-api', exportPath: './validation' }];

/** Where each shared module's TypeScript lives; a start rebuilds when one is newer than the build. */
export function sharedModuleSources() {
  return SHARED_MODULES.map(({ packageName, exportPath }) => {
    const manifestPath = require.resolve(`${packageName}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return {
      packageName,
      exportPath,
      version: manifest.version,
      source: join(dirname(manifestPath), manifest.exports[exportPath]),
    };
  });
}

/** Compiles each shared module to JavaScript under `<build>/node_modules/<package>/`, with its export. */
function vendorSharedModules(buildFolder) {
  const ts = require('typescript');
  for (const { packageName, exportPath, version, source } of sharedModuleSources()) {
    const { outputText, diagnostics } = ts.transpileModule(readFileSync(source, 'utf8'), {
      fileName: source,
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    if (diagnostics?.length) throw new Error(`${source} does not compile on its own`);
    // Only bare imports (zod) are allowed: a relative one would need its own file here.
    if (/from\s+['"]\./.test(outputText)) throw new Error(`${source} must not import other files`);
    const target = join(buildFolder, 'node_modules', packageName);
    const file = `${exportPath.replace(/^\.\//, '')}.js`;
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, file), outputText);
    const manifest = { name: packageName, version, type: 'module', exports: { [exportPath]: `./${file}` } };
    writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

function run(script, args) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: API_FOLDER, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed (exit ${result.status ?? result.signal})`);
}

export function buildApi() {
  const startedAt = new Date();
  const buildFolder = `${DIST_FOLDER}-build-${process.pid}`;
  const outDir = buildFolder.slice(API_FOLDER.length + 1);
  rmSync(buildFolder, { recursive: true, force: true });
  try {
    run(require.resolve('typescript/bin/tsc'), ['-p', 'tsconfig.build.json', '--outDir', outDir]);
    run(join(dirname(require.resolve('tsc-alias/package.json')), 'dist/bin/index.js'), [
      '-p',
      'tsconfig.build.json',
      '--outDir',
      outDir,
      '--resolve-full-paths',
    ]);
    cpSync(join(API_FOLDER, 'src'), buildFolder, {
      recursive: true,
      filter: (source) => !source.endsWith('.ts') && !source.endsWith('README.md'),
    });
    vendorSharedModules(buildFolder);
    const stamp = join(buildFolder, '.built');
    writeFileSync(stamp, `${startedAt.toISOString()}\n`);
    // A source file saved while tsc ran is newer than the stamp, so the next start rebuilds.
    utimesSync(stamp, startedAt, startedAt);
    const previous = `${DIST_FOLDER}-old-${process.pid}`;
    try {
      renameSync(DIST_FOLDER, previous);
    } catch {
      // no previous build
    }
    renameSync(buildFolder, DIST_FOLDER);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(buildFolder, { recursive: true, force: true });
  }
}

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

/** Whether dist/ reflects the checkout: built, and no later than its newest source file. */
export function apiBuildIsCurrent() {
  if (!existsSync(BUILD_STAMP)) return false;
  return statSync(BUILD_STAMP).mtimeMs >= newestSourceTime();
}

/**
 * Builds dist/ when it is missing or older than the source. Processes starting together (two replicas and
 * a worker, as the README shows) build it once: the first takes the lock and builds, the others wait for
 * the lock and then find the build current. Without it each built its own copy and swapped it in while
 * another process was still loading modules from the copy it replaced.
 */
export function ensureApiBuild() {
  if (apiBuildIsCurrent()) return;
  const release = acquireBuildLock();
  try {
    if (apiBuildIsCurrent()) return;
    console.log('api: dist/ is missing or older than src/, building…');
    buildApi();
  } finally {
    release();
  }
}

const BUILD_LOCK = `${DIST_FOLDER}.lock`;
const BUILD_LOCK_WAIT_MS = 10 * 60_000;

/** A directory made atomically by whoever builds; it names its owner, so a lock left by a dead process is taken over. */
function acquireBuildLock() {
  const owner = join(BUILD_LOCK, 'pid');
  const waitUntil = Date.now() + BUILD_LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      writeFileSync(owner, String(process.pid));
      return () => rmSync(BUILD_LOCK, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (!ownerIsAlive(owner)) {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > waitUntil)
      throw new Error(`api: another process has been building dist/ for too long (${BUILD_LOCK})`);
    // A start is synchronous up to here: block this process, not the machine, while the other builds.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}

function ownerIsAlive(ownerFile) {
  let pid;
  try {
    pid = Number.parseInt(readFileSync(ownerFile, 'utf8'), 10);
  } catch {
    // The owner is between making the lock and naming itself, or died there: give it a few seconds.
    try {
      return Date.now() - statSync(BUILD_LOCK).mtimeMs < 10_000;
    } catch {
      return false; // the lock is gone: try again
    }
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildApi();
    console.log(`api built into ${DIST_FOLDER}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

#!/usr/bin/env node
// The one prerequisite step of `npm start` and `.ci/run`: finds the code sandbox (bubblewrap) and
// the six languages' toolchains, installs what is missing with apt-get when it runs as root on
// Debian (otherwise prints the exact command), and builds the sandbox's seccomp filter with
// libseccomp. Usage: node scripts/prerequisites.mjs [--ci]   (--ci: also chromium and prometheus, and fail when
// anything is still missing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isMain } from './lib/is-main.mjs';
import { ROOT } from './lib/apps.mjs';
import { findExecutable } from './prerequisites/find-executable.mjs';

/** Where the evaluator reads the filter (api/src/evaluator/sandbox/seccomp-filter.ts). */
export const SECCOMP_FILTER_PATH =
  process.env.SANDBOX_SECCOMP_FILTER ||
  path.join(ROOT, 'node_modules/.cache/code-sandbox/seccomp-filter.bpf');
const FILTER_BUILDER = path.join(ROOT, 'scripts/prerequisites/build-seccomp-filter.py');
// Debian's own interpreter: python3-seccomp is installed for it, not for a pyenv or venv python.
const DEBIAN_PYTHON = '/usr/bin/python3';

/**
 * What the evaluator needs, and the Debian package that provides it. The sandbox's tools are
 * security-relevant and used at fixed paths; the toolchains are looked up on PATH.
 */
const REQUIREMENTS = [
  {
    what: 'bubblewrap (the code sandbox)',
    package: 'bubblewrap',
    present: () => existsSync('/usr/bin/bwrap'),
  },
  { what: 'python3 (Python)', package: 'python3', present: () => Boolean(findExecutable('python3')) },
  {
    what: 'node (JavaScript, TypeScript)',
    package: 'nodejs',
    present: () => Boolean(findExecutable('node')),
  },
  { what: 'g++ (C++)', package: 'g++', present: () => Boolean(findExecutable('g++')) },
  {
    what: 'javac and java (Java)',
    package: 'default-jdk-headless',
    present: () => Boolean(findExecutable('javac') && findExecutable('java')),
  },
  { what: 'go (Go)', package: 'golang-go', present: () => Boolean(findExecutable('go')) },
  // The analyzers behind readability, extensibility and robustness (api/src/evaluator/analyzers/):
  // without one, that language's ratings come from the structural checks alone and say so.
  {
    what: 'flake8 (Python analyzer)',
    package: 'flake8',
    present: () => existsSync('/usr/lib/python3/dist-packages/flake8'),
  },
  { what: 'cppcheck (C++ analyzer)', package: 'cppcheck', present: () => existsSync('/usr/bin/cppcheck') },
  {
    what: 'Checkstyle (Java analyzer)',
    package: 'checkstyle',
    present: () => existsSync('/usr/share/java/checkstyle.jar'),
  },
  {
    what: 'libseccomp for Python (builds the seccomp filter)',
    package: 'python3-seccomp',
    present: () => spawnSync(DEBIAN_PYTHON, ['-c', 'import seccomp'], { stdio: 'ignore' }).status === 0,
  },
];
const BROWSER = {
  what: 'chromium (browser journeys)',
  package: 'chromium',
  present: () => existsSync('/usr/bin/chromium'),
};
// The metrics test has a real Prometheus scrape an API replica and a worker (docs/OPERATIONS.md).
const PROMETHEUS = {
  what: 'prometheus (the metrics scrape test)',
  package: 'prometheus',
  present: () => existsSync('/usr/bin/prometheus'),
};

function isDebian() {
  return existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Root installs; in CI a password-less sudo may too. Anyone else gets the command to run. */
function installer({ ci }) {
  if (!isDebian()) return undefined;
  if (process.getuid?.() === 0) return [];
  if (ci && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo'];
  return undefined;
}

function installPackages(packages, options) {
  const prefix = installer(options);
  const installArgs = ['install', '-y', '--no-install-recommends', ...packages];
  if (!prefix) {
    console.warn(
      `Missing system packages. Install them with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    );
    return false;
  }
  const [sudo, ...rest] = prefix;
  const apt = (args) => (sudo ? run(sudo, [...rest, 'apt-get', ...args]) : run('apt-get', args));
  return apt(['update']) && apt(installArgs);
}

/** Builds (or rebuilds) the sandbox's seccomp filter; false, with the reason printed, when it cannot. */
export function buildSeccompFilter() {
  const result = spawnSync(DEBIAN_PYTHON, [FILTER_BUILDER, SECCOMP_FILTER_PATH], { encoding: 'utf8' });
  if (result.status !== 0) {
    const reason = (result.stderr || result.error?.message || '').trim().split('\n').at(-1);
    console.warn(`Could not build the seccomp filter: ${reason}`);
    return false;
  }
  return true;
}

/**
 * Returns the requirements still missing afterwards (empty when everything is there). Missing
 * toolchains do not stop `npm start`: the API then reports those languages as unavailable.
 */
export function ensurePrerequisites({ ci = false } = {}) {
  const requirements = ci ? [...REQUIREMENTS, BROWSER, PROMETHEUS] : REQUIREMENTS;
  let missing = requirements.filter((requirement) => !requirement.present());
  if (missing.length > 0) {
    console.log(`Code evaluator prerequisites missing: ${missing.map((item) => item.what).join(', ')}.`);
    installPackages([...new Set(missing.map((item) => item.package))], { ci });
    missing = requirements.filter((requirement) => !requirement.present());
  }
  const filterBuilt = buildSeccompFilter();
  if (!filterBuilt) {
    missing.push({ what: `the seccomp filter (${SECCOMP_FILTER_PATH})` });
  }
  if (missing.length > 0) {
    console.warn(
      `The code evaluator lacks: ${missing.map((item) => item.what).join(', ')}. ` +
        'Languages without their toolchain are reported unavailable; without the sandbox or its filter nothing is evaluated.',
    );
  }
  return missing;
}

if (isMain(import.meta.url)) {
  const ci = process.argv.includes('--ci');
  const missing = ensurePrerequisites({ ci });
  if (missing.length === 0) console.log('Code evaluator prerequisites: all present, seccomp filter built.');
  if (ci && missing.length > 0) process.exit(1);
}

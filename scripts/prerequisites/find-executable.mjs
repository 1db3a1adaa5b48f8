// Finds a program the way the evaluator does (api/src/evaluator/languages/toolchain-lookup.ts):
// through PATH, skipping wrapper scripts (version-manager shims cannot run inside the sandbox).
import { accessSync, constants, openSync, readSync, closeSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

function isScript(file) {
  const handle = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    readSync(handle, head, 0, 2, 0);
    return head.toString('latin1') === '#!';
  } finally {
    closeSync(handle);
  }
}

/** The real path of the first executable, non-script `name` on PATH, or undefined. */
export function findExecutable(name, searchPath = process.env.PATH ?? '') {
  for (const directory of searchPath.split(':')) {
    if (!path.isAbsolute(directory)) continue;
    const candidate = path.join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      const real = realpathSync(candidate);
      if (statSync(real).isFile() && !isScript(real)) return real;
    } catch {
      // Not here: keep looking.
    }
  }
  return undefined;
}

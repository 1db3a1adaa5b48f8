// npm installs drizzle-orm under api/node_modules but hoists drizzle-kit to the root, and drizzle-kit
// finds drizzle-orm with a native import() from its own folder. Link both side by side in a temporary
// folder and run drizzle-kit from there with symlinks preserved.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageFolder = (name) => {
  const candidates = [join(apiFolder, 'node_modules', name), join(apiFolder, '..', 'node_modules', name)];
  const found = candidates.find((folder) => existsSync(join(folder, 'package.json')));
  if (!found) throw new Error(`${name} is not installed`);
  return found;
};

const linkRoot = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
const modules = join(linkRoot, 'node_modules');
mkdirSync(modules);
symlinkSync(packageFolder('drizzle-kit'), join(modules, 'drizzle-kit'));
symlinkSync(packageFolder('drizzle-orm'), join(modules, 'drizzle-orm'));
try {
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      join(modules, 'drizzle-kit', 'bin.cjs'),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(linkRoot, { recursive: true, force: true });
}

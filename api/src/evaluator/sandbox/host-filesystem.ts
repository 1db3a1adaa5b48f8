import { lstat, readdir, readlink } from 'node:fs/promises';

/**
 * The read-only part of the sandbox's file system: /usr (toolchains), the merged-/usr top-level
 * links, and only the few /etc entries the toolchains follow symlinks into. /etc as a whole is not
 * visible (no passwd, shadow, hosts or host configuration).
 */
const ETC_ENTRY_PATTERN = /^(alternatives|ld\.so\.cache|java-\d+-openjdk|python3(\.\d+)?)$/;
const TOP_LEVEL_LINKS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

let cachedArgs: Promise<string[]> | undefined;

async function buildHostFilesystemArgs(): Promise<string[]> {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const entry of TOP_LEVEL_LINKS) {
    const stats = await lstat(entry).catch(() => undefined);
    if (!stats) continue;
    if (stats.isSymbolicLink()) args.push('--symlink', await readlink(entry), entry);
    else if (stats.isDirectory()) args.push('--ro-bind', entry, entry);
  }
  for (const entry of await readdir('/etc')) {
    if (ETC_ENTRY_PATTERN.test(entry)) args.push('--ro-bind', `/etc/${entry}`, `/etc/${entry}`);
  }
  return args;
}

export function hostFilesystemArgs(): Promise<string[]> {
  cachedArgs ??= buildHostFilesystemArgs();
  return cachedArgs;
}

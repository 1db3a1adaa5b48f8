import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `scripts/prerequisites.mjs` writes the filter (the repository's npm cache folder). */
export const DEFAULT_SECCOMP_FILTER_PATH = fileURLToPath(
  new URL('../../../../node_modules/.cache/code-sandbox/seccomp-filter.bpf', import.meta.url),
);

/** One classic BPF instruction (struct sock_filter) is 8 bytes; the kernel accepts at most 4096. */
const BPF_INSTRUCTION_BYTES = 8;
const BPF_MAX_INSTRUCTIONS = 4096;
const BUILD_HINT = 'run `npm run prerequisites`, which builds it with libseccomp';

export function seccompFilterPath(): string {
  return process.env.SANDBOX_SECCOMP_FILTER || DEFAULT_SECCOMP_FILTER_PATH;
}

/** Raised when the filter is missing or untrustworthy: code must then not run at all. */
export class SeccompFilterError extends Error {}

/**
 * Reads and checks the filter. Whoever can rewrite it can switch the filter off, so it must belong
 * to root or to this process's user and be writable by nobody else.
 */
async function readFilter(filterPath: string): Promise<Buffer> {
  const file = await open(filterPath, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new SeccompFilterError(
      error.code === 'ENOENT'
        ? `the seccomp filter ${filterPath} is missing (${BUILD_HINT})`
        : `the seccomp filter ${filterPath} cannot be read: ${error.message}`,
    );
  });
  try {
    const stats = await file.stat();
    if (!stats.isFile()) throw new SeccompFilterError(`the seccomp filter ${filterPath} is not a file`);
    if (stats.uid !== 0 && stats.uid !== process.getuid?.()) {
      throw new SeccompFilterError(
        `the seccomp filter ${filterPath} belongs to another user (uid ${stats.uid})`,
      );
    }
    if ((stats.mode & 0o022) !== 0) {
      throw new SeccompFilterError(`the seccomp filter ${filterPath} is writable by other users`);
    }
    // Nor may anyone else be able to swap the file for another one.
    const folder = await stat(path.dirname(filterPath));
    if ((folder.mode & 0o022) !== 0 || (folder.uid !== 0 && folder.uid !== process.getuid?.())) {
      throw new SeccompFilterError(
        `the folder of the seccomp filter ${filterPath} is writable by other users`,
      );
    }
    const bytes = await file.readFile();
    const instructions = bytes.length / BPF_INSTRUCTION_BYTES;
    if (!Number.isInteger(instructions) || instructions === 0 || instructions > BPF_MAX_INSTRUCTIONS) {
      throw new SeccompFilterError(`the seccomp filter ${filterPath} is not a BPF program (${BUILD_HINT})`);
    }
    return bytes;
  } finally {
    await file.close();
  }
}

const loadedFilters = new Map<string, Promise<Buffer>>();

/** The filter every sandboxed run loads through bubblewrap's `--seccomp`; rejects with the reason when it cannot. */
export function loadSeccompFilter(): Promise<Buffer> {
  const filterPath = seccompFilterPath();
  let loading = loadedFilters.get(filterPath);
  if (!loading) {
    loading = readFilter(filterPath);
    loadedFilters.set(filterPath, loading);
    // A failure is not remembered: once the prerequisite step has built the filter, the next run finds it.
    loading.catch(() => loadedFilters.delete(filterPath));
  }
  return loading;
}

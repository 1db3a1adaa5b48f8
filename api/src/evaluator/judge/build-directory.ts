import { chmod, chown, mkdir } from 'node:fs/promises';
import type { SandboxIdentity } from '../sandbox/sandbox-types.js';

/** A directory the slot's uid can write (compilation output, the Go cache), private to that slot. */
export async function prepareOwnedDirectory(
  directory: string,
  identity: SandboxIdentity,
  mode = 0o755,
): Promise<void> {
  await mkdir(directory, { recursive: true });
  if (identity.switchHostUser) await chown(directory, identity.uid, identity.gid);
  await chmod(directory, mode);
}

import { hostFilesystemArgs } from './host-filesystem.js';
import type { SandboxIdentity, SandboxRunSpec } from './sandbox-types.js';

export const SANDBOX_WORK_DIR = '/box';
const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';

/**
 * The full host argv: a tiny shell that waits on fd 3 until the parent has moved it into the run's
 * cgroup (so nothing it forks can start outside the limits), then prlimit (file size, open files,
 * no core dumps; deliberately no RLIMIT_AS, which breaks the JVM, Node and Go), then bubblewrap.
 */
export async function buildSandboxArgv(spec: SandboxRunSpec, identity: SandboxIdentity): Promise<string[]> {
  const bwrapArgs = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--hostname',
    'sandbox',
    '--uid',
    String(identity.uid),
    '--gid',
    String(identity.gid),
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--clearenv',
    ...(await hostFilesystemArgs()),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(spec.workDirBytes),
    '--tmpfs',
    '/tmp',
    '--size',
    String(spec.workDirBytes),
    '--tmpfs',
    SANDBOX_WORK_DIR,
  ];
  for (const bind of spec.binds ?? []) {
    bwrapArgs.push(bind.writable ? '--bind' : '--ro-bind', bind.hostPath, bind.sandboxPath);
  }
  const env: Record<string, string> = {
    PATH: SANDBOX_PATH,
    HOME: SANDBOX_WORK_DIR,
    TMPDIR: '/tmp',
    LANG: 'C.UTF-8',
    ...spec.env,
  };
  // The root bubblewrap builds is a tmpfs: make it read-only so only /box and /tmp take writes.
  bwrapArgs.push('--remount-ro', '/');
  for (const [name, value] of Object.entries(env)) bwrapArgs.push('--setenv', name, value);
  bwrapArgs.push('--chdir', SANDBOX_WORK_DIR, '--', ...spec.command);

  return [
    '/bin/sh',
    '-c',
    'read -r go <&3 && exec 3<&- && exec "$@"',
    'sandbox-launcher',
    'prlimit',
    `--fsize=${spec.fileSizeLimitBytes}`,
    `--nofile=${spec.openFilesLimit}`,
    '--core=0',
    '--',
    'bwrap',
    ...bwrapArgs,
  ];
}

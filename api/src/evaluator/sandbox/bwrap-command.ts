import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { toolchainPrefixes } from '../languages/toolchain-lookup.js';
import { hostFilesystemArgs } from './host-filesystem.js';
import type { SandboxIdentity, SandboxRunSpec } from './sandbox-types.js';

export const SANDBOX_WORK_DIR = '/box';
const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';
/** The child's file descriptor on which bubblewrap reads the seccomp filter (0–2 are stdio, 3 the go signal). */
export const SECCOMP_FILTER_FD = 4;
/** The child's descriptor on which the sandbox writes the files of `collectDirectory` (see COLLECTING_PID1_SHELL). */
export const COLLECT_FD = 5;
/** `spec.files[i]` reaches bubblewrap on descriptor FIRST_FILE_FD + i; bubblewrap closes each once copied. */
export const FIRST_FILE_FD = 6;
/** The descriptor of `spec.descriptorFiles[index]`: after the copied files'. */
export function descriptorFileFd(spec: Pick<SandboxRunSpec, 'files'>, index: number): number {
  return FIRST_FILE_FD + (spec.files?.length ?? 0) + index;
}
/** Checked at start-up (sandbox-runtime.ts): the launcher never resolves it through a PATH. */
export const BWRAP_PATH = '/usr/bin/bwrap';

/** The hard stack limit this process was started with, in KiB (Infinity when unlimited): read once. */
let hardStackLimitKb: number | undefined;
function hardStackKb(): number {
  if (hardStackLimitKb === undefined) {
    const row = /^Max stack size\s+\S+\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    hardStackLimitKb = !row || row[1] === 'unlimited' ? Infinity : Math.floor(Number(row[1]) / 1024);
  }
  return hardStackLimitKb;
}

/**
 * The stack a run's main thread may grow to: half its memory limit (128 MB of the usual 256), within
 * the hard limit the API was started with. With the API's 8 MB, a recursive depth-first search 200 000
 * calls deep crashed in C++, and Node (told by `--stack-size` it had 64 MB) died of SIGSEGV instead of
 * throwing a RangeError. Half, not all of it as DOMjudge gives: endless recursion then ends as a stack
 * overflow, SIGSEGV, whose note names deep recursion, before the heap and stack together exhaust the
 * memory limit and read as "memory limit exceeded".
 */
export function stackLimitKb(memoryBytes: number): number {
  return Math.min(Math.floor(memoryBytes / 1024 / 2), hardStackKb());
}

/**
 * The run's resource limits, set with the launcher shell's `ulimit` builtin rather than by a
 * program of their own (prlimit, one more start per run): file size, open files, stack, no core
 * dumps; deliberately no RLIMIT_AS, which breaks the JVM, Node and Go (memory is the cgroup's).
 * Without -H or -S both the soft and the hard limit are set, so nothing inside can raise them. dash
 * counts -f in 512-byte blocks, bash (not in POSIX mode) in 1024-byte ones; both count -s in KiB.
 */
function limitsScript(spec: SandboxRunSpec, fileBlockBytes: 512 | 1024): string {
  const blocks = Math.floor(spec.fileSizeLimitBytes / fileBlockBytes);
  return `ulimit -c 0 && ulimit -f ${blocks} && ulimit -n ${spec.openFilesLimit} && ulimit -s ${stackLimitKb(spec.memoryBytes)} || exit 125`;
}

/** Waits for the go signal on fd 3 (see buildSandboxArgv), sets the limits, then becomes bubblewrap. */
function hostLauncherScript(spec: SandboxRunSpec): string[] {
  return ['/bin/sh', '-c', `read -r go <&3 && exec 3<&- && ${limitsScript(spec, 512)} && exec "$@"`];
}

/**
 * The same, but first closes every descriptor above stderr but the run's own (the filter, the
 * collected files' pipe, the copied files'): used when the worker inherited descriptors without close-on-exec from
 * whoever started it (Node marks its own close-on-exec, not inherited ones), so that none reaches
 * the sandbox. bash, not dash, which cannot name descriptors above 9; it costs a few milliseconds
 * more per run, hence only when needed.
 */
function closingHostLauncher(spec: SandboxRunSpec, ownDescriptors: number[]): string[] {
  return [
    '/bin/bash',
    '-c',
    `read -r go <&3 || exit 1
exec 3<&-
${limitsScript(spec, 1024)}
for fd in /proc/self/fd/*; do
  fd=\${fd##*/}
  case " ${ownDescriptors.join(' ')} " in
    *" $fd "*) ;;
    *) if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi ;;
  esac
done
exec "$@"`,
  ];
}

const O_CLOEXEC = 0o2000000;

/** Descriptors above stderr that a spawned child would inherit; looked up once per process. */
async function findInheritableDescriptors(): Promise<number[]> {
  const inheritable: number[] = [];
  for (const entry of await readdir('/proc/self/fd').catch(() => [])) {
    const fd = Number(entry);
    if (!Number.isInteger(fd) || fd <= 2) continue;
    const info = await readFile(`/proc/self/fdinfo/${fd}`, 'utf8').catch(() => '');
    const flags = /^flags:\s+([0-7]+)/m.exec(info)?.[1];
    if (flags !== undefined && (Number.parseInt(flags, 8) & O_CLOEXEC) === 0) inheritable.push(fd);
  }
  return inheritable;
}

let inheritableDescriptors: Promise<number[]> | undefined;

async function hostLauncher(spec: SandboxRunSpec, ownDescriptors: number[]): Promise<string[]> {
  inheritableDescriptors ??= findInheritableDescriptors();
  return (await inheritableDescriptors).length > 0
    ? closingHostLauncher(spec, ownDescriptors)
    : hostLauncherScript(spec);
}

/**
 * PID 1 inside the sandbox. Without it bubblewrap's own reaper is PID 1, and /proc/1 shows its
 * command line (host paths included) and its memory. `sh` runs the command as a child rather than
 * exec'ing it (the `exit` after it), so a learner's program keeps ordinary signal behaviour: PID 1
 * of a namespace ignores signals it sends itself, which would turn abort() into a SIGSEGV.
 */
const PID1_SHELL = ['/bin/sh', '-c', '"$@"; exit $?', 'sandbox'];

/**
 * The same for a command whose output directory comes back to the host: the command itself never
 * holds the collecting descriptor; after it succeeded, each regular file is written as a line
 * `<size> <octal mode> <relative path>` followed by its bytes (parsed by collected-files.ts).
 */
const COLLECTING_PID1_SHELL = [
  '/bin/sh',
  '-c',
  `directory=$1; shift
"$@" ${COLLECT_FD}>&-
status=$?
if [ "$status" -eq 0 ]; then
  cd "$directory" && /usr/bin/find . -type f | while IFS= read -r file; do
    /usr/bin/stat -c '%s %a %n' "$file" && /bin/cat "$file"
  done >&${COLLECT_FD}
fi
exit $status`,
  'sandbox',
];

/**
 * The full host argv: a tiny shell (hostLauncherScript) that waits on fd 3 until the parent has
 * moved it into the run's cgroup (so nothing it forks, and no namespace bubblewrap creates, starts
 * outside it: the sandbox's cgroup namespace is rooted at the run's cgroup and names no host path),
 * sets the rlimits with its builtin, then becomes bubblewrap, which loads the seccomp filter from fd
 * SECCOMP_FILTER_FD just before it starts the command.
 */
export async function buildSandboxArgv(spec: SandboxRunSpec, identity: SandboxIdentity): Promise<string[]> {
  const bwrapArgs = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    // No nested user namespaces (the filter also refuses unshare and namespace flags on clone).
    '--disable-userns',
    '--as-pid-1',
    '--seccomp',
    String(SECCOMP_FILTER_FD),
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
  // A toolchain installed outside /usr (e.g. Node under /opt) is visible at its own path.
  for (const prefix of toolchainPrefixes()) bwrapArgs.push('--ro-bind', prefix, prefix);
  for (const bind of spec.binds ?? []) {
    bwrapArgs.push(bind.writable ? '--bind' : '--ro-bind', bind.hostPath, bind.sandboxPath);
  }
  for (const [index, file] of (spec.files ?? []).entries()) {
    bwrapArgs.push('--perms', file.executable ? '0755' : '0644');
    bwrapArgs.push('--file', String(FIRST_FILE_FD + index), file.sandboxPath);
  }
  for (const [index, file] of (spec.descriptorFiles ?? []).entries())
    bwrapArgs.push('--symlink', `/proc/self/fd/${descriptorFileFd(spec, index)}`, file.sandboxPath);
  if (spec.collectDirectory)
    bwrapArgs.push('--size', String(spec.workDirBytes), '--tmpfs', spec.collectDirectory);
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
  bwrapArgs.push('--chdir', SANDBOX_WORK_DIR, '--');
  if (spec.collectDirectory) bwrapArgs.push(...COLLECTING_PID1_SHELL, spec.collectDirectory, ...spec.command);
  else bwrapArgs.push(...PID1_SHELL, ...spec.command);

  const ownDescriptors = [
    SECCOMP_FILTER_FD,
    ...(spec.collectDirectory ? [COLLECT_FD] : []),
    ...(spec.files ?? []).map((_file, index) => FIRST_FILE_FD + index),
    ...(spec.descriptorFiles ?? []).map((_file, index) => descriptorFileFd(spec, index)),
  ];
  return [...(await hostLauncher(spec, ownDescriptors)), 'sandbox-launcher', BWRAP_PATH, ...bwrapArgs];
}

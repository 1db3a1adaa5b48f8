import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where this process sits in the cgroup hierarchies, read from /proc (pure parsing is kept separate to test it). */
export type CgroupLayout =
  | { kind: 'v2'; ownDir: string }
  | { kind: 'v1'; memoryDir: string; pidsDir: string; cpuacctDir?: string }
  | { kind: 'none'; reason: string };

interface CgroupMount {
  fsType: 'cgroup' | 'cgroup2';
  root: string;
  mountPoint: string;
  options: string[];
}

function parseMountInfo(mountInfo: string): CgroupMount[] {
  const mounts: CgroupMount[] = [];
  for (const line of mountInfo.split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    const fields = left.split(' ');
    const [fsType, , superOptions = ''] = right.split(' ');
    if (fsType !== 'cgroup' && fsType !== 'cgroup2') continue;
    const root = fields[3];
    const mountPoint = fields[4];
    if (!root || !mountPoint) continue;
    mounts.push({ fsType, root, mountPoint, options: superOptions.split(',') });
  }
  return mounts;
}

/** Maps "hierarchy id:controllers:path" lines to controller → path ('' for the unified hierarchy). */
function parseProcCgroup(procCgroup: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of procCgroup.split('\n')) {
    const match = /^\d+:([^:]*):(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, controllers = '', cgroupPath = '/'] = match;
    if (controllers === '') paths.set('', cgroupPath);
    for (const controller of controllers.split(',')) if (controller) paths.set(controller, cgroupPath);
  }
  return paths;
}

function directoryOf(mount: CgroupMount, cgroupPath: string): string {
  // Inside a cgroup namespace the mount root can be a sub-path of what /proc/self/cgroup shows.
  const relative =
    mount.root !== '/' && cgroupPath.startsWith(mount.root)
      ? cgroupPath.slice(mount.root.length)
      : cgroupPath;
  return path.join(mount.mountPoint, relative).replace(/(.)\/+$/, '$1');
}

export function resolveCgroupLayout(mountInfo: string, procCgroup: string): CgroupLayout {
  const mounts = parseMountInfo(mountInfo);
  const paths = parseProcCgroup(procCgroup);
  const v1Memory = mounts.find((mount) => mount.fsType === 'cgroup' && mount.options.includes('memory'));
  const v1Pids = mounts.find((mount) => mount.fsType === 'cgroup' && mount.options.includes('pids'));
  const v1Cpuacct = mounts.find((mount) => mount.fsType === 'cgroup' && mount.options.includes('cpuacct'));
  if (v1Memory && v1Pids) {
    return {
      kind: 'v1',
      memoryDir: directoryOf(v1Memory, paths.get('memory') ?? '/'),
      pidsDir: directoryOf(v1Pids, paths.get('pids') ?? '/'),
      // CPU accounting is optional: without it time limits fall back to wall-clock time.
      cpuacctDir: v1Cpuacct ? directoryOf(v1Cpuacct, paths.get('cpuacct') ?? '/') : undefined,
    };
  }
  if (v1Memory || v1Pids) {
    return { kind: 'none', reason: 'cgroup v1 is mounted without both the memory and the pids controllers' };
  }
  const unified = mounts.find((mount) => mount.fsType === 'cgroup2');
  if (unified) return { kind: 'v2', ownDir: directoryOf(unified, paths.get('') ?? '/') };
  return { kind: 'none', reason: 'no cgroup filesystem is mounted' };
}

export async function readCgroupLayout(): Promise<CgroupLayout> {
  try {
    const [mountInfo, procCgroup] = await Promise.all([
      readFile('/proc/self/mountinfo', 'utf8'),
      readFile('/proc/self/cgroup', 'utf8'),
    ]);
    return resolveCgroupLayout(mountInfo, procCgroup);
  } catch (error) {
    return { kind: 'none', reason: `cannot read /proc cgroup information: ${(error as Error).message}` };
  }
}

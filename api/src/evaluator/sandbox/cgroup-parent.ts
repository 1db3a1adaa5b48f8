import { readCgroupLayout } from './cgroup-layout.js';
import type { CgroupParent } from './cgroup-types.js';
import { CgroupParentV1 } from './cgroup-v1.js';
import { CgroupParentV2 } from './cgroup-v2.js';

/**
 * Creates the cgroup under which every run gets its own child. Throws with a readable reason when
 * that is impossible: the caller must then refuse to run code rather than run it without limits.
 * `SANDBOX_CGROUP_PARENT` (v2: a delegated cgroup directory) overrides the worker's own cgroup.
 */
export async function createCgroupParent(
  configuredParent = process.env.SANDBOX_CGROUP_PARENT,
): Promise<CgroupParent> {
  const layout = await readCgroupLayout();
  try {
    if (layout.kind === 'v1')
      return await CgroupParentV1.create(layout.memoryDir, layout.pidsDir, layout.cpuacctDir);
    if (layout.kind === 'v2') return await CgroupParentV2.create(configuredParent || layout.ownDir);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const hint =
      code === 'EACCES' || code === 'EROFS' || code === 'EPERM'
        ? ' (the cgroup is not writable: run the worker as root or in a delegated cgroup)'
        : '';
    throw new Error(`cannot create the sandbox cgroup: ${message}${hint}`);
  }
  throw new Error(`cannot limit memory and processes: ${layout.reason}`);
}

import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, type CommandSpec } from './toolchain-types.js';

/** JavaScript written with import/export runs as an ES module, anything else as CommonJS. */
export function javascriptFileName(code: string): string {
  return /^\s*(import\s*[\w*{'"]|export\s)/m.test(code) ? 'main.mjs' : 'main.cjs';
}

export function nodeRunCommand(entry: string, memoryLimitMb: number): CommandSpec {
  // A heap cap under the cgroup limit turns runaway allocation into a readable V8 error.
  const heapMb = Math.max(32, Math.floor(memoryLimitMb * 0.75));
  return {
    command: [
      toolPath('node'),
      '--enable-source-maps',
      `--max-old-space-size=${heapMb}`,
      '--stack-size=65500',
      `${SANDBOX_APP_DIR}/${entry}`,
    ],
  };
}

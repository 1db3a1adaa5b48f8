import { stackLimitKb } from '../sandbox/bwrap-command.js';
import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, type CommandSpec } from './toolchain-types.js';

/** JavaScript written with import/export runs as an ES module, anything else as CommonJS. */
export function javascriptFileName(code: string): string {
  return /^\s*(import\s*[\w*{'"]|export\s)/m.test(code) ? 'main.mjs' : 'main.cjs';
}

/** As deep as Java's `-Xss64m`: a recursive search over 200 000 items fits. */
const MAX_STACK_KB = 65_500;

export function nodeRunCommand(entry: string, memoryLimitMb: number): CommandSpec {
  // A heap cap under the cgroup limit turns runaway allocation into a readable V8 error.
  const heapMb = Math.max(32, Math.floor(memoryLimitMb * 0.75));
  // V8 checks its own stack bound: it must lie inside the thread's real stack (stackLimitKb), or deep
  // recursion ends in SIGSEGV instead of a RangeError the learner can read.
  const stackKb = Math.min(MAX_STACK_KB, Math.floor(stackLimitKb(memoryLimitMb * 1024 * 1024) * 0.75));
  return {
    command: [
      toolPath('node'),
      '--enable-source-maps',
      `--max-old-space-size=${heapMb}`,
      `--stack-size=${stackKb}`,
      `${SANDBOX_APP_DIR}/${entry}`,
    ],
  };
}

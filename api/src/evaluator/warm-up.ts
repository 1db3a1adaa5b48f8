import { buildPrecompiledHeader } from './judge/precompiled-header.js';
import { getSandboxRuntime } from './sandbox/sandbox-runtime.js';

/**
 * Call once when a worker starts: proves the sandbox works (throws with the reason if not) and
 * builds the C++ precompiled header, cached on disk for later processes (~6 s the first time).
 */
export async function warmUpEvaluator(): Promise<void> {
  const runtime = await getSandboxRuntime();
  await buildPrecompiledHeader(runtime);
}

import { buildPrecompiledHeader } from './judge/precompiled-header.js';
import { toolchainReport } from './languages/toolchain-lookup.js';
import { getSandboxRuntime } from './sandbox/sandbox-runtime.js';
import type { SupportedLanguage } from './types.js';

export interface WarmUpReport {
  /** Languages this machine cannot evaluate, with the reason (for the start-up log). */
  unavailableLanguages: Partial<Record<SupportedLanguage, string>>;
}

/**
 * Call once when a worker starts: proves the sandbox works (throws with the reason if not: no
 * bubblewrap, no seccomp filter, no cgroups) and builds the C++ precompiled header, cached on disk
 * for later processes (~6 s the first time).
 */
export async function warmUpEvaluator(): Promise<WarmUpReport> {
  const runtime = await getSandboxRuntime();
  const { languages } = toolchainReport();
  if (languages.cpp.available) await buildPrecompiledHeader(runtime);
  const unavailableLanguages: WarmUpReport['unavailableLanguages'] = {};
  for (const [language, availability] of Object.entries(languages) as Array<
    [SupportedLanguage, typeof languages.cpp]
  >) {
    if (!availability.available) unavailableLanguages[language] = availability.reason;
  }
  return { unavailableLanguages };
}

import { readFileSync } from 'node:fs';
import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, SANDBOX_OUT_DIR, type LanguageToolchain } from './toolchain-types.js';

export const JVM_FAST_START = [
  '-XX:TieredStopAtLevel=1',
  '-XX:+UseSerialGC',
  '-XX:-UsePerfData',
  '-Xshare:auto',
];

/** Runs several tests in one JVM (judge/shared-jvm.ts); compiled with every submission. */
export const JAVA_HARNESS_CLASS = 'rhjudge.RhJudgeHarness';
const JAVA_HARNESS_FILE = 'RhJudgeHarness.java';
let harnessSource: string | undefined;

function javaHarnessSource(): string {
  harnessSource ??= readFileSync(new URL(`./java-harness/${JAVA_HARNESS_FILE}`, import.meta.url), 'utf8');
  return harnessSource;
}

/** JVM options of every run: heap from the limit, deep recursion allowed. */
export function javaRunOptions(memoryLimitMb: number): string[] {
  return [
    ...JVM_FAST_START,
    // The sandbox hides /sys/fs/cgroup, so the JVM cannot size its heap from the limit itself.
    `-Xmx${Math.max(16, Math.floor(memoryLimitMb * 0.7))}m`,
    '-Xss64m',
  ];
}

/**
 * The program runs from class `Main`. When the code has no class `Main` but a public top-level
 * class, that class runs instead (its file must carry its name for javac).
 */
export function javaEntryClass(code: string): { fileClass: string; entryClass: string } {
  const publicClass = /\bpublic\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(code)?.[1];
  const hasMain = /\bclass\s+Main\b/.test(code);
  return { fileClass: publicClass ?? 'Main', entryClass: hasMain ? 'Main' : (publicClass ?? 'Main') };
}

export const java: LanguageToolchain = {
  language: 'java',
  prepare: (code) => {
    const { fileClass, entryClass } = javaEntryClass(code);
    const files: Record<string, string> = { [`${fileClass}.java`]: code };
    // The harness is in its own package; a learner's class of the same name keeps one JVM per test.
    if (fileClass !== 'RhJudgeHarness') files[JAVA_HARNESS_FILE] = javaHarnessSource();
    return { files, entry: entryClass };
  },
  compile: (program, context) => ({
    command: [
      toolPath('javac'),
      ...JVM_FAST_START.map((option) => `-J${option}`),
      `-J-Xmx${Math.floor(context.memoryLimitMb * 0.7)}m`,
      '-encoding',
      'UTF-8',
      '-d',
      SANDBOX_OUT_DIR,
      ...Object.keys(program.files).map((file) => `${SANDBOX_APP_DIR}/${file}`),
    ],
  }),
  outputsArtifacts: true,
  run: (program, memoryLimitMb) => ({
    command: [toolPath('java'), ...javaRunOptions(memoryLimitMb), '-cp', SANDBOX_APP_DIR, program.entry],
  }),
};

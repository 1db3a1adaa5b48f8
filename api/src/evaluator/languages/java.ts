import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, SANDBOX_OUT_DIR, type LanguageToolchain } from './toolchain-types.js';

const JVM_FAST_START = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto'];

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
    return { files: { [`${fileClass}.java`]: code }, entry: entryClass };
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
    command: [
      toolPath('java'),
      ...JVM_FAST_START,
      // The sandbox hides /sys/fs/cgroup, so the JVM cannot size its heap from the limit itself.
      `-Xmx${Math.max(16, Math.floor(memoryLimitMb * 0.7))}m`,
      '-Xss64m',
      '-cp',
      SANDBOX_APP_DIR,
      program.entry,
    ],
  }),
};

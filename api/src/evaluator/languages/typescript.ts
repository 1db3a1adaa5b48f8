import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeRunCommand } from './node-runtime.js';
import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, SourceRejectedError, type LanguageToolchain } from './toolchain-types.js';

const STRIP_TYPES_ENTRY = fileURLToPath(new URL('./strip-types-process.mjs', import.meta.url));
/** Stripping takes 0.02–0.1 s in-process; this bounds a stall, with room for Node's start-up. */
const STRIP_TYPES_TIME_LIMIT_MS = 5000;
const TOO_COMPLEX =
  'The code is too complex to compile: its types could not be removed (nested too deeply?).';

type StripReply = { ok: true; javascript: string } | { ok: false; message: string };

/**
 * Types are stripped by swc in a short-lived child process, not on the evaluating process: swc is
 * native code, and a few thousand nested brackets overflow its stack and end the process with
 * SIGSEGV (measured: 5 000 nested parentheses). A crash or a time-out is the learner's compile error.
 */
function stripTypes(code: string): Promise<StripReply> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--max-old-space-size=256', STRIP_TYPES_ENTRY],
      { timeout: STRIP_TYPES_TIME_LIMIT_MS, maxBuffer: 16 * 1024 * 1024, killSignal: 'SIGKILL', env: {} },
      (error, stdout) => {
        if (error) return resolve({ ok: false, message: TOO_COMPLEX });
        try {
          resolve(JSON.parse(stdout) as StripReply);
        } catch {
          resolve({ ok: false, message: TOO_COMPLEX });
        }
      },
    );
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(code);
  });
}

export const typescript: LanguageToolchain = {
  language: 'typescript',
  prepare: async (code) => {
    const stripped = await stripTypes(code);
    if (!stripped.ok) throw new SourceRejectedError(stripped.message);
    return { files: { 'main.ts': code, 'main.cjs': stripped.javascript }, entry: 'main.cjs' };
  },
  compile: (program) => ({ command: [toolPath('node'), '--check', `${SANDBOX_APP_DIR}/${program.entry}`] }),
  outputsArtifacts: false,
  run: (program, memoryLimitMb) => nodeRunCommand(program.entry, memoryLimitMb),
};

import { transformSync } from '@swc/core';
import { nodeRunCommand } from './node-runtime.js';
import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, SourceRejectedError, type LanguageToolchain } from './toolchain-types.js';

/** swc's message carries a Rust backtrace after the useful part. */
function readableSwcError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split(/\n\s*Caused by:|\n\s*Stack backtrace:/)[0]?.trim() ?? text;
}

export const typescript: LanguageToolchain = {
  language: 'typescript',
  prepare: (code) => {
    try {
      // Types are stripped in-process (no type check, as with tsx or Node's own stripping); the inline
      // source map lets Node report the learner's own line numbers in stack traces.
      const { code: javascriptCode } = transformSync(code, {
        filename: 'main.ts',
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      });
      return { files: { 'main.ts': code, 'main.cjs': javascriptCode }, entry: 'main.cjs' };
    } catch (error) {
      throw new SourceRejectedError(readableSwcError(error));
    }
  },
  compile: (program) => ({ command: [toolPath('node'), '--check', `${SANDBOX_APP_DIR}/${program.entry}`] }),
  outputsArtifacts: false,
  run: (program, memoryLimitMb) => nodeRunCommand(program.entry, memoryLimitMb),
};

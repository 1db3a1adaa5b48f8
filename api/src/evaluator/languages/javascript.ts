import { javascriptFileName, nodeRunCommand } from './node-runtime.js';
import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, type LanguageToolchain } from './toolchain-types.js';

export const javascript: LanguageToolchain = {
  language: 'javascript',
  prepare: (code) => {
    const entry = javascriptFileName(code);
    return { files: { [entry]: code }, entry };
  },
  compile: (program) => ({ command: [toolPath('node'), '--check', `${SANDBOX_APP_DIR}/${program.entry}`] }),
  outputsArtifacts: false,
  run: (program, memoryLimitMb) => nodeRunCommand(program.entry, memoryLimitMb),
};

import { javascriptFileName, nodeRunCommand } from './node-runtime.js';
import { SANDBOX_APP_DIR, type LanguageToolchain } from './toolchain-types.js';

export const javascript: LanguageToolchain = {
  language: 'javascript',
  prepare: (code) => {
    const entry = javascriptFileName(code);
    return { files: { [entry]: code }, entry };
  },
  compile: (program) => ({ command: ['/usr/bin/node', '--check', `${SANDBOX_APP_DIR}/${program.entry}`] }),
  outputsArtifacts: false,
  run: (program, memoryLimitMb) => nodeRunCommand(program.entry, memoryLimitMb),
};

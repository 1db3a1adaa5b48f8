import { toolPath } from './toolchain-lookup.js';
import { SANDBOX_APP_DIR, type LanguageToolchain } from './toolchain-types.js';

const SYNTAX_CHECK = 'import sys; compile(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1], "exec")';

export const python: LanguageToolchain = {
  language: 'python',
  prepare: (code) => ({ files: { 'main.py': code }, entry: 'main.py' }),
  // Catching syntax errors up front reports them as compile errors rather than crashes on every test.
  compile: () => ({ command: [toolPath('python3'), '-c', SYNTAX_CHECK, `${SANDBOX_APP_DIR}/main.py`] }),
  outputsArtifacts: false,
  run: () => ({
    command: [toolPath('python3'), `${SANDBOX_APP_DIR}/main.py`],
    env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  }),
};

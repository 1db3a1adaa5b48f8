import {
  SANDBOX_APP_DIR,
  SANDBOX_OUT_DIR,
  SANDBOX_PCH_DIR,
  type LanguageToolchain,
} from './toolchain-types.js';
import { toolPath } from './toolchain-lookup.js';

export const CPP_FLAGS = ['-O2', '-std=c++17', '-pipe'];

export const cpp: LanguageToolchain = {
  language: 'cpp',
  prepare: (code) => ({ files: { 'main.cpp': code }, entry: 'main' }),
  compile: (_program, context) => ({
    command: [
      toolPath('g++'),
      ...CPP_FLAGS,
      // With the precompiled header directory first in the search path, `#include <bits/stdc++.h>` loads in ~0.4 s instead of ~1 s.
      ...(context.precompiledHeaderDir ? ['-I', SANDBOX_PCH_DIR] : []),
      '-o',
      `${SANDBOX_OUT_DIR}/main`,
      `${SANDBOX_APP_DIR}/main.cpp`,
    ],
  }),
  outputsArtifacts: true,
  run: () => ({ command: [`${SANDBOX_APP_DIR}/main`] }),
};

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Rspack names the page's own require function `__webpack_require__` in every module it builds.
declare const __webpack_require__: { federation: { bundlerRuntime: object; attachShareScopeMap: unknown } };

/** The global mf-provided-bundler-runtime.ts reads in a production remote. */
export const PROVIDED_BUNDLER_RUNTIME = '_REFERRALHUB_MF_BUNDLER_RUNTIME';

// Production remotes take their bundler runtime's functions from the shell instead of each
// carrying a copy (~4 KB gzip per remote entry), as they take its runtime core.
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-bundler-runtime',
    beforeInit(args) {
      const page = globalThis as Record<string, unknown>;
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      page[PROVIDED_BUNDLER_RUNTIME] ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}

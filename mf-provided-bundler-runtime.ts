// What a production remote's build uses in place of @module-federation/webpack-bundler-runtime: the
// shell's functions (stateless: everything they touch comes in with the remote's own require
// function) with this remote's own state and its own MF runtime, whose instance lookup is tied to
// this build. Like the runtime core (experiments.externalRuntime), the shell provides them
// (shell/src/runtime-plugin/provide-bundler-runtime.ts), so a remote entry carries only its own.
// Only init is used (webpack-bundler-runtime's init.js); the ES build leaves out the rest and its error texts.
import { init } from '@module-federation/runtime/dist/index.js';
// The shell exposes nothing, so its build leaves this one out: a remote brings its own.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

interface ProvidedBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

const provided = (globalThis as Record<string, unknown>)._REFERRALHUB_MF_BUNDLER_RUNTIME as
  ProvidedBundlerRuntime | undefined;
// Thrown while the remote entry loads: the shell then shows the remote as unavailable.
if (!provided)
  throw new Error('This remote runs in the shell page, which provides its Module Federation runtime.');

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  // Share scopes (S) and options are this remote's own.
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

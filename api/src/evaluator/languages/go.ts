import {
  SANDBOX_APP_DIR,
  SANDBOX_GO_CACHE_DIR,
  SANDBOX_OUT_DIR,
  type LanguageToolchain,
} from './toolchain-types.js';
import { toolPath } from './toolchain-lookup.js';

/** The go tool inside the sandbox: the slot's build cache, nothing fetched, no cgo. */
export const GO_BUILD_ENV = {
  GOCACHE: SANDBOX_GO_CACHE_DIR,
  GOPATH: '/tmp/gopath',
  GO111MODULE: 'off',
  GOPROXY: 'off',
  GOFLAGS: '',
  CGO_ENABLED: '0',
  GOTELEMETRY: 'off',
};

export const go: LanguageToolchain = {
  language: 'go',
  prepare: (code) => ({ files: { 'main.go': code }, entry: 'main' }),
  compile: () => ({
    command: [toolPath('go'), 'build', '-o', `${SANDBOX_OUT_DIR}/main`, `${SANDBOX_APP_DIR}/main.go`],
    // GOPATH mode on a single file: no go.mod, no module downloads (there is no network anyway),
    // no cgo (which would run the C toolchain on learner-controlled flags).
    env: GO_BUILD_ENV,
  }),
  outputsArtifacts: true,
  run: (_program, memoryLimitMb) => ({
    command: [`${SANDBOX_APP_DIR}/main`],
    // A soft limit under the cgroup's makes the Go GC work harder before the kernel kills the run.
    env: { GOMEMLIMIT: `${Math.floor(memoryLimitMb * 0.8)}MiB` },
  }),
};

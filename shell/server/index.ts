// The shell's server, as the repository's scripts use it (scripts/start.mjs, e2e/lib/platform.mjs,
// the benches): compiled to dist/ (scripts/lib/shell-server.mjs builds and loads it).
export { PRERENDER_CACHE_MS } from './fetchers/release-file-cache.ts';
export { shutdownSettings } from './http/lifecycle.ts';
export { startRemoteServer, startShellServer } from './http/static-server.ts';

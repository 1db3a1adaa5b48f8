import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout } from './fetch-with-timeout';

// The MF runtime fetches remote manifests with a bare fetch: no timeout, no status check. A remote
// host that accepts the connection and never answers would leave its screen loading forever.
export default function manifestFetchTimeout(): ModuleFederationRuntimePlugin {
  return {
    name: 'manifest-fetch-timeout',
    fetch: (url, init) => fetchWithTimeout(url, init),
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The runtime's own limit is 20 s; a remote entry that takes longer than this is treated as down. */
export const REMOTE_ENTRY_TIMEOUT_MS = 8000;

export default function remoteEntryTimeout(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-entry-timeout',
    createScript: ({ url, attrs }) => {
      // Returning an object makes the runtime skip `attrs`, so they are applied here.
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
  };
}

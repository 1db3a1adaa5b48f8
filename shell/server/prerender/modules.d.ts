// The remote being prerendered: rsbuild.prerender.ts aliases it to the remote's src/app/screens.tsx.
declare module 'referralhub-prerender-screens' {
  import type { ComponentType } from 'react';
  export const screens: Record<string, ComponentType>;
}

// The remote's first-screen queries (src/app/first-screen-queries.ts, or prerender/no-first-screen-
// queries.ts for a remote without data screens), aliased by rsbuild.prerender.ts. The type is
// FirstScreenQueries of ./first-screen.ts (an ambient module cannot import a relative path).
declare module 'referralhub-prerender-first-screen-queries' {
  import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
  type Declared = Record<
    string,
    (
      url: URL,
    ) => ReadonlyArray<
      | FetchQueryOptions<unknown, Error, unknown, QueryKey>
      | FetchInfiniteQueryOptions<unknown, Error, unknown, QueryKey, unknown>
    >
  >;
  export const firstScreenQueries: Declared;
  /** Optional: a remote from before member first screens declares none. */
  export const memberFirstScreenQueries: Declared | undefined;
}

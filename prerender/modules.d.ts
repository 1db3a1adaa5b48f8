// The remote being prerendered: rsbuild.prerender.ts aliases it to the remote's src/app/screens.tsx.
declare module 'referralhub-prerender-screens' {
  import type { ComponentType } from 'react';
  export const screens: Record<string, ComponentType>;
}

// Types for the build configuration (rsbuild.base.ts), which imports the plugin from precompressed.mjs.
import type { RsbuildPlugin } from '@rsbuild/core';

export function writePrecompressed(dir: string): Promise<number>;
export function pluginPrecompress(): RsbuildPlugin;

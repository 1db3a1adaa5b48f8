import path from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '../rsbuild.base';

const runtimePlugin = (file: string) => path.resolve(__dirname, 'src/runtime-plugin', file);

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'shell',
    port: 3000,
    isHost: true,
    runtimePlugins: [
      runtimePlugin('manifest-fetch-timeout.ts'),
      runtimePlugin('remote-entry-timeout.ts'),
      runtimePlugin('provide-bundler-runtime.ts'),
    ],
  }),
  { html: { favicon: path.resolve(__dirname, 'src/assets/logo.svg') } },
);

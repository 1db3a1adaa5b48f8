import { mergeRsbuildConfig, type Rspack } from '@rsbuild/core';
import { createAppConfig } from '../rsbuild.base';
import { routes } from './src/app/routes';

const EDITOR_WORKER_CHUNK = 'editor-worker';

// Monaco's editor worker: `new SameOriginWorker(new URL(...), ...)` is worker syntax, so the worker
// becomes its own chunk, loaded through a same-origin blob (src/features/editor/same-origin-worker.ts).
// Inside a blob worker the automatic public path is the blob's URL, so the worker must not load other
// chunks: it stays out of chunk splitting and carries everything it needs.
const monacoWorker = {
  tools: {
    rspack: (config: Rspack.Configuration) => {
      config.module ??= {};
      config.module.parser ??= {};
      config.module.parser.javascript = {
        ...config.module.parser.javascript,
        worker: ['SameOriginWorker from ./same-origin-worker', '...'],
      };
      const splitChunks = config.optimization?.splitChunks;
      if (splitChunks) splitChunks.chunks = (chunk) => chunk.name !== EDITOR_WORKER_CHUNK;
      return config;
    },
  },
};

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'practice-app',
    port: 3002,
    exposes: { './screens': './src/app/screens.tsx' },
    routes,
  }),
  monacoWorker,
);

import { createAppConfig } from '../rsbuild.base';

export default createAppConfig({
  name: 'feed-app',
  port: 3001,
  exposes: { './screens': './src/app/screens.tsx' },
});

import { createAppConfig } from '../rsbuild.base';

export default createAppConfig({
  name: 'admin-app',
  port: 3003,
  exposes: { './screens': './src/app/screens.tsx' },
});

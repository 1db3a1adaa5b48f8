import { createAppConfig } from '../rsbuild.base';
import { routes } from './src/app/routes';

export default createAppConfig({
  name: 'admin-app',
  port: 3003,
  exposes: { './screens': './src/app/screens.tsx' },
  routes,
});

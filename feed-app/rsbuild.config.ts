import { createAppConfig } from '../rsbuild.base';
import { routes } from './src/app/routes';

export default createAppConfig({
  name: 'feed-app',
  port: 3001,
  exposes: { './screens': './src/app/screens.tsx' },
  routes,
});

import { describeRouteContract } from 'shared-ui/route-contract';
import { routes } from './routes';
import { screens } from './screens';

describeRouteContract('admin-app', routes, screens);

import { describeRouteContract } from 'shared-ui/route-contract';
import { routes } from './routes';
import { screens } from './screens';

describeRouteContract('practice-app', routes, screens);

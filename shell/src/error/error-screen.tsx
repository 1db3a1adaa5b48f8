import { useRouteError, isRouteErrorResponse } from 'shared-router';
import { ErrorScreenView } from 'shared-ui';
import { errorScreenText } from './error-text';

/** The router's error element: unmatched URLs and anything a route throws. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Unexpected route error', error);
  return <ErrorScreenView text={errorScreenText(error)} />;
}

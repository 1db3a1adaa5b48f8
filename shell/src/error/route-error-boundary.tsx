import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreenView, UNEXPECTED_ERROR_TEXT } from 'shared-ui';

interface RouteErrorBoundaryState {
  hasError: boolean;
}

/**
 * What a screen (or the layout) throws while rendering becomes the error screen; the details stay in
 * the console. Keyed by the URL where it is used, so leaving the page clears the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected route error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorScreenView text={UNEXPECTED_ERROR_TEXT} /> : this.props.children;
  }
}

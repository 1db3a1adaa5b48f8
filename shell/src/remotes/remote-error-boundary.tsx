import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Keeps a failing remote inside its own box: the header, menu and other remotes keep working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}

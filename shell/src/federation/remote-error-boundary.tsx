import { Component, type ErrorInfo, type ReactNode } from 'react';
import { pageBeacon } from './remote-beacon';

interface Props {
  remote: string;
  /** What shows instead of the remote; the error lets it say why (e.g. a contract mismatch). */
  fallback: (retry: () => void, error: Error) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** One per remote: whatever a remote does wrong stays inside its own box on the page. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remote}] failed`, error, info.componentStack);
    pageBeacon.caught(this.props.remote, error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

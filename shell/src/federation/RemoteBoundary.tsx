import { Component, Suspense, type ReactNode } from 'react';
import { ErrorState, Spinner } from 'shared-ui/first-paint';

interface Props {
  /** Name shown to the user when the part fails, e.g. 'This page'. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains a remote: while it loads a spinner, when it fails to load or throws while
 * rendering a clear message and a Retry that tries again without a page reload.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`${this.props.label} failed`, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return <ErrorState message={`${this.props.label} is temporarily unavailable. The rest of the site keeps working.`} onRetry={this.retry} />;
    }
    return <Suspense fallback={<Spinner label="Loading..." />}>{this.props.children}</Suspense>;
  }
}

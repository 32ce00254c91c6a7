// Errors thrown while rendering a screen: the generic error page instead of a blank page, logged to the console.
// Going to another address renders the screens again.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorReference } from '../../lib/api-client';
import { ErrorPage } from './error-page';

type Props = { pathname: string; children: ReactNode };
type State = { failedAt: string | null; reference?: string | null };
type Derived = Partial<State> | null;

class Boundary extends Component<Props, State> {
  override state: State = { failedAt: null };
  static getDerivedStateFromError(error: unknown): Partial<State> {
    // the address is filled in below, once the props are known
    return { failedAt: '', reference: errorReference(error) };
  }
  static getDerivedStateFromProps(props: Props, state: State): Derived {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failedAt !== null ? <ErrorPage reference={this.state.reference} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}

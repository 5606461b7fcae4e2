import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="px-4 py-16">
      <EmptyState
        title={t('errorBoundary.title')}
        body={t('errorBoundary.body')}
        action={<Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>}
      />
    </main>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { failed: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Another page: try rendering again.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Catches what a page throws while rendering, including a page's code that fails to download (a deploy replaced
 * it, or the network dropped): the member sees an apology with a Reload button instead of a blank screen, and
 * navigating elsewhere renders normally again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

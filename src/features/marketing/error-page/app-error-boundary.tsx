import dynamic from 'next/dynamic';
import { Component, type ErrorInfo, type ReactNode } from 'react';

// Loaded only when something has crashed, so no page pays for it up front.
// Error boundaries act in the browser only: the server answers a crash with the error page itself.
const CrashView = dynamic(() => import('./crash-view').then((module) => module.CrashView), {
  ssr: false,
});

interface State {
  failed: boolean;
}

/** A crash while rendering shows the 500 page instead of a blank screen, and is reported. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The reporter (and the environment it reads) loads only once something has crashed.
    void import('@/lib/integrations/monitoring/report-client-error').then(({ reportClientError }) =>
      reportClientError(error, { componentStack: info.componentStack }),
    );
  }

  override render() {
    return this.state.failed ? <CrashView /> : this.props.children;
  }
}

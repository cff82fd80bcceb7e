import { Component, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { getQueryClient } from '@wagering/shared/api';
import { Route, Routes, SiteRouter } from '@wagering/shared/router';
import { AppProviders } from './app-providers';
import type { RemoteAppProps, RemotePageLifecycles, RemotePageProps } from './remote-props';

/** Hands a render crash to the shell (which shows its fallback) instead of blanking the remote's root. */
class ReportToShell extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A page remote's single-spa lifecycles: its `./app` in its own React root, on the page's shared singletons (query
 * client, theme, session and betslip stores are shared modules; the router runs on the page's one history) and
 * mounted at the base path the shell gives it.
 */
export function remotePageLifecycles(App: ComponentType<RemoteAppProps>): RemotePageLifecycles {
  function Root({ basePath, onError }: RemotePageProps) {
    return (
      <ReportToShell onError={onError}>
        <AppProviders queryClient={getQueryClient()}>
          <SiteRouter>
            <Routes>
              <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
            </Routes>
          </SiteRouter>
        </AppProviders>
      </ReportToShell>
    );
  }
  return singleSpaReact<RemotePageProps>({ React, ReactDOMClient, rootComponent: Root }) as RemotePageLifecycles;
}

import { useEffect, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { getQueryClient } from '@wagering/shared/api';
import { Route, Routes, SiteRouter } from '@wagering/shared/router';
import { AppProviders } from './app-providers';
import type { RemoteAppProps, RemotePageLifecycles, RemotePageProps } from './remote-props';

/** What a crashed page renders: nothing, and the crash handed to the shell (which shows its fallback). */
function HandToShell({ error, onError }: { error: unknown; onError: (error: unknown) => void }) {
  useEffect(() => onError(error), [error, onError]);
  return null;
}

/**
 * A page remote's single-spa lifecycles: its `./app` in its own React root, on the page's shared singletons (query
 * client, theme, session and betslip stores are shared modules; the router runs on the page's one history) and
 * mounted at the base path the shell gives it.
 */
export function remotePageLifecycles(App: ComponentType<RemoteAppProps>): RemotePageLifecycles {
  function Root({ basePath }: RemotePageProps) {
    return (
      <AppProviders queryClient={getQueryClient()}>
        <SiteRouter>
          <Routes>
            <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
            {/* The page's history moves on before the shell unmounts this page: nothing to draw there, no warning. */}
            <Route path="*" element={null} />
          </Routes>
        </SiteRouter>
      </AppProviders>
    );
  }
  return singleSpaReact<RemotePageProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // single-spa-react's own boundary around the root (so it does not warn that the root has no componentDidCatch).
    errorBoundary: (error, _info, props) => <HandToShell error={error} onError={props.onError} />,
  }) as RemotePageLifecycles;
}

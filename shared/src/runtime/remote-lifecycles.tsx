import { useEffect, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type SingleSpaContext } from 'single-spa-react';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryClient } from '@wagering/shared/api';
import { MemoryRouter, Route, Routes, SiteRouter } from '@wagering/shared/router';
import { AppProviders } from './app-providers';
import { SERVER_RENDERED, reportHydrationMismatch, takeOverRegion } from './server-render';
import type { RemoteAppProps, RemotePageLifecycles, RemotePageProps } from './remote-props';

/** What a crashed page renders: nothing, and the crash handed to the shell (which shows its fallback). */
function HandToShell({ error, onError }: { error: unknown; onError: (error: unknown) => void }) {
  useEffect(() => onError(error), [error, onError]);
  return null;
}

/** What single-spa-react gives a page's root: the shell's props and single-spa's own. */
type MountProps = React.PropsWithChildren<RemotePageProps & React.ContextType<typeof SingleSpaContext>>;

/**
 * single-spa-react's boundary around a page's root, given as a class: the one it makes from an `errorBoundary`
 * function keeps the props of the remote's first mount for as long as the remote is loaded, and with them the first
 * page's container and its React root.
 */
class PageBoundary extends React.Component<MountProps, { crash?: { error: unknown } }> {
  override state: { crash?: { error: unknown } } = {};
  static getDerivedStateFromError(error: unknown) {
    return { crash: { error } };
  }
  override render() {
    const { crash } = this.state;
    return crash ? <HandToShell error={crash.error} onError={this.props.onError} /> : this.props.children;
  }
}

interface PageRootProps extends RemoteAppProps {
  App: ComponentType<RemoteAppProps>;
  queryClient: QueryClient;
  /** The URL the server renders (a memory router); in the browser the page's one history. */
  location?: string;
}

/**
 * A page remote's React root: the same tree in the browser (its lifecycles) and on the server (the shell's render of
 * its server build), so the browser hydrates exactly what the server sent.
 */
export function RemotePageRoot({ App, basePath, queryClient, location }: PageRootProps) {
  const routes = (
    <Routes>
      <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
      {/* The page's history moves on before the shell unmounts this page: nothing to draw there, no warning. */}
      <Route path="*" element={null} />
    </Routes>
  );
  return (
    <AppProviders queryClient={queryClient}>
      {location ? <MemoryRouter initialEntries={[location]}>{routes}</MemoryRouter> : <SiteRouter>{routes}</SiteRouter>}
    </AppProviders>
  );
}

/** What a page remote does before it hydrates the page the server drew. */
interface PageHydration {
  /**
   * Loads the code the page at `basePath` needs (its lazy chunk). React drops a tap on a part still waiting for its
   * code (a Suspense boundary not yet hydrated), so the region stays held (index.html keeps its taps) until the page
   * can hydrate in one pass, then takes the taps.
   */
  beforeHydrate?: (basePath: string) => Promise<unknown> | undefined;
}

/**
 * A page remote's single-spa lifecycles: its `./app` in its own React root, on the page's shared singletons (query
 * client, theme, session and betslip stores are shared modules; the router runs on the page's one history) and
 * mounted at the base path the shell gives it. A container the server rendered is hydrated in place (`hydrateRoot`),
 * any other gets a new root.
 */
export function remotePageLifecycles(
  App: ComponentType<RemoteAppProps>,
  { beforeHydrate }: PageHydration = {},
): RemotePageLifecycles {
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<RemotePageProps>({
    React,
    // single-spa-react hydrates with no options: a mismatch is reported here, not left to the console's default.
    ReactDOMClient: {
      ...ReactDOMClient,
      // In a transition: the page hydrates in slices that let a tap through, never in one long task.
      hydrateRoot: (container: Element | Document, children: React.ReactNode) => {
        let root: ReactDOMClient.Root | undefined;
        React.startTransition(() => {
          root = ReactDOMClient.hydrateRoot(container, children, { onRecoverableError: reportHydrationMismatch });
        });
        const region = container instanceof Element ? container.closest(`[${SERVER_RENDERED}]`) : null;
        if (region) takeOverRegion(region);
        return root!;
      },
    },
    rootComponent: ({ basePath }) => <RemotePageRoot App={App} basePath={basePath} queryClient={getQueryClient()} />,
    // Read as the mount renders (synchronously inside mount below).
    renderType: () => renderType,
    // single-spa-react's own boundary around the root (so it does not warn that the root has no componentDidCatch).
    errorBoundaryClass: PageBoundary,
  }) as RemotePageLifecycles;
  return {
    ...lifecycles,
    mount: async (props) => {
      const element = (props as { domElement?: HTMLElement }).domElement;
      const hydrating = !!element?.hasAttribute(SERVER_RENDERED);
      if (hydrating) await beforeHydrate?.((props as RemotePageProps).basePath);
      // Set after any wait: mounts of other pages may have run meanwhile.
      renderType = hydrating ? 'hydrateRoot' : 'createRoot';
      return lifecycles.mount(props);
    },
  };
}

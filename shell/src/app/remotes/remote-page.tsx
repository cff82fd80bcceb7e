import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import type { Parcel, ParcelConfig } from 'single-spa';
import { SERVER_RENDERED, pageStore, pinRenderClock, type RemotePageProps } from '@wagering/shared/runtime';
import { siteHistory } from '@wagering/shared/router';
import { RemoteFallback, StillLoading, loadRemoteModule, usePastPatience } from './remote-area';
import { remoteVersion, retryRemote } from './runtime-config';
import { reportRemoteFailure } from './report-failure';
import { pageParcelOwner } from './parcel-owner';
import { markAreaDown } from './remote-health';
import { useServerPageHtml } from './server-page';

/** Holds the page's place while its remote loads; the page renders at the top of it, never below a placeholder. */
const Frame = styled.div<{ reserve: number }>(({ reserve }) => ({ position: 'relative', minHeight: reserve }));

/** Covers the page as it mounts and then goes, so the page's content never moves (no layout shift). */
const Loading = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  borderRadius: theme.radius.md,
  background: theme.colors.surfaceAlt,
}));

interface RemotePageAreaProps {
  /** The remote's name in remotes.json; its `./app` exports single-spa lifecycles. */
  remote: string;
  label: string;
  basePath: string;
}

/**
 * A page remote mounted as a single-spa parcel in its own React root (it may run another React than the shell's),
 * with the fallback and Retry of any remote area when it fails to load, times out or crashes while rendering.
 */
export function RemotePage({ remote, label, basePath }: RemotePageAreaProps) {
  const host = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // The page as the server rendered it, which the parcel hydrates in place; React leaves this HTML as it is (the same
  // object every render, so it is never written again) and the parcel's own root owns what is inside.
  const serverHtml = useServerPageHtml(remote);
  const [content] = useState(() => (serverHtml === undefined ? undefined : { __html: serverHtml }));
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>(content ? 'mounted' : 'loading');

  // A page reached in the browser names its area in the header at once, never the previous page's title and crumb
  // while its remote loads (issue 39); the page publishes its own as it mounts. The server's page keeps the header it
  // was sent with until then.
  useEffect(() => {
    if (content) return;
    pageStore.setState({ title: label, crumbs: [{ label }] });
    document.title = label;
  }, [content, label]);

  useEffect(() => {
    // A fresh element per parcel and a cancel flag: a parcel is unmounted only after its mount settled, so a quick
    // navigation (or StrictMode's double effect) never leaves a second React root on one container. The server's
    // container is adopted once, by the first mount, and never again (the cleanup takes its mark away).
    let cancelled = false;
    let parcel: Parcel | undefined;
    const rendered = host.current!.querySelector<HTMLElement>(`:scope > [${SERVER_RENDERED}]`);
    const element = rendered ?? document.createElement('div');
    if (!rendered) {
      host.current!.appendChild(element);
      setState('loading');
    }
    // Load failures and timeouts are reported by loadRemoteModule; mount and render failures here.
    const fail = () => {
      if (cancelled) return;
      // A page that could not start leaves nothing behind: not even the server's HTML of it, dead without its script.
      if (!parcel) element.remove();
      setState('failed');
    };
    const crashed = (error: unknown) => {
      reportRemoteFailure(remote, 'render', error, remoteVersion(remote));
      fail();
    };
    const props: RemotePageProps = { basePath, onError: crashed, navigate: (to) => siteHistory().push(to) };
    // single-spa loads with the first page remote, never on a page without one.
    Promise.all([loadRemoteModule(`${remote}/app`), pageParcelOwner()])
      .then(([lifecycles, mountParcel]) => {
        if (cancelled) return;
        parcel = mountParcel(lifecycles as ParcelConfig, { ...props, domElement: element });
        return parcel.mountPromise.then(() => {
          // Live: once hydrated, every first render reads the clock, not the server's render time.
          if (rendered) pinRenderClock(undefined);
          if (!cancelled) setState((s) => (s === 'loading' ? 'mounted' : s));
        }, crashed);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      // The server's container is this parcel's root's until its unmount settles: a mount after this one (Retry, a
      // second effect) gets a fresh element, never a second root over the same HTML.
      rendered?.removeAttribute(SERVER_RENDERED);
      const mounted = parcel;
      if (!mounted) return element.remove();
      void mounted.mountPromise
        .then(() => mounted.unmount())
        .catch(() => undefined)
        .finally(() => element.remove());
    };
  }, [remote, basePath, attempt]);

  useEffect(() => (state === 'failed' ? markAreaDown(remote) : undefined), [remote, state]);

  const retry = () => void retryRemote(remote).then(() => setAttempt((n) => n + 1));
  return (
    <>
      {state === 'failed' && <RemoteFallback label={label} onRetry={retry} />}
      <Frame reserve={state === 'loading' ? 480 : 0} hidden={state === 'failed'}>
        <div ref={host} data-parcel={remote} dangerouslySetInnerHTML={content} />
        {state === 'loading' && <PageLoading key={attempt} label={label} onRetry={retry} />}
      </Frame>
    </>
  );
}

/** The cover of a loading page, which says it is still loading once past its patience (the page still comes). */
function PageLoading({ label, onRetry }: { label: string; onRetry: () => void }) {
  const slow = usePastPatience();
  return (
    <Loading role="status" aria-busy="true" aria-label={`Loading ${label}`}>
      {slow && <StillLoading label={label} onRetry={onRetry} />}
    </Loading>
  );
}

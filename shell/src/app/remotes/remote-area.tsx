import { Component, Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useHydrated, type PageModule, type RemoteModuleExports, type WidgetModule } from '@wagering/shared/runtime';
import { remoteVersion, retryRemote, whenRemotesReady } from './runtime-config';
import { reportRemoteFailure } from './report-failure';
import { markAreaDown } from './remote-health';

/**
 * How long a remote may take before its area says it is still loading (and operators hear of it). The load goes on:
 * a slow remote fills its area when it arrives, only a failed one shows the fallback.
 */
const REMOTE_TIMEOUT_MS = 8_000;

/** Loads "<remote>/<expose>" (after remotes.json); failures, and loads past REMOTE_TIMEOUT_MS, are reported. */
export async function loadRemoteModule<M extends PageModule | WidgetModule>(
  module: M,
): Promise<RemoteModuleExports<M>> {
  const remote = module.split('/')[0]!;
  const slow = setTimeout(
    () =>
      reportRemoteFailure(
        remote,
        'timeout',
        new Error(`${module} did not answer in ${REMOTE_TIMEOUT_MS} ms`),
        remoteVersion(remote),
      ),
    REMOTE_TIMEOUT_MS,
  );
  try {
    const loaded = await whenRemotesReady().then(() => loadRemote<RemoteModuleExports<M>>(module));
    if (!loaded) throw new Error(`${module} did not load`);
    return loaded;
  } catch (error) {
    reportRemoteFailure(remote, 'load', error, remoteVersion(remote));
    throw error;
  } finally {
    clearTimeout(slow);
  }
}

/** True once the component has been on screen longer than REMOTE_TIMEOUT_MS (a loading area past its patience). */
export function usePastPatience(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPast(true), REMOTE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return past;
}

const Fallback = styled.div(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  padding: theme.space(4),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  alignItems: 'flex-start',
}));

const RetryButton = styled.button(({ theme }) => ({
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  border: 0,
  borderRadius: theme.radius.sm,
  padding: `${theme.space(2)} ${theme.space(4)}`,
  fontWeight: 600,
  cursor: 'pointer',
}));

/** Height held for an area while it loads: one for every width, or one under 1024px and one from 1024px. */
type ReservedHeight = number | { mobile: number; tablet: number };

const Placeholder = styled.div<{ reserved: ReservedHeight }>(({ theme, reserved }) => ({
  minHeight: typeof reserved === 'number' ? reserved : reserved.mobile,
  ...(typeof reserved === 'number' ? {} : { [theme.mq.tablet]: { minHeight: reserved.tablet } }),
  borderRadius: theme.radius.md,
  background: theme.colors.surfaceAlt,
}));

/** How an area's fallback fits its slot: a card in the page, or one small button in a header slot (36 px high). */
type FallbackSize = 'card' | 'compact';

const CompactRetry = styled.button(({ theme }) => ({
  height: 36,
  maxWidth: '100%',
  padding: `0 ${theme.space(2)}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
}));

interface FallbackProps {
  label: string;
  onRetry: () => void;
  size?: FallbackSize;
}

/** What the punter sees when an area's remote failed: the rest of the site works, and Retry. */
export function RemoteFallback({ label, onRetry, size = 'card' }: FallbackProps) {
  if (size === 'compact')
    return (
      <span role="alert" data-testid="remote-fallback">
        <CompactRetry type="button" onClick={onRetry} aria-label={`${label} is unavailable right now. Retry`}>
          <span aria-hidden="true">⟳ </span>
          {label}
        </CompactRetry>
      </span>
    );
  return (
    <Fallback role="alert" data-testid="remote-fallback">
      <strong>{label} is unavailable right now.</strong>
      <span>The rest of the site still works. Try again in a moment.</span>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Fallback>
  );
}

/** An area still loading past REMOTE_TIMEOUT_MS: said so, with Retry; the remote still fills it when it arrives. */
export function StillLoading({ label, onRetry, size = 'card' }: FallbackProps) {
  if (size === 'compact') return null;
  return (
    <Fallback data-testid="remote-slow">
      <strong>{label} is taking longer than usual.</strong>
      <span>It will appear here as soon as it arrives.</span>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Fallback>
  );
}

/** The placeholder of a loading area, which says it is still loading once past its patience. */
function LoadingArea({ reserved, ...fallback }: FallbackProps & { reserved: ReservedHeight }) {
  const slow = usePastPatience();
  return (
    <Placeholder reserved={reserved} role="status" aria-busy="true" aria-label={`Loading ${fallback.label}`}>
      {slow && <StillLoading {...fallback} />}
    </Placeholder>
  );
}

interface BoundaryProps {
  remote: string;
  label: string;
  size: FallbackSize;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

/** Keeps a crash or a failed load inside its own area. */
class AreaBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  private up = () => {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    // Load failures were reported where they happened; what reaches here otherwise is a render crash.
    if (!(error instanceof LoadFailure))
      reportRemoteFailure(this.props.remote, 'render', error, remoteVersion(this.props.remote));
    this.up();
    this.up = markAreaDown(this.props.remote);
  }
  override componentWillUnmount() {
    this.up();
  }
  private retry = () =>
    void this.props.onRetry().then(() => {
      this.up();
      this.setState({ error: null });
    });
  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback label={this.props.label} size={this.props.size} onRetry={this.retry} />;
  }
}

/** A load failure (already reported) as the boundary receives it. */
class LoadFailure extends Error {}

interface RemoteAreaProps {
  /** "<remote>/<expose>" of a widget, e.g. "racing/home". */
  module: WidgetModule;
  /** What the punter calls this area, for the fallback text. */
  label: string;
  /** Reserved height while loading, so the layout does not shift. */
  minHeight?: ReservedHeight;
  /** `compact` in a header slot: the fallback is one small Retry button that fits it. */
  size?: FallbackSize;
}

/**
 * Loads a federated widget (a React component of the shell's React) at run time and renders it inside an error
 * boundary with a retry. Page remotes mount as single-spa parcels instead (RemotePage).
 */
export function RemoteArea({ module, label, minHeight = 0, size = 'card' }: RemoteAreaProps) {
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(() =>
        loadRemoteModule(module).catch((error: unknown) => {
          throw new LoadFailure(String(error));
        }),
      ),
    // A new lazy component per attempt makes React load again instead of replaying the failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt],
  );
  const retry = () => retryRemote(module.split('/')[0]!).then(() => setAttempt((n) => n + 1));
  // Widgets load in the browser, after the page's content has hydrated: the server sends their reserved place.
  if (!hydrated) return <LoadingArea reserved={minHeight} label={label} size={size} onRetry={() => void retry()} />;
  return (
    <AreaBoundary remote={module.split('/')[0]!} label={label} size={size} onRetry={retry}>
      <Suspense fallback={<LoadingArea reserved={minHeight} label={label} size={size} onRetry={() => void retry()} />}>
        <Lazy />
      </Suspense>
    </AreaBoundary>
  );
}

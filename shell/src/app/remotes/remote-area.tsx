import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageModule, RemoteModuleExports, WidgetModule } from '@wagering/shared/runtime';
import { retryRemote, whenRemotesReady } from './runtime-config';
import { reportRemoteFailure } from './report-failure';

/** How long a remote may take to arrive before its area shows the fallback with Retry instead of loading forever. */
export const REMOTE_TIMEOUT_MS = 8_000;

export class RemoteTimeoutError extends Error {}

/** Loads "<remote>/<expose>" (after remotes.json), failing after REMOTE_TIMEOUT_MS; failures are reported. */
export async function loadRemoteModule<M extends PageModule | WidgetModule>(
  module: M,
): Promise<RemoteModuleExports<M>> {
  const remote = module.split('/')[0]!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteTimeoutError(`${module} did not answer in ${REMOTE_TIMEOUT_MS} ms`)),
      REMOTE_TIMEOUT_MS,
    );
  });
  try {
    const loaded = await Promise.race([
      whenRemotesReady().then(() => loadRemote<RemoteModuleExports<M>>(module)),
      timeout,
    ]);
    if (!loaded) throw new Error(`${module} did not load`);
    return loaded;
  } catch (error) {
    reportRemoteFailure(remote, error instanceof RemoteTimeoutError ? 'timeout' : 'load', error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
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
export type ReservedHeight = number | { mobile: number; tablet: number };

const Placeholder = styled.div<{ reserved: ReservedHeight }>(({ theme, reserved }) => ({
  minHeight: typeof reserved === 'number' ? reserved : reserved.mobile,
  ...(typeof reserved === 'number' ? {} : { [theme.mq.tablet]: { minHeight: reserved.tablet } }),
  borderRadius: theme.radius.md,
  background: theme.colors.surfaceAlt,
}));

/** What the punter sees when an area's remote failed or timed out: the rest of the site works, and Retry. */
export function RemoteFallback({ label, onRetry }: { label: string; onRetry: () => void }) {
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

interface BoundaryProps {
  remote: string;
  label: string;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

/** Keeps a crash or a failed load inside its own area. */
class AreaBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    // Load failures were reported where they happened; what reaches here otherwise is a render crash.
    if (!(error instanceof LoadFailure)) reportRemoteFailure(this.props.remote, 'render', error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteFallback
        label={this.props.label}
        onRetry={() => void this.props.onRetry().then(() => this.setState({ error: null }))}
      />
    );
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
}

/**
 * Loads a federated widget (a React component of the shell's React) at run time and renders it inside an error
 * boundary with a retry. Page remotes mount as single-spa parcels instead (RemotePage).
 */
export function RemoteArea({ module, label, minHeight = 0 }: RemoteAreaProps) {
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
  return (
    <AreaBoundary
      remote={module.split('/')[0]!}
      label={label}
      onRetry={() => retryRemote(module.split('/')[0]!).then(() => setAttempt((n) => n + 1))}
    >
      <Suspense
        fallback={<Placeholder reserved={minHeight} role="status" aria-busy="true" aria-label={`Loading ${label}`} />}
      >
        <Lazy />
      </Suspense>
    </AreaBoundary>
  );
}

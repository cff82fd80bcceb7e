import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reRegisterRemote, whenRemotesReady } from './remote-manifest';

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

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a crash or a failed load inside its own area. */
class AreaBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Fallback role="alert" data-testid="remote-fallback">
        <strong>{this.props.label} is unavailable right now.</strong>
        <span>The rest of the site still works. Try again in a moment.</span>
        <RetryButton
          type="button"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          Retry
        </RetryButton>
      </Fallback>
    );
  }
}

interface RemoteAreaProps {
  /** "<remote>/<expose>", e.g. "racing/app". */
  module: string;
  /** What the punter calls this area, for the fallback text. */
  label: string;
  props?: Record<string, unknown>;
  /** Reserved height while loading, so the layout does not shift. */
  minHeight?: ReservedHeight;
}

/** Loads an exposed module from a remote at run time and renders it inside an error boundary with a retry. */
export function RemoteArea({ module, label, props = {}, minHeight = 0 }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        await whenRemotesReady();
        const loaded = await loadRemote<{ default: ComponentType<Record<string, unknown>> }>(module);
        if (!loaded?.default) throw new Error(`${module} did not load`);
        return loaded;
      }),
    // A new lazy component per attempt makes React load again instead of replaying the failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt],
  );
  return (
    <AreaBoundary
      label={label}
      onRetry={() => {
        reRegisterRemote(module.split('/')[0]);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={<Placeholder reserved={minHeight} role="status" aria-busy="true" aria-label={`Loading ${label}`} />}
      >
        <Lazy {...props} />
      </Suspense>
    </AreaBoundary>
  );
}

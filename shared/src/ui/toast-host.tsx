import { useEffect } from 'react';
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { bus, type BusEvents, type ToastKind } from '@wagering/shared/bus';
import { TOAST_MS } from '@wagering/shared/constants';
import { CloseButton } from './close-button';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

const accent = (theme: Theme, kind: ToastKind) =>
  ({ success: theme.colors.success, error: theme.colors.error, info: theme.colors.info })[kind];

/** The one simple toast on the page (the alert host reads it too: at most two toasts show at once). */
const simpleToast = createStore<{ toast: (BusEvents['toast'] & { at: number }) | null }>(() => ({ toast: null }));
const closeSimpleToast = () => simpleToast.setState({ toast: null });
export const useSimpleToastShown = () => useStore(simpleToast, (s) => s.toast !== null);

const Slot = styled.div<{ docked: boolean }>(({ theme, docked }) =>
  docked
    ? { padding: `0 ${theme.space(2)}`, '&:has(*:not(:empty))': { paddingBottom: theme.space(2) } }
    : {
        position: 'fixed',
        zIndex: 1100,
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: theme.space(4),
        width: 'min(420px, 92vw)',
      },
);

const Card = styled.div<{ kind: ToastKind }>(({ theme, kind }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderLeft: `6px solid ${accent(theme, kind)}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow,
  touchAction: 'pan-y',
}));

/**
 * The simple toast: one slot, a new toast replaces the old, each shows for TOAST_MS (5 s). Any part of the site
 * raises one with `bus.emit('toast', { kind, message })`. `docked` puts it in the page's flow (a phone's header
 * dock) instead of floating over the page; a swipe or the Dismiss button closes it.
 */
export function ToastHost({ docked = false }: { docked?: boolean }) {
  const toast = useStore(simpleToast, (s) => s.toast);
  const swipe = useSwipeToDismiss(closeSimpleToast);

  useEffect(() => bus.on('toast', (t) => simpleToast.setState({ toast: { ...t, at: Date.now() } })), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(closeSimpleToast, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // A labelled region, so a toast is never content outside the page's landmarks; the live status inside announces it.
  return (
    <Slot docked={docked} role="region" aria-label="Messages">
      <div
        role={toast?.kind === 'error' ? 'alert' : 'status'}
        aria-live={toast?.kind === 'error' ? 'assertive' : 'polite'}
      >
        {toast && (
          <Card kind={toast.kind} key={toast.at} {...swipe}>
            <span style={{ flex: 1 }}>{toast.message}</span>
            <CloseButton label="Dismiss" onClick={closeSimpleToast} />
          </Card>
        )}
      </div>
    </Slot>
  );
}

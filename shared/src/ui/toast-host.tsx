import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { bus, type BusEvents, type ToastKind } from '@wagering/shared/bus';
import { TOAST_MS } from '@wagering/shared/constants';
import { CloseButton } from './close-button';

const accent = (theme: Theme, kind: ToastKind) =>
  ({ success: theme.colors.success, error: theme.colors.error, info: theme.colors.info })[kind];

const Slot = styled.div(({ theme }) => ({
  position: 'fixed',
  zIndex: 1100,
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: theme.space(4),
  width: 'min(420px, 92vw)',
}));

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
}));

/**
 * The simple toast: one slot, a new toast replaces the old, each shows for TOAST_MS (5 s). Any part of the site
 * raises one with `bus.emit('toast', { kind, message })`.
 */
export function ToastHost() {
  const [toast, setToast] = useState<(BusEvents['toast'] & { at: number }) | null>(null);

  useEffect(() => bus.on('toast', (t) => setToast({ ...t, at: Date.now() })), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <Slot
      role={toast?.kind === 'error' ? 'alert' : 'status'}
      aria-live={toast?.kind === 'error' ? 'assertive' : 'polite'}
    >
      {toast && (
        <Card kind={toast.kind} key={toast.at}>
          <span style={{ flex: 1 }}>{toast.message}</span>
          <CloseButton label="Dismiss" onClick={() => setToast(null)} />
        </Card>
      )}
    </Slot>
  );
}

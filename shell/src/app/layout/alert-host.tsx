import { useEffect } from 'react';
import styled from '@emotion/styled';
import { ALERT_MAX_WIDTH_PX, ALERT_TOAST_MS, MAX_TOASTS_SHOWN } from '@wagering/shared/constants';
import { alertKey, dismissAlert, useSession } from '@wagering/shared/session';
import { AlertToast, useSimpleToastShown } from '@wagering/shared/ui';

const Stack = styled.div<{ docked: boolean }>(({ theme, docked }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  ...(docked
    ? { padding: `0 ${theme.space(2)}`, '&:not(:empty)': { paddingBottom: theme.space(2) } }
    : {
        position: 'fixed',
        top: theme.space(16),
        right: theme.space(3),
        zIndex: 1100,
        width: `min(${ALERT_MAX_WIDTH_PX}px, calc(100vw - 24px))`,
      }),
}));

/**
 * Bet and transfer notifications (the session's alerts, fed by the bus `notification`). Each lives ALERT_TOAST_MS
 * from its arrival, counted across reloads; at most MAX_TOASTS_SHOWN toasts show at once (the simple toast counts),
 * newest first. `docked`: in the page's flow (a phone's header dock), never over the page's tabs or buttons.
 */
export function AlertHost({ docked = false }: { docked?: boolean }) {
  const alerts = useSession((s) => s.alerts);
  const receivedAt = useSession((s) => s.alertsReceivedAt);
  const simpleShown = useSimpleToastShown();

  useEffect(() => {
    const timers = alerts.map((alert) => {
      const left = ALERT_TOAST_MS - (Date.now() - (receivedAt[alertKey(alert)] ?? Date.now()));
      return setTimeout(() => dismissAlert(alert.id), Math.max(0, left));
    });
    return () => timers.forEach(clearTimeout);
  }, [alerts, receivedAt]);

  const shown = alerts.slice(0, MAX_TOASTS_SHOWN - (simpleShown ? 1 : 0));
  return (
    <Stack docked={docked} role="region" aria-label="Notifications" aria-live="polite">
      {shown.map((a) => (
        <AlertToast key={a.id} alert={a} onClose={() => dismissAlert(a.id)} />
      ))}
    </Stack>
  );
}

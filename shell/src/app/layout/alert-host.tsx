import { useEffect } from 'react';
import styled from '@emotion/styled';
import { ALERT_TOAST_MS, MAX_TOASTS_SHOWN } from '@wagering/shared/constants';
import { alertKey, dismissAlert, useSession } from '@wagering/shared/session';
import { AlertToast, useSimpleToastShown } from '@wagering/shared/ui';

const Stack = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: `0 ${theme.space(2)}`,
  '&:not(:empty)': { paddingBottom: theme.space(2) },
}));

/**
 * Bet and transfer notifications (the session's alerts, fed by the bus `notification`). Each lives ALERT_TOAST_MS
 * from its arrival, counted across reloads; at most MAX_TOASTS_SHOWN toasts show at once (the simple toast counts),
 * newest first. In the page's flow (the layout docks it), never over the slip, prices or forms.
 */
export function AlertHost() {
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
    <Stack role="region" aria-label="Notifications" aria-live="polite">
      {shown.map((a) => (
        <AlertToast key={a.id} alert={a} onClose={() => dismissAlert(a.id)} />
      ))}
    </Stack>
  );
}

import { useEffect } from 'react';
import styled from '@emotion/styled';
import { ALERT_MAX_WIDTH_PX, ALERT_TOAST_MS } from '@wagering/shared/constants';
import { dismissAlert, useSession } from '@wagering/shared/session';
import type { NotificationEvent } from '@wagering/shared/bus';
import { AlertToast } from '@wagering/shared/ui';

const Stack = styled.div(({ theme }) => ({
  position: 'fixed',
  top: theme.space(16),
  right: theme.space(3),
  zIndex: 1100,
  width: `min(${ALERT_MAX_WIDTH_PX}px, calc(100vw - 24px))`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
}));

function TimedAlert({ alert }: { alert: NotificationEvent }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissAlert(alert.id), ALERT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return <AlertToast alert={alert} onClose={() => dismissAlert(alert.id)} />;
}

/** Bet and transfer notifications (the session's alerts, fed by the bus `notification`), each for ALERT_TOAST_MS. */
export function AlertHost() {
  const alerts = useSession((s) => s.alerts);
  return (
    <Stack role="region" aria-label="Notifications" aria-live="polite">
      {alerts.map((a) => (
        <TimedAlert key={a.id} alert={a} />
      ))}
    </Stack>
  );
}

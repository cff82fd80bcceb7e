import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { NotificationEvent } from '@wagering/shared/bus';
import {
  ALERT_MAX_WIDTH_PX,
  ALERT_TICKET_LABEL,
  alertPriceLabel,
  notificationLook,
  notificationStatusText,
  type NotificationLook,
} from '@wagering/shared/constants';
import { formatCents, parseDollars } from '@wagering/shared/format';
import { CloseButton } from './close-button';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

const lookColour = (theme: Theme, look: NotificationLook | undefined) =>
  look === 'success'
    ? theme.colors.success
    : look === 'error'
      ? theme.colors.error
      : look === 'processing'
        ? theme.colors.warning
        : theme.colors.border;

const Card = styled.article<{ look: NotificationLook | undefined }>(({ theme, look }) => ({
  width: '100%',
  maxWidth: ALERT_MAX_WIDTH_PX,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space(1),
  padding: theme.space(3),
  background: theme.colors.surface,
  color: theme.colors.text,
  borderLeft: `6px solid ${lookColour(theme, look)}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow,
  touchAction: 'pan-y',
  fontSize: theme.font.size.sm,
  h3: { margin: 0, fontSize: theme.font.size.md },
  dl: {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `2px ${theme.space(3)}`,
    margin: 0,
  },
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, fontWeight: 600 },
}));

/**
 * The amount a notification moves, or a dash when it has none. The server writes it as text ("+$50.00", "-$5.00",
 * "12.5"): a credit keeps its plus sign.
 */
function alertPrice(balanceEffect: string): string {
  const text = balanceEffect.trim().replace(/[$\s]/g, '');
  const cents = parseDollars(text.replace(/^\+/, ''));
  if (cents === null) return '-';
  const money = formatCents(cents);
  return text.startsWith('+') ? `+${money}` : money;
}

/**
 * One bet or transfer notification (SPEC 4 "Alerts"): the status look (success, error, processing) from its
 * status, "Banking Transaction" (type Transfer) or "Price", and a bet's "Ticket No." (a transfer has no ticket). Hosts
 * show it for ALERT_TOAST_MS.
 */
export function AlertToast({ alert, onClose }: { alert: NotificationEvent; onClose: () => void }) {
  const swipe = useSwipeToDismiss(onClose);
  const look = notificationLook(alert.status);
  const status = notificationStatusText(alert.status);
  // A transfer's outcome is its amount, shown once under "Banking Transaction"; a bet's is its result in words.
  const result = alert.type !== 'Transfer' && alert.outcome;
  return (
    <Card look={look} data-look={look ?? 'none'} aria-label={`${status}: ${alert.event_description}`} {...swipe}>
      <h3>{alert.event_description}</h3>
      <CloseButton label="Dismiss" onClick={onClose} />
      <dl>
        <dt>Status</dt>
        <dd>{status}</dd>
        {result && (
          <>
            <dt>Result</dt>
            <dd>{result}</dd>
          </>
        )}
        <dt>{alertPriceLabel(alert.type)}</dt>
        <dd>{alertPrice(alert.balance_effect)}</dd>
        {/* A bet's ticket number is the punter's; a transfer's id is the bank's plumbing ("cr_5e77…"): not shown. */}
        {alert.type !== 'Transfer' && (
          <>
            <dt>{ALERT_TICKET_LABEL}</dt>
            <dd>{alert.id}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

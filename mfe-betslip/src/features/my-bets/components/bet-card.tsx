import styled from '@emotion/styled';
import { Badge, type BadgeTone } from '@wagering/shared/ui';
import { describeBet, describeLeg, formatCents, formatPrice, raceName } from '@wagering/shared/format';
import { useFormatDate } from '@wagering/shared/theme';
import {
  ALERT_TICKET_LABEL,
  notificationLook,
  notificationStatusText,
  type NotificationLook,
} from '@wagering/shared/constants';
import type { BetHistoryItem, BetHistoryLeg } from '../api/get-bets';
import { CashOut } from '../../../components/cash-out/components/cash-out';

const Card = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  h2: { margin: 0, fontSize: theme.font.size.md },
  ul: { margin: 0, paddingLeft: theme.space(4) },
  dl: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
    gap: theme.space(2),
    fontSize: theme.font.size.sm,
  },
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, fontWeight: 600 },
}));

const Head = styled.header(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space(2),
  alignItems: 'flex-start',
}));

const Muted = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.font.size.sm }));

/** Bet display states are indicated by colour: accepted, processing, rejected (SPEC 4 "Alerts"). */
const TONES: Record<NotificationLook, BadgeTone> = { success: 'success', error: 'error', processing: 'warning' };

const RESULT_TEXT: Record<BetHistoryLeg['result'], string> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
};

const TOTE_PRICE = 'Tote dividend, paid on the result';

/** A leg in words: "Doomben R2 · 4. Fast Horse · Fixed Win · Won". */
const legText = (leg: BetHistoryLeg) =>
  [raceName(leg.event_name), describeLeg(leg), RESULT_TEXT[leg.result]].filter(Boolean).join(' · ');

/**
 * One placed bet in words: what it is on, ticket, status, each leg and its result, stake, price and return; a
 * pending one offers cash out when it applies.
 */
export function BetCard({ bet }: { bet: BetHistoryItem }) {
  const formatDate = useFormatDate();
  const look = notificationLook(bet.status);
  const single = bet.bet_kind === 'single';
  return (
    <Card aria-label={`${ALERT_TICKET_LABEL} ${bet.ticket_number}`}>
      <Head>
        <div>
          <h2>{describeBet(bet)}</h2>
          <Muted>
            {single && bet.legs[0]?.event_name ? `${raceName(bet.legs[0].event_name)} · ` : ''}
            {ALERT_TICKET_LABEL} {bet.ticket_number} · {formatDate(bet.placed_at, 'longDateTime')}
          </Muted>
        </div>
        <Badge tone={look ? TONES[look] : 'neutral'} aria-live="polite">
          {notificationStatusText(bet.status)}
        </Badge>
      </Head>
      {bet.legs.length > 1 && (
        <ul aria-label="Legs">
          {bet.legs.map((leg) => (
            <li key={leg.leg_no}>{legText(leg)}</li>
          ))}
        </ul>
      )}
      <dl>
        <div>
          <dt>Stake{bet.is_free_bet ? ' (bonus bet)' : ''}</dt>
          <dd>{formatCents(bet.stake_cents)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          {/* A tote bet (every exotic) has no price when placed: it pays the tote's dividend on the result. */}
          <dd>{bet.dividend ? formatPrice(bet.dividend) : TOTE_PRICE}</dd>
        </div>
        <div>
          <dt>Return</dt>
          <dd>{bet.settled_at ? formatCents(bet.return_cents) : '-'}</dd>
        </div>
      </dl>
      {bet.status === 'Accepted' && <CashOut ticketNumber={bet.ticket_number} />}
    </Card>
  );
}

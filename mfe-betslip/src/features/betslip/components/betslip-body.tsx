import { useEffect } from 'react';
import styled from '@emotion/styled';
import { Button, LargeAmountConfirm, useLargeAmountConfirm } from '@wagering/shared/ui';
import { useAccountState } from '@wagering/shared/api';
import { dollarsToCents, formatCents } from '@wagering/shared/format';
import { useNavigate } from '@wagering/shared/router';
import { useSession } from '@wagering/shared/session';
import {
  betslip,
  estimatedReturn,
  isSentForVerification,
  isShortOfFunds,
  isSubmitDisabled,
  needsAttention,
  slipErrorToShow,
  totalStake,
  useBetslip,
  type Leg,
} from '@wagering/shared/betslip';
import { legEvent, legTitle } from '../leg-text';
import { placeBets } from '../place-bets';
import { LegCard } from './leg-card';
import { MultiCard } from './multi-card';
import { ParlayCard } from './parlay-card';
import { PlacedBets } from './placed-bets';
import { PriceChangeSettingSelect } from './price-change-setting';
import { ErrorText, Muted, Row } from './slip-parts';

const Stack = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3) }));

const SectionTitle = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: theme.colors.textMuted,
}));

const Summary = styled.footer(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  paddingTop: theme.space(3),
  borderTop: `1px solid ${theme.colors.border}`,
}));

/**
 * The slip was refused for want of funds: a way to deposit, which keeps the slip (it is kept with the client state)
 * and closes the phone drawer so the deposit page is in view.
 */
function DepositOffer() {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        betslip.closeBetslip();
        navigate('/deposit');
      }}
    >
      Deposit funds
    </Button>
  );
}

/**
 * A leg whose event closed (or was suspended) while it sat in the slip: the multi and the parlays go on without it,
 * and the punter is told which leg left them and why.
 */
function ClosedLegsNote({ closed }: { closed: Leg[] }) {
  if (closed.length === 0) return null;
  return (
    <Muted role="status" data-testid="closed-legs">
      {closed
        .map((leg) => `${legEvent(leg)} has closed, so ${legTitle(leg)} is left out of your multis.`)
        .join(' ')}
    </Muted>
  );
}

const Empty = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.font.size.sm }));

/** The slip's content, the same in the desktop column and the mobile drawer. */
export function BetslipBody() {
  const slip = useBetslip((s) => s);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userVerified = useAccountState().data?.user_verified;
  const { legs, multi, parlayCombos, successfulLegs, processingLegs, isSubmitting, slipError } = slip;
  const shownError = slipErrorToShow(slipError, legs);
  const closed = legs.filter((leg) => !isSentForVerification(leg));
  const openCount = legs.length - closed.length;
  const showMulti = openCount >= 2 && multi.is_multi_allowed;
  const stake = totalStake(slip);
  // A logged-out punter can always ask to place: the click opens the login modal and the slip waits for them.
  const placeDisabled = isLoggedIn ? isSubmitDisabled(slip) : legs.length === 0;
  // A large total is placed only once the punter confirms it; a changed total asks again.
  const largeStake = useLargeAmountConfirm();
  const { cancel } = largeStake;
  useEffect(cancel, [stake, cancel]);
  return (
    <Stack>
      {successfulLegs.length > 0 && <PlacedBets bets={successfulLegs} />}
      {legs.length === 0 ? (
        successfulLegs.length === 0 && <Empty>Your betslip is empty. Tap a price to add a selection.</Empty>
      ) : (
        <>
          {needsAttention(legs) && (
            <Muted role="note">Some bets need attention: check each marked bet before you place it.</Muted>
          )}
          <SectionTitle>Singles</SectionTitle>
          {legs.map((leg) => (
            <LegCard key={leg.leg_id} leg={leg} processing={processingLegs.includes(leg.leg_id)} />
          ))}
          {(showMulti || parlayCombos.length > 0) && <SectionTitle>Multis</SectionTitle>}
          {legs.length >= 2 && <ClosedLegsNote closed={closed} />}
          {showMulti && <MultiCard multi={multi} legCount={openCount} disabled={isSubmitting} />}
          {parlayCombos.map((combo) => (
            <ParlayCard key={combo.label} combo={combo} disabled={isSubmitting} />
          ))}
          <Summary aria-label="Betslip summary">
            <PriceChangeSettingSelect />
            {shownError?.err_msg && <ErrorText role="alert">{shownError.err_msg}</ErrorText>}
            {isShortOfFunds(slipError) && <DepositOffer />}
            <Row>
              <span>Total stake</span>
              <strong data-testid="total-stake">{formatCents(dollarsToCents(stake))}</strong>
            </Row>
            <Row>
              <span>Est. return</span>
              <strong data-testid="estimated-return">{formatCents(dollarsToCents(estimatedReturn(slip)))}</strong>
            </Row>
            <Row>
              <Button variant="secondary" onClick={betslip.clear} disabled={isSubmitting}>
                Clear all
              </Button>
              <Button
                onClick={() =>
                  largeStake.ask(stake, `You are about to bet ${formatCents(dollarsToCents(stake))}. Confirm?`, () =>
                    placeBets(userVerified),
                  )
                }
                disabled={placeDisabled}
                loading={isSubmitting}
              >
                {isLoggedIn ? `Place Bets ${formatCents(dollarsToCents(stake))}` : 'Log in to place bets'}
              </Button>
            </Row>
            <LargeAmountConfirm state={largeStake} confirmLabel="Confirm bet" />
          </Summary>
        </>
      )}
    </Stack>
  );
}

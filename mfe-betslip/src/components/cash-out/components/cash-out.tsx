import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { ApiError } from '@wagering/shared/api';
import { formatCents, type Cents } from '@wagering/shared/format';
import { Button } from '@wagering/shared/ui';
import { useCashOutOffer } from '../api/get-cash-out-offers';
import { OFFER_CHANGED, offerInError, useAcceptCashOut } from '../api/accept-cash-out';

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  fontSize: theme.font.size.sm,
  p: { margin: 0 },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }));

const Note = styled.p<{ tone?: 'error' | 'success' }>(({ theme, tone }) => ({
  color: tone === 'error' ? theme.colors.error : tone === 'success' ? theme.colors.success : theme.colors.textMuted,
  fontWeight: tone ? 600 : 400,
}));

/**
 * What the punter is doing with the offer: looking at it, confirming an amount, asked again at a new amount after
 * the price moved, or done. The amount confirmed is the one shown when they chose it, so it never changes under
 * their finger; the server prices the bet again and asks once more if it moved.
 */
type Step =
  | { kind: 'offer' }
  | { kind: 'confirm'; cents: Cents }
  | { kind: 'changed'; cents: Cents; message: string }
  | { kind: 'done'; cents: Cents };

/** On a bet just placed, what the offer under its ticket is: a punter who did not ask for it may wonder. */
export const CASH_OUT_EXPLAINED =
  'Changed your mind? Cash out closes this bet now for the amount shown, which moves with the price until the start.';

/**
 * "Cash out $X.XX" on a pending bet, with a confirm step, the moved-offer re-ask and the suspended state. On the
 * receipt (`explained`) the offer says what it is, and `onCashedOut` tells the receipt the bet is no longer placed.
 */
export function CashOut({
  ticketNumber,
  explained = false,
  onCashedOut,
}: {
  ticketNumber: string;
  explained?: boolean;
  onCashedOut?: (cents: Cents) => void;
}) {
  const { offer } = useCashOutOffer(ticketNumber);
  const accept = useAcceptCashOut();
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  // Keyboard and screen-reader users land on the confirm button when the step opens.
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.kind === 'confirm' || step.kind === 'changed') groupRef.current?.querySelector('button')?.focus();
  }, [step]);

  if (step.kind === 'done')
    return (
      <Box>
        <Note role="status" tone="success">
          Cashed out for {formatCents(step.cents)}
        </Note>
      </Box>
    );
  if (!offer) return null;

  const confirm = (cents: Cents) =>
    accept.mutate(
      { ticketNumber, offerCents: cents },
      {
        onSuccess: (answer) => {
          setStep({ kind: 'done', cents: answer.data.paid_cents });
          onCashedOut?.(answer.data.paid_cents);
        },
        onError: (error) => {
          const moved = offerInError(error);
          if (error instanceof ApiError && error.body.code === OFFER_CHANGED && moved?.offer_cents)
            setStep({ kind: 'changed', cents: moved.offer_cents, message: error.message });
          else setStep({ kind: 'offer' });
        },
      },
    );
  const failure = accept.error && step.kind === 'offer' ? accept.error.message : null;

  if (step.kind === 'confirm' || step.kind === 'changed')
    return (
      <Box ref={groupRef} role="group" aria-label={`Cash out ticket ${ticketNumber}`}>
        <Note role={step.kind === 'changed' ? 'alert' : undefined} tone={step.kind === 'changed' ? 'error' : undefined}>
          {step.kind === 'changed'
            ? step.message
            : `Cash out this bet for ${formatCents(step.cents)}? The bet closes and the amount goes to your balance.`}
        </Note>
        <Actions>
          <Button onClick={() => confirm(step.cents)} loading={accept.isPending}>
            Confirm cash out {formatCents(step.cents)}
          </Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'offer' })} disabled={accept.isPending}>
            Keep bet
          </Button>
        </Actions>
      </Box>
    );

  return (
    <OfferView
      offer={offer}
      explained={explained}
      failure={failure}
      onChoose={(cents) => setStep({ kind: 'confirm', cents })}
    />
  );
}

/** The offer itself: its button (or why it is suspended), what it is on a receipt, and the last refusal. */
function OfferView({
  offer,
  explained,
  failure,
  onChoose,
}: {
  offer: { offer_cents: Cents | null; suspended_reason: string | null };
  explained: boolean;
  failure: string | null;
  onChoose: (cents: Cents) => void;
}) {
  const reasonId = useId();
  const suspended = offer.offer_cents === null;
  // Not live: on the receipt (a status region) every price push would otherwise be read out as the offer moves.
  return (
    <Box aria-live="off">
      {explained && !suspended && <Note>{CASH_OUT_EXPLAINED}</Note>}
      <Actions>
        <Button
          variant="secondary"
          disabled={suspended}
          aria-describedby={suspended ? reasonId : undefined}
          onClick={() => offer.offer_cents && onChoose(offer.offer_cents)}
        >
          {suspended ? 'Cash out suspended' : `Cash out ${formatCents(offer.offer_cents)}`}
        </Button>
      </Actions>
      {suspended && <Note id={reasonId}>{offer.suspended_reason}</Note>}
      {failure && (
        <Note role="alert" tone="error">
          {failure}
        </Note>
      )}
    </Box>
  );
}

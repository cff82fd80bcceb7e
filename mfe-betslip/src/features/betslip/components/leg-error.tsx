import styled from '@emotion/styled';
import { Button } from '@wagering/shared/ui';
import { classifyLegError, legErrorMessage, type Leg } from '@wagering/shared/betslip';
import { priceText } from '../leg-text';

const Alert = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  borderLeft: `4px solid ${theme.colors.error}`,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  padding: theme.space(2),
  fontSize: theme.font.size.sm,
  p: { margin: 0 },
}));

interface LegErrorProps {
  leg: Leg;
  /** A dividend change is answered by taking the new price. */
  onAcceptPrice: () => void;
}

/**
 * A leg's error, worded by its SPEC 8 class. A dividend change is one message, the move and what to do ("Price moved
 * from 24.00 to 26.00. Accept the new price to place this bet."), with its one action; the punter places again after.
 */
export function LegError({ leg, onAcceptPrice }: LegErrorProps) {
  const errorClass = classifyLegError(leg);
  if (!errorClass) return null;
  if (errorClass !== 'dividend-change')
    return (
      <Alert role="alert" data-error-class={errorClass}>
        <p>{legErrorMessage(leg)}</p>
      </Alert>
    );
  return (
    <Alert role="alert" data-error-class={errorClass}>
      <p>
        Price moved from {priceText(leg.requested_dividend, leg)} to{' '}
        {priceText(leg.current_dividend ?? leg.requested_dividend, leg)}. {legErrorMessage(leg)}
      </p>
      <Button variant="secondary" onClick={onAcceptPrice}>
        Accept new price
      </Button>
    </Alert>
  );
}

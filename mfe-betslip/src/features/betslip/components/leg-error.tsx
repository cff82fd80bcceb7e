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
  /** A dividend change is fixed by taking the new price. */
  onAcceptPrice: () => void;
}

/**
 * A leg's error, worded by its SPEC 8 class. A dividend change also shows the old and new price and offers to
 * accept the new one; the punter places the bet again after that.
 */
export function LegError({ leg, onAcceptPrice }: LegErrorProps) {
  const errorClass = classifyLegError(leg);
  if (!errorClass) return null;
  return (
    <Alert role="alert" data-error-class={errorClass}>
      <p>{legErrorMessage(leg)}</p>
      {errorClass === 'dividend-change' && (
        <>
          <p>
            Price was {priceText(leg.requested_dividend, leg)}, now{' '}
            {priceText(leg.current_dividend ?? leg.requested_dividend, leg)}.
          </p>
          <Button variant="secondary" onClick={onAcceptPrice}>
            Accept new price
          </Button>
        </>
      )}
    </Alert>
  );
}

import { dollarsToCents, formatCents, formatPrice } from '@wagering/shared/format';
import {
  betslip,
  isMultiBonusOffered,
  isMultiBonusOverLimit,
  isMultiBoostOffered,
  LEG_ERROR_MESSAGES,
  multiDividend,
  multiReturn,
  type Multi,
} from '@wagering/shared/betslip';
import { OptionCheck } from './option-check';
import { StakeField } from './stake-field';
import { Card, CardHead, ErrorText, Muted, Options, Price, Row } from './slip-parts';

interface MultiCardProps {
  multi: Multi;
  legCount: number;
  disabled: boolean;
}

/** The multi: every leg in one bet at the product of their prices, with its own bonus bet and boost options. */
export function MultiCard({ multi, legCount, disabled }: MultiCardProps) {
  const dividend = multiDividend(multi);
  return (
    <Card aria-label={`${legCount} leg multi`}>
      <CardHead>
        <div>
          <h3>{legCount} Leg Multi</h3>
          <Muted>All selections must win</Muted>
        </div>
        <Price aria-live="polite">{dividend > 0 ? formatPrice(dividend) : '-'}</Price>
      </CardHead>
      <StakeField
        label="Stake on multi"
        value={multi.multi_bet_amount}
        disabled={disabled}
        onChange={(multi_bet_amount) => betslip.updateMulti({ multi_bet_amount })}
      />
      <Options>
        {isMultiBonusOffered(multi) && (
          <OptionCheck
            checked={multi.is_multi_bonus_bet_applied}
            disabled={disabled}
            onChange={(is_multi_bonus_bet_applied) => betslip.updateMulti({ is_multi_bonus_bet_applied })}
          >
            Use bonus bet
            {multi.multi_bonus_bet_limit ? ` (up to ${formatCents(dollarsToCents(multi.multi_bonus_bet_limit))})` : ''}
          </OptionCheck>
        )}
        {isMultiBoostOffered(multi) && (
          <OptionCheck
            checked={multi.boost_mode}
            disabled={disabled}
            onChange={(boost_mode) => betslip.updateMulti({ boost_mode })}
          >
            Boost multi to {formatPrice(multi.multi_boost!.boosted_dividend)}
          </OptionCheck>
        )}
      </Options>
      {isMultiBonusOverLimit(multi) && (
        <ErrorText role="alert">{LEG_ERROR_MESSAGES['multi-bonus-over-limit']}</ErrorText>
      )}
      <Row>
        <span>Est. return</span>
        <strong>{formatCents(dollarsToCents(multiReturn(multi)))}</strong>
      </Row>
    </Card>
  );
}

import { useEffect, useId, useState } from 'react';
import styled from '@emotion/styled';
import { QUICK_STAKES } from '@wagering/shared/constants';
import { cents, centsToDollars, dollarsToCents, parseDollars, sumCents } from '@wagering/shared/format';

const Field = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1) }));

const Label = styled.label(({ theme }) => ({ fontSize: theme.font.size.sm, color: theme.colors.textMuted }));

const InputBox = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.background,
  paddingLeft: theme.space(2),
  color: theme.colors.text,
  ':focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
}));

const Input = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(1)}`,
}));

const QuickStakes = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space(1), flexWrap: 'wrap' }));

const QuickStake = styled.button(({ theme }) => ({
  flex: 1,
  minWidth: 40,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  padding: `${theme.space(1)} 0`,
  fontSize: theme.font.size.sm,
  cursor: 'pointer',
  ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
}));

/**
 * Dollars with at most two decimals, while typing ("", "5", "5.", "5.2" are all on the way to a stake); six whole
 * digits, so a stake stays under the API's sanity bound and a too-large one meets the bet's own limit message.
 */
const STAKE_PATTERN = /^\d{0,6}(\.\d{0,2})?$/;

const display = (dollars: number) => (dollars > 0 ? String(dollars) : '');

interface StakeFieldProps {
  /** What the stake is on, for the punter: "Stake", "Stake per combination", ... */
  label: string;
  /** The stake in dollars (0 when none). */
  value: number;
  onChange: (dollars: number) => void;
  disabled?: boolean;
  /** Quick stake buttons are offered on singles, the multi and parlays. */
  quickStakes?: boolean;
}

/** A quick stake adds to the stake (as in the big Australian apps): $5 then $25 is $30. Summed in cents. */
const plus = (dollars: number, amount: number) =>
  centsToDollars(sumCents([dollarsToCents(dollars), dollarsToCents(amount)]));

/**
 * A dollar stake input with the quick stake buttons, each adding its amount; anything but whole cents is refused as
 * it is typed.
 */
export function StakeField({ label, value, onChange, disabled = false, quickStakes = true }: StakeFieldProps) {
  const id = useId();
  const [text, setText] = useState(display(value));
  // The store may change the stake (quick stake, slip reset): show it unless the text already means that amount.
  useEffect(() => {
    setText((current) => (centsToDollars(parseDollars(current) ?? cents(0)) === value ? current : display(value)));
  }, [value]);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputBox>
        <span aria-hidden="true">$</span>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={text}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value.trim();
            if (!STAKE_PATTERN.test(next)) return;
            setText(next);
            onChange(centsToDollars(parseDollars(next) ?? cents(0)));
          }}
        />
      </InputBox>
      {quickStakes && (
        <QuickStakes role="group" aria-label={`Quick stakes for ${label.toLowerCase()}, each adds to the stake`}>
          {QUICK_STAKES.map((amount) => (
            <QuickStake
              key={amount}
              type="button"
              disabled={disabled}
              aria-label={`Add $${amount}`}
              onClick={() => onChange(plus(value, amount))}
            >
              +${amount}
            </QuickStake>
          ))}
        </QuickStakes>
      )}
    </Field>
  );
}

import styled from '@emotion/styled';
import { bus } from '@wagering/shared/bus';
import { useOddsFlash, type Flash } from '../hooks/use-odds-flash';

const Badge = styled.button<{ flash: Flash; selected: boolean }>(({ theme, flash, selected }) => ({
  // Narrower on a phone (still a full touch target), so a card with each-way fits 360 px.
  minWidth: '3.25em',
  minHeight: 36,
  padding: `${theme.space(1)} ${theme.space(1)}`,
  [theme.mq.tablet]: { minWidth: '4.25em', padding: `${theme.space(1)} ${theme.space(2)}` },
  position: 'relative',
  borderRadius: theme.radius.sm,
  font: 'inherit',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  background: selected ? theme.colors.primary : theme.colors.surface,
  color: selected ? theme.colors.onPrimary : theme.colors.text,
  border: `2px solid ${flash === 'up' ? theme.colors.oddsUp : flash === 'down' ? theme.colors.oddsDown : selected ? theme.colors.primary : theme.colors.border}`,
  transition: 'border-color 200ms',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&[aria-disabled="true"]': { cursor: 'not-allowed', color: theme.colors.textMuted, background: theme.colors.surface },
}));

// Over the badge's corner, not beside its price: an arrow in the flow widened the badge and moved the runner's row on
// every live price change (CLS on a race card as its prices moved).
const Arrow = styled.span({ position: 'absolute', top: 1, right: 2, fontSize: '0.6em', lineHeight: 1 });

export interface OddsButtonProps {
  /** The price; no value (or 0) leaves the badge empty and unclickable. */
  value: number | null | undefined;
  /** The text shown (a number, or a product's short description). */
  text: string;
  /** What the badge is, for screen readers: "Fixed Win, 3. Thunder Bolt". */
  label: string;
  selected: boolean;
  /** Closed race, or otherwise not bettable. */
  disabled?: boolean;
  onSelect: () => void;
}

/**
 * An odds badge. It flashes up or down for 2 seconds when its price changes. Clicking is blocked when disabled,
 * when the race is completed or when there is no value; a click disables the progress bar for 500 ms.
 */
export function OddsButton({ value, text, label, selected, disabled = false, onSelect }: OddsButtonProps) {
  const flash = useOddsFlash(value);
  const blocked = disabled || !text;
  return (
    <Badge
      type="button"
      flash={flash}
      selected={selected}
      aria-pressed={selected}
      aria-disabled={blocked}
      aria-label={`${label}${text ? `, ${text}` : ', no price'}`}
      data-flash={flash ?? undefined}
      onClick={() => {
        if (blocked) return;
        bus.emit('progress-bar:disable');
        onSelect();
      }}
    >
      {text || 'N/A'}
      {flash && <Arrow aria-hidden="true">{flash === 'up' ? '▲' : '▼'}</Arrow>}
    </Badge>
  );
}

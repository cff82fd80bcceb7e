import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { TOGGLE_SIZE } from '@wagering/shared/constants';

interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /** Puts the label after the switch instead of before it. */
  labelAfter?: boolean;
}

const KNOB = TOGGLE_SIZE.height - 6;

// `on` only styles the track; keep it off the DOM button.
const Track = styled('button', { shouldForwardProp: (prop) => prop !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  position: 'relative',
  flexShrink: 0,
  width: TOGGLE_SIZE.width,
  height: TOGGLE_SIZE.height,
  padding: 0,
  border: `1px solid ${on ? theme.colors.primary : theme.colors.textMuted}`,
  borderRadius: theme.radius.pill,
  background: on ? theme.colors.primary : theme.colors.surfaceAlt,
  cursor: 'pointer',
  transition: 'background 150ms',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 2,
    left: on ? TOGGLE_SIZE.width - KNOB - 4 : 2,
    width: KNOB,
    height: KNOB,
    borderRadius: '50%',
    background: on ? theme.colors.onPrimary : theme.colors.textMuted,
    transition: 'left 150ms',
  },
}));

const Row = styled.span(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) }));

/** A 40x24 on/off switch (role switch), e.g. Remember me. */
export function Toggle({ checked, onChange, label, disabled, labelAfter }: ToggleProps) {
  const labelId = useId();
  const text = <span id={labelId}>{label}</span>;
  return (
    <Row>
      {!labelAfter && text}
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        on={checked}
        onClick={() => onChange(!checked)}
      />
      {labelAfter && text}
    </Row>
  );
}

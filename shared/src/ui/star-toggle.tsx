import styled from '@emotion/styled';

const Star = styled.button(({ theme }) => ({
  flex: '0 0 auto',
  minWidth: 36,
  minHeight: 36,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  font: 'inherit',
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: theme.colors.primary, borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'progress' },
}));

interface StarToggleProps {
  /** The button's accessible name, the same pressed or not ("Add Star Legend to Blackbook"). */
  label: string;
  pressed: boolean;
  /** A change is on its way: the star waits. */
  busy?: boolean;
  /** A tooltip for pointer users; screen readers hear the label and the pressed state. */
  title?: string;
  onToggle: () => void;
}

/** A star that is on or off (a toggle button, pressed while on), drawn filled when on. */
export function StarToggle({ label, pressed, busy = false, title, onToggle }: StarToggleProps) {
  return (
    <Star type="button" aria-label={label} aria-pressed={pressed} title={title} disabled={busy} onClick={onToggle}>
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </Star>
  );
}

import styled from '@emotion/styled';

const Plain = styled.button(({ theme }) => ({
  marginLeft: 'auto',
  width: 40,
  height: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'transparent',
  border: 0,
  borderRadius: theme.radius.pill,
  color: 'inherit',
  fontSize: 24,
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceAlt },
}));

/** The "×" close control of dialogs, drawers and toasts. */
export function CloseButton({ onClick, label = 'Close' }: { onClick: () => void; label?: string }) {
  return (
    <Plain type="button" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </Plain>
  );
}

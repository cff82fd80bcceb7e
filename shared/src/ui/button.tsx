import { useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled from '@emotion/styled';
import { keyframes, type Theme } from '@emotion/react';
import { RIPPLE_MS } from '@wagering/shared/constants';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, disables the button and announces it as busy. */
  loading?: boolean;
  /** A click ripple lasting RIPPLE_MS (500 ms). */
  ripple?: boolean;
  fullWidth?: boolean;
}

const looks = (theme: Theme, variant: ButtonVariant) =>
  ({
    primary: {
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      border: `1px solid ${theme.colors.primary}`,
    },
    secondary: {
      background: theme.colors.surface,
      color: theme.colors.text,
      border: `1px solid ${theme.colors.border}`,
    },
    ghost: { background: 'transparent', color: 'inherit', border: '1px solid transparent' },
  })[variant];

const spread = keyframes({ from: { transform: 'scale(0)', opacity: 0.4 }, to: { transform: 'scale(4)', opacity: 0 } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Base = styled.button<{ variant: ButtonVariant; fullWidth?: boolean }>(({ theme, variant, fullWidth }) => ({
  ...looks(theme, variant),
  position: 'relative',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  minHeight: 40,
  width: fullWidth ? '100%' : undefined,
  padding: `${theme.space(2)} ${theme.space(4)}`,
  borderRadius: theme.radius.md,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&:hover:not(:disabled)': { filter: 'brightness(0.95)' },
}));

const Ripple = styled.span({
  position: 'absolute',
  width: 40,
  height: 40,
  marginLeft: -20,
  marginTop: -20,
  borderRadius: '50%',
  background: 'currentColor',
  pointerEvents: 'none',
  animation: `${spread} ${RIPPLE_MS}ms ease-out forwards`,
});

const Spinner = styled.span({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export function Button({
  variant = 'primary',
  loading = false,
  ripple = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const [ripples, setRipples] = useState<{ id: number; x: number; y: number }[]>([]);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (ripple) {
      const rect = event.currentTarget.getBoundingClientRect();
      const id = Date.now() + Math.random();
      setRipples((all) => [...all, { id, x: event.clientX - rect.left, y: event.clientY - rect.top }]);
      setTimeout(() => setRipples((all) => all.filter((r) => r.id !== id)), RIPPLE_MS);
    }
    onClick?.(event);
  };
  return (
    <Base
      {...rest}
      type={type}
      variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner aria-hidden="true" data-testid="button-spinner" />}
      {children}
      {ripples.map((r) => (
        <Ripple key={r.id} aria-hidden="true" data-testid="button-ripple" style={{ left: r.x, top: r.y }} />
      ))}
    </Base>
  );
}

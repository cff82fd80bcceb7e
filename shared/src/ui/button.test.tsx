import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button that calls onClick', () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Place Bet</Button>);
    const button = screen.getByRole('button', { name: 'Place Bet' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is disabled and busy, with a spinner', () => {
    renderWithTheme(<Button loading>Login</Button>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('button-spinner')).toBeTruthy();
  });

  it('shows a ripple for 500 ms when ripple is on', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<Button ripple>Go</Button>);
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(screen.getAllByTestId('button-ripple')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(500));
      expect(screen.queryByTestId('button-ripple')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no ripple by default', () => {
    renderWithTheme(<Button>Go</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.queryByTestId('button-ripple')).toBeNull();
  });
});

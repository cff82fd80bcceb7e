import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and marks a required field with an asterisk', () => {
    renderWithTheme(<TextField label="Username" required />);
    const input = screen.getByLabelText(/Username/);
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('takes at most 255 characters by default', () => {
    renderWithTheme(<TextField label="Street" />);
    expect(screen.getByLabelText('Street').getAttribute('maxlength')).toBe('255');
  });

  it('shows the error text under the field, marks it invalid and describes the input with it', () => {
    renderWithTheme(<TextField label="Email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Please enter a valid email address');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('is not marked invalid without an error', () => {
    renderWithTheme(<TextField label="Email" />);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('reveals and hides a password with its toggle button', () => {
    renderWithTheme(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

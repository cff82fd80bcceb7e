import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { Select } from './select';
import { Checkbox } from './checkbox';
import { Toggle } from './toggle';

describe('Select', () => {
  it('labels the select, offers a placeholder and the options, and shows its error', () => {
    renderWithTheme(
      <Select
        label="State"
        required
        placeholder="Select state"
        options={[{ value: 'NSW', label: 'New South Wales' }]}
        error="State is required"
      />,
    );
    const select = screen.getByLabelText(/State/);
    expect(screen.getByRole('option', { name: 'Select state' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'New South Wales' })).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('State is required').id);
  });
});

describe('Checkbox', () => {
  it('toggles through its label', () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="I accept the terms" onChange={onChange} />);
    fireEvent.click(screen.getByText('I accept the terms'));
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeTruthy();
  });
});

describe('Toggle', () => {
  it('is a 40x24 switch that reports the flipped value', () => {
    const onChange = vi.fn();
    renderWithTheme(<Toggle label="Remember me" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Remember me' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const style = getComputedStyle(toggle);
    expect([style.width, style.height]).toEqual(['40px', '24px']);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

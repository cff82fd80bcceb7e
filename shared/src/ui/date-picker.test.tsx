import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithTheme } from '@wagering/testing/render';
import { DatePicker, monthGrid } from './date-picker';

function Harness({
  initial = '',
  onChange = () => {},
  ...props
}: {
  initial?: string;
  onChange?: (v: string) => void;
  isDateDisabled?: (d: string) => boolean;
  clearable?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <p>outside</p>
      <DatePicker
        label="Result date"
        required
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        {...props}
      />
    </div>
  );
}

describe('DatePicker', () => {
  it('shows the YYYY-MM-DD placeholder and the required marker', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByText('YYYY-MM-DD')).toBeTruthy();
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('opens and closes on click, and closes after a date is chosen', () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness initial="2026-03-10" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Result date/ });
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: '2026-03-14' }));
    expect(onChange).toHaveBeenCalledWith('2026-03-14');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.textContent).toBe('2026-03-14');
  });

  it('closes on an outside click', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Result date/ }));
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables the dates its rule rejects', () => {
    renderWithTheme(<Harness initial="2026-03-10" isDateDisabled={(d) => d > '2026-03-10'} />);
    fireEvent.click(screen.getByRole('button', { name: /Result date/ }));
    expect(screen.getByRole('button', { name: '2026-03-11' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '2026-03-09' })).toHaveProperty('disabled', false);
  });

  it('clears the date when clearable', () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness initial="2026-03-10" clearable onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Result date/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('lays a month out Monday first', () => {
    // 1 March 2026 is a Sunday: six blanks, then 31 days.
    const grid = monthGrid(dayjs('2026-03-01'));
    expect(grid.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(grid).toHaveLength(37);
  });
});

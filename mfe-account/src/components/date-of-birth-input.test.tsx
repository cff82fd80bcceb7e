import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { DateOfBirthInput } from './date-of-birth-input';
import { acceptTyped, combineDob, padOnBlur } from './dob-parts';

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateOfBirthInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const boxes = () => ({
  day: screen.getByLabelText('Day') as HTMLInputElement,
  month: screen.getByLabelText('Month') as HTMLInputElement,
  year: screen.getByLabelText('Year') as HTMLInputElement,
});

describe('Date of birth input', () => {
  it('Day and month take digits only, max 2 characters each; year is max 4 characters', () => {
    expect(acceptTyped('day', '1a', '')).toBe('1');
    expect(acceptTyped('month', '123', '1')).toBe('12');
    expect(acceptTyped('year', '19850', '1985')).toBe('1985');
  });

  it('Day 1 to 31, month 1 to 12', () => {
    expect(acceptTyped('day', '31', '3')).toBe('31');
    expect(acceptTyped('day', '32', '3')).toBe('3');
    expect(acceptTyped('day', '00', '0')).toBe('0');
    expect(acceptTyped('month', '13', '1')).toBe('1');
    expect(acceptTyped('month', '09', '0')).toBe('09');
  });

  it('A single-digit day or month is padded with a leading zero on blur', async () => {
    expect(padOnBlur('7')).toBe('07');
    expect(padOnBlur('12')).toBe('12');
    renderWithProviders(<Harness onChange={() => {}} />);
    const { day, month } = boxes();
    await userEvent.type(day, '7');
    fireEvent.blur(day);
    expect(day.value).toBe('07');
    await userEvent.type(month, '3');
    fireEvent.blur(month);
    expect(month.value).toBe('03');
  });

  it('Focus advances when a field is full', async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    const { day, month, year } = boxes();
    await userEvent.click(day);
    await userEvent.keyboard('15');
    expect(document.activeElement).toBe(month);
    await userEvent.keyboard('06');
    expect(document.activeElement).toBe(year);
  });

  it('Backspace on an empty field moves back', async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    const { day, month, year } = boxes();
    await userEvent.click(day);
    await userEvent.keyboard('1506');
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(month);
    expect(year.value).toBe('');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(document.activeElement).toBe(day);
    expect(month.value).toBe('');
  });

  it('The value is reported only when day, month and a 4-digit year are all present (DD-MM-YYYY)', async () => {
    expect(combineDob('1', '2', '199')).toBe('');
    expect(combineDob('1', '2', '1990')).toBe('01-02-1990');
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(boxes().day);
    await userEvent.keyboard('1506198');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('5');
    expect(onChange).toHaveBeenLastCalledWith('15-06-1985');
  });

  it('Required by default, marked *', () => {
    renderWithProviders(<DateOfBirthInput value="" onChange={() => {}} />);
    expect(screen.getByText('*')).toBeTruthy();
    expect(boxes().day.required).toBe(true);
  });

  it('shows its error under the boxes with a red border on each', () => {
    renderWithProviders(<DateOfBirthInput value="" onChange={() => {}} error="Date format must be DD/MM/YYYY" />);
    expect(screen.getByRole('alert').textContent).toBe('Date format must be DD/MM/YYYY');
    expect(boxes().year.getAttribute('aria-invalid')).toBe('true');
  });
});

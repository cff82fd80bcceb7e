import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { StepLimits } from './step-limits';

/** Fills step 3 with a deposit limit and the terms, and asks to create the account. */
async function createWithLimit(amount: string) {
  const onNext = vi.fn();
  renderWithProviders(<StepLimits values={{}} onNext={onNext} submitting={false} />);
  fireEvent.change(screen.getByRole('textbox', { name: /^Deposit limit/ }), { target: { value: amount } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Limit period/ }), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
  return onNext;
}

describe('registration step 3: a large deposit limit is confirmed first', () => {
  it('an ordinary limit goes ahead at once', async () => {
    const onNext = await createWithLimit('200');
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a limit of $1,000 or more asks, and goes ahead only once confirmed', async () => {
    const onNext = await createWithLimit('5000');
    const question = await screen.findByRole('alertdialog', {
      name: 'You are about to set a weekly deposit limit of $5,000.00. Confirm?',
    });
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(question.isConnected).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Confirm limit' })));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onNext.mock.calls[0]![0]).toMatchObject({ deposit_limit_amount: 5000, limit_period: 7 });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LARGE_AMOUNT_CONFIRM_DOLLARS } from '@wagering/shared/constants';
import { renderWithTheme } from '@wagering/testing/render';
import { Button } from './button';
import { LargeAmountConfirm, useLargeAmountConfirm } from './large-amount-confirm';

/** A "Pay" button that asks before paying a large amount, as the slip and the deposit forms do. */
function Payer({ dollars, pay, onDrawerEscape }: { dollars: number; pay: () => void; onDrawerEscape?: () => void }) {
  const large = useLargeAmountConfirm();
  return (
    <div onKeyDown={(e) => e.key === 'Escape' && onDrawerEscape?.()}>
      <Button onClick={() => large.ask(dollars, `You are about to pay $${dollars}. Confirm?`, pay)}>Pay</Button>
      <LargeAmountConfirm state={large} confirmLabel="Confirm payment" />
    </div>
  );
}

describe('LargeAmountConfirm: a large amount is acted on only once the punter confirms it', () => {
  it('an amount under the threshold goes ahead at once, with no question', () => {
    const pay = vi.fn();
    renderWithTheme(<Payer dollars={LARGE_AMOUNT_CONFIRM_DOLLARS - 0.01} pay={pay} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('at the threshold it asks, with focus on Confirm; Confirm goes ahead once', () => {
    const pay = vi.fn();
    renderWithTheme(<Payer dollars={LARGE_AMOUNT_CONFIRM_DOLLARS} pay={pay} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const question = screen.getByRole('alertdialog', {
      name: `You are about to pay $${LARGE_AMOUNT_CONFIRM_DOLLARS}. Confirm?`,
    });
    expect(pay).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(pay).toHaveBeenCalledOnce();
    expect(question.isConnected).toBe(false);
  });

  it('Cancel or Escape drops it, pays nothing, gives focus back, and leaves the drawer around it open', () => {
    const pay = vi.fn();
    const drawerEscape = vi.fn();
    renderWithTheme(<Payer dollars={5000} pay={pay} onDrawerEscape={drawerEscape} />);
    const payButton = screen.getByRole('button', { name: 'Pay' });
    payButton.focus();
    fireEvent.click(payButton);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(payButton);

    fireEvent.click(payButton);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Confirm payment' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(drawerEscape).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { bus, type NotificationEvent } from '@wagering/shared/bus';
import { renderWithTheme } from '@wagering/testing/render';
import { ToastHost } from './toast-host';
import { AlertToast } from './alert-toast';

describe('ToastHost', () => {
  it('shows one toast at a time for 5000 ms; a new one replaces the old', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<ToastHost />);
      act(() => bus.emit('toast', { kind: 'success', message: 'Details saved' }));
      expect(screen.getByText('Details saved')).toBeTruthy();
      act(() => bus.emit('toast', { kind: 'error', message: 'Something went wrong' }));
      expect(screen.queryByText('Details saved')).toBeNull();
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.getByText('Something went wrong')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Something went wrong')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

const alert = (over: Partial<NotificationEvent> = {}): NotificationEvent => ({
  id: 'T123',
  event_description: 'R3 Randwick',
  outcome: 'Fast Horse',
  status: 'Accepted',
  balance_effect: '12.5',
  type: 'Bet',
  ...over,
});

describe('AlertToast', () => {
  it.each([
    ['Approved', 'success'],
    ['Return_Of', 'success'],
    ['Rejected', 'error'],
    ['Cancelled_At', 'error'],
    ['Processing', 'processing'],
  ])('shows status %s with the %s look', (status, look) => {
    const { container } = renderWithTheme(<AlertToast alert={alert({ status })} onClose={() => {}} />);
    expect(container.querySelector('article')!.getAttribute('data-look')).toBe(look);
  });

  it('labels a bet with "Price" and "Ticket No."', () => {
    renderWithTheme(<AlertToast alert={alert()} onClose={() => {}} />);
    expect(screen.getByText('Price')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText('Ticket No.')).toBeTruthy();
    expect(screen.getByText('T123')).toBeTruthy();
  });

  it('labels a Transfer "Banking Transaction"', () => {
    renderWithTheme(<AlertToast alert={alert({ type: 'Transfer' })} onClose={() => {}} />);
    expect(screen.getByText('Banking Transaction')).toBeTruthy();
  });

  it('never shows a transfer’s internal id as a ticket (issue 22: "Ticket No. cr_5e77…")', () => {
    renderWithTheme(
      <AlertToast
        alert={alert({ id: 'cr_5e77a1b2c3', type: 'Transfer', event_description: 'Deposit by debit card' })}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByText('Ticket No.')).toBeNull();
    expect(screen.getByRole('article').textContent).not.toContain('cr_');
  });

  it('shows the server\'s signed amount text ("+$50.00" on a deposit), never a dash for a real amount', () => {
    const { unmount } = renderWithTheme(
      <AlertToast alert={alert({ type: 'Transfer', balance_effect: '-$1,250.50' })} onClose={() => {}} />,
    );
    expect(screen.getByText('-$1,250.50')).toBeTruthy();
    unmount();
    renderWithTheme(
      <AlertToast
        alert={alert({ type: 'Transfer', balance_effect: '+$50.00', outcome: '$50.00' })}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('+$50.00')).toBeTruthy();
    expect(screen.queryByText('Result')).toBeNull();
  });

  it("names a settled bet's result in words", () => {
    renderWithTheme(
      <AlertToast alert={alert({ status: 'No_Return', outcome: 'Lost', balance_effect: '' })} onClose={() => {}} />,
    );
    expect(screen.getByRole('article', { name: 'Lost: R3 Randwick' })).toBeTruthy();
    expect(screen.getByText('Result')).toBeTruthy();
  });

  it('a touch swipe sideways dismisses it; a short move does not', () => {
    const onClose = vi.fn();
    renderWithTheme(<AlertToast alert={alert()} onClose={onClose} />);
    const card = screen.getByRole('article');
    fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 30, clientY: 10 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 120, clientY: 14 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a dash when there is no amount, and closes on Dismiss', () => {
    const onClose = vi.fn();
    renderWithTheme(<AlertToast alert={alert({ balance_effect: '' })} onClose={onClose} />);
    expect(screen.getByText('Price').nextElementSibling?.textContent).toBe('-');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

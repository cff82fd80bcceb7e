import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@wagering/testing/api';
import { renderWithProviders } from '@wagering/testing/render';
import { NewCardForm } from './new-card-form';
import { SavedCardForm } from './saved-card-form';

afterEach(() => vi.unstubAllGlobals());

describe('the card forms’ CVV', () => {
  it('is masked, with no "Show password" button: a CVV is no password', async () => {
    const card = { card_id: 1, bank_name: 'Westpac', masked_card_number: '4111 **** **** 1111' };
    vi.stubGlobal('fetch', mockApi({ get: { '/banking/credit-cards': () => ({ data: [card] }) as never } }));
    renderWithProviders(
      <>
        <NewCardForm onPay={async () => {}} />
        <SavedCardForm onPay={async () => {}} />
      </>,
    );
    await screen.findByRole('form', { name: 'Deposit with a saved card' });
    const cvvs = screen.getAllByLabelText(/^CVV/);
    expect(cvvs).toHaveLength(2);
    for (const cvv of cvvs) expect(cvv.getAttribute('type')).toBe('password');
    expect(screen.queryByRole('button', { name: /show password/i })).toBeNull();
  });
});

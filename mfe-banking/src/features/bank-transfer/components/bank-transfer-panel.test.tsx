import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { getBrand, globalConfig, type BrandConfig } from '@wagering/brands';
import { initBrand } from '@wagering/shared/theme';
import { AppProviders } from '@wagering/shared/runtime';
import { BankTransferPanel } from './bank-transfer-panel';

afterEach(cleanup);

function renderFor(brand: Partial<BrandConfig>) {
  const active = { ...getBrand(), ...brand };
  initBrand(active, globalConfig(active.key));
  render(
    <AppProviders queryClient={new QueryClient()}>
      <BankTransferPanel userId="0f8fad5b-d9cb-469f-a165-70867728950e" />
    </AppProviders>,
  );
  return active;
}

describe('bank transfer (SPEC 4: automated bank-transfer deposit can be switched on per brand)', () => {
  it("shows the brand's bank details and the punter's reference, short enough for any Australian bank (18 characters)", () => {
    const brand = renderFor({});
    expect(screen.getByText(brand.bankDetails.bsb)).toBeTruthy();
    expect(screen.getByText(brand.bankDetails.accountNumber)).toBeTruthy();
    expect(screen.getByText('W0F8FAD5BD9CB')).toBeTruthy();
  });

  it('with automated EFT deposit on, says transfers are credited automatically and asks for nothing', () => {
    renderFor({ automatedEftDeposit: true });
    expect(screen.getByText(/credited automatically/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send notification' })).toBeNull();
  });

  it('with it on, the notification is one step away for a transfer without the reference or not arrived', () => {
    renderFor({ automatedEftDeposit: true });
    expect(screen.getByText(/without your reference, or it has not arrived after one business day/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tell us about a transfer' }));
    expect(screen.getByRole('form', { name: 'Tell us about your bank transfer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send notification' })).toBeTruthy();
  });

  it('with it off, asks the punter to notify the transfer', () => {
    renderFor({ automatedEftDeposit: false });
    expect(screen.queryByText(/credited automatically/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send notification' })).toBeTruthy();
  });
});

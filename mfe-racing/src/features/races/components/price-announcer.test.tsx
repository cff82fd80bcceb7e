import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OddsUpdate } from '@wagering/shared/api';
import { betslip, betslipStore } from '@wagering/shared/betslip';
import { renderWithProviders } from '../../../test/render';
import { applyOdds } from '../lib/live-patch';
import { race, runner } from '../../../test/races';
import { PriceAnnouncer } from './price-announcer';

const push = (runners: OddsUpdate['runners']): OddsUpdate => ({
  event_id: 101,
  race_id: 101,
  runners,
  published_at: 1_700_000_000_000,
});

afterEach(() => betslip.clear());

describe('the price announcer (a polite live region)', () => {
  const before = race({ event_id: 101, runners: [runner(1), runner(2)] });
  const slipOnRunnerTwo = () =>
    act(() => betslipStore.setState({ legs: [{ event_id: 101, saddle_number: 2, dividend_code: 'FWIN' } as never] }));

  it('says when the price of a runner in the slip moves on the live push', () => {
    slipOnRunnerTwo();
    const { rerender } = renderWithProviders(<PriceAnnouncer race={before} />);
    rerender(
      <PriceAnnouncer
        race={applyOdds(before, push([{ saddle_number: 2, is_eliminated: false, odds: { FWIN: 9.5 } }]))}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('2. Runner 2, FWIN now 9.50');
  });

  it('says when a runner in the slip is scratched on the live push (its row only greys out)', () => {
    slipOnRunnerTwo();
    const { rerender } = renderWithProviders(<PriceAnnouncer race={before} />);
    rerender(<PriceAnnouncer race={applyOdds(before, push([{ saddle_number: 2, is_eliminated: true, odds: {} }]))} />);
    expect(screen.getByRole('status').textContent).toBe('2. Runner 2 is scratched');
  });

  it('says nothing of runners the punter has not picked', () => {
    slipOnRunnerTwo();
    const { rerender } = renderWithProviders(<PriceAnnouncer race={before} />);
    rerender(<PriceAnnouncer race={applyOdds(before, push([{ saddle_number: 1, is_eliminated: true, odds: {} }]))} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

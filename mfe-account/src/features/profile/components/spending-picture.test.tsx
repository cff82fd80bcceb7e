import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { SpendingSummary } from '../api/spending-summary';
import { SpendingPictureView } from './spending-picture';
import { cents } from '@wagering/shared/format';

const month = (m: number, stakes: number, more: Partial<SpendingSummary['months'][number]> = {}) => ({
  year: 2026,
  month: m,
  deposits_cents: cents(10000),
  stakes_cents: cents(stakes),
  returns_cents: cents(2000),
  net_cents: cents(2000 - stakes),
  ...more,
});
const summary = (stakes: number[], deposit_limit: SpendingSummary['deposit_limit'] = null): SpendingSummary => ({
  months: stakes.map((s, i) => month(6 + i, s)),
  deposit_limit,
});

describe('the spending picture', () => {
  beforeEach(() => localStorage.clear());

  it('draws a chart named for screen readers and gives every figure in a table beside it', () => {
    renderWithProviders(<SpendingPictureView summary={summary([5000, 5000, 5000, 5000, 5000, 7500])} />);
    expect(
      screen.getByRole('img', {
        name: 'Deposits, stakes, returns and result for June 2026 to November 2026; the figures are in the table.',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('spending-chart').querySelectorAll('rect')).toHaveLength(24);
    const table = screen.getByRole('region', { name: 'Spending per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[6]!.textContent).toBe('Nov 2026$100.00$75.00$20.00-$55.00');
    expect(screen.getByText('You have no deposit limit set.')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'A note about your stakes' })).toBeNull();
  });

  it("the chart's legend says in plain words what the result's colours mean", () => {
    const { container } = renderWithProviders(
      <SpendingPictureView summary={summary([5000, 5000, 5000, 5000, 5000, 7500])} />,
    );
    const legend = [...container.querySelectorAll('figure li')].map((li) => li.textContent);
    expect(legend).toEqual(['Deposits', 'Stakes', 'Returns', 'Result: money won', 'Result: money lost']);
  });

  it('shows how much of the deposit limit is used', () => {
    renderWithProviders(
      <SpendingPictureView
        summary={summary([0], {
          amount_cents: cents(10000),
          period_days: 7,
          used_cents: cents(3000),
          remaining_cents: cents(7000),
        })}
      />,
    );
    const meter = screen.getByRole('meter', { name: /^Deposit limit used: \$30\.00 of \$100\.00 in the last 7 days/ });
    expect(meter.getAttribute('value')).toBe('3000');
  });

  it('notes stakes well above the usual gently, and stays dismissed this month', () => {
    const heavy = summary([5000, 5000, 5000, 5000, 5000, 20000]);
    const { unmount } = renderWithProviders(<SpendingPictureView summary={heavy} />);
    const note = screen.getByRole('complementary', { name: 'A note about your stakes' });
    expect(note.textContent).toContain('You have staked $200.00 this month, well above your usual $50.00 a month.');
    expect(within(note).getByRole('link', { name: 'deposit limit' }).getAttribute('href')).toContain(
      'tab=deposit-limits',
    );
    fireEvent.click(within(note).getByRole('button', { name: 'Dismiss note' }));
    expect(screen.queryByRole('complementary', { name: 'A note about your stakes' })).toBeNull();
    unmount();
    renderWithProviders(<SpendingPictureView summary={heavy} />);
    expect(screen.queryByRole('complementary', { name: 'A note about your stakes' })).toBeNull();
  });
});

import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@wagering/shared/format';
import { renderWithProviders } from '../../../test/render';
import { Countdown } from './countdown';
import { RaceStatusBadge } from './race-status-badge';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const shown = () => document.querySelector('time')!;

describe('countdown', () => {
  it('ticks each second under an hour: seconds under 60 s, then "Now" at the jump; styled hot under 300 s', () => {
    renderWithProviders(<Countdown jumpAt={NOW + 62_000} />);
    expect(shown().textContent).toBe('1m');
    expect(shown().dataset.look).toBe('hot');
    act(() => vi.advanceTimersByTime(3000));
    expect(shown().textContent).toBe('59s');
    act(() => vi.advanceTimersByTime(59_000));
    expect(shown().textContent).toBe('Now');
  });

  it('shows minutes up to an hour, styled upcoming from 300 s', () => {
    renderWithProviders(<Countdown jumpAt={NOW + 1_230_000} />);
    expect(shown().textContent).toBe('21m');
    expect(shown().dataset.look).toBe('upcoming');
  });

  it('shows the clock time beyond an hour, styled future, and starts ticking when the last hour begins', () => {
    renderWithProviders(<Countdown jumpAt={NOW + 3 * 3_600_000} />);
    expect(shown().dataset.look).toBe('future');
    // The brand's clock: 12-hour unless the brand says 24-hour.
    expect(shown().textContent).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    act(() => vi.advanceTimersByTime(2 * 3_600_000 + 1000));
    expect(shown().textContent).toBe('60m');
    expect(shown().dataset.look).toBe('upcoming');
  });
  it("beyond an hour shows the race's own jump time, however long the page stays open", () => {
    const jumpAt = NOW + 3 * 3_600_000;
    const { rerender } = renderWithProviders(<Countdown jumpAt={jumpAt} />);
    expect(shown().textContent).toBe(formatDate(jumpAt, 'time'));
    // 16 minutes later the card draws again (a price moved): the time shown is still the race's.
    act(() => vi.advanceTimersByTime(16 * 60_000));
    rerender(<Countdown jumpAt={jumpAt} />);
    expect(shown().textContent).toBe(formatDate(jumpAt, 'time'));
  });
});

describe('race status badge', () => {
  it('shows a countdown while open, and the short labels Closed, Spnd, Intrim, Final, Abdn', () => {
    const { rerender } = renderWithProviders(
      <RaceStatusBadge race={{ race_status: 'Open', jump_at: NOW + 30_000 }} short />,
    );
    expect(shown().textContent).toBe('30s');
    const labels = (['Closed', 'Suspended', 'Interim', 'Final', 'Abandoned'] as const).map((status) => {
      rerender(<RaceStatusBadge race={{ race_status: status, jump_at: NOW }} short />);
      return document.querySelector('[data-status]')!.textContent;
    });
    expect(labels).toEqual(['Closed', 'Spnd', 'Intrim', 'Final', 'Abdn']);
  });
});

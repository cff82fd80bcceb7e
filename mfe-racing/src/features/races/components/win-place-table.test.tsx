import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { applyOdds, applyRaceUpdate } from '../lib/live-patch';
import { race, runner } from '../../../test/races';
import type { Runner } from '../types';
import { WinPlaceTable } from './win-place-table';

// Which runners' rows were drawn: each row draws its runner's info once per render.
const drawn: number[] = [];
vi.mock('./runner-info', () => ({
  RunnerInfo: ({ runner }: { runner: Runner }) => {
    drawn.push(runner.saddle_number);
    return <span>{runner.runner_name}</span>;
  },
}));

beforeEach(() => {
  drawn.length = 0;
  // The card asks for the race's price flucs; here the API is away and the rows show none.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a price tick redraws only the rows whose prices moved', () => {
  it('one runner moves: only its row is drawn again, with its new price', () => {
    const before = race({ runners: [runner(1), runner(2), runner(3)] });
    const { rerender } = renderWithProviders(<WinPlaceTable race={before} />);
    expect(drawn).toEqual([1, 2, 3]);
    drawn.length = 0;
    const after = applyOdds(before, {
      event_id: before.event_id,
      race_id: before.event_id,
      published_at: 1_700_000_000_000,
      runners: [1, 2, 3].map((n) => ({
        saddle_number: n,
        is_eliminated: false,
        odds: n === 2 ? { FWIN: 9.5 } : { ...before.runners![n - 1]!.odds },
      })),
    });
    rerender(<WinPlaceTable race={after} />);
    expect(drawn).toEqual([2]);
    const prices = screen.getAllByRole('button', { name: /, 2\. Runner 2, / }).map((b) => b.textContent ?? '');
    expect(prices.some((text) => text.startsWith('9.50'))).toBe(true);
  });

  it('the race closes: every row is drawn again, its prices no longer taken', () => {
    const before = race({ runners: [runner(1), runner(2)] });
    const { rerender } = renderWithProviders(<WinPlaceTable race={before} />);
    drawn.length = 0;
    rerender(
      <WinPlaceTable
        race={applyRaceUpdate(before, {
          event_id: before.event_id,
          race_id: before.event_id,
          meeting_id: before.meeting_id,
          race_status: 'Closed',
          jumps_in_sec: 0,
          result_string: null,
        })}
      />,
    );
    expect(drawn).toEqual([1, 2]);
    for (const button of screen.getAllByRole('button', { name: /, 1\. Runner 1, / }))
      expect(button.getAttribute('aria-disabled') ?? button.hasAttribute('disabled').toString()).toMatch(/true/);
  });
});

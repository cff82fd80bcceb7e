import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { renderWithProviders } from '../../../test/render';
import { race, runner } from '../../../test/races';
import type { RaceFormGuide } from '../api/get-race-form-guide';
import { RaceCard } from './race-card';
import { raceTime } from './runner-form';

const start = (date: string, days: number, place: number, margin: number) => ({
  date,
  days_since: days,
  place,
  field_size: 8,
  track: 'Flemington',
  distance: 1200,
  margin,
  settled: 'On pace' as const,
});

const guide = (): RaceFormGuide => ({
  event_id: race().event_id,
  race_type: 'T',
  race_distance: 1200,
  speed_map: [
    { settling: 'Leader', saddle_numbers: [2] },
    { settling: 'On pace', saddle_numbers: [1] },
    { settling: 'Midfield', saddle_numbers: [] },
    { settling: 'Back', saddle_numbers: [3] },
  ],
  runners: [
    {
      saddle_number: 1,
      runner_id: 'T-AU-1',
      runner_name: 'Runner 1',
      barrier: 1,
      is_eliminated: false,
      settling: 'On pace',
      last_five: [start('2026-11-14', 14, 1, 0), start('2026-10-31', 28, 3, 1.2)],
      last_start_sectionals: {
        distance: 1200,
        time: 70.52,
        splits: [
          { label: 'Last 600 m', seconds: 34.71 },
          { label: 'Last 200 m', seconds: 11.62 },
        ],
      },
    },
  ],
});

const serve = (answer: () => unknown) => {
  const server = mockApi({ get: { '/racing/races/{id}/form': answer as never } });
  vi.stubGlobal('fetch', server);
  return server;
};

afterEach(() => vi.unstubAllGlobals());

describe("a runner's form on the race card", () => {
  it('is collapsed at first and asks for nothing until opened', () => {
    const server = serve(() => ({ data: guide() }));
    renderWithProviders(<RaceCard race={race()} />);
    const toggle = screen.getByRole('button', { name: 'Last 5 starts for 1. Runner 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: /Last 5 starts,/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Speed map' }).getAttribute('aria-expanded')).toBe('false');
    expect(server.requests).toHaveLength(0);
  });

  it('opens under the runner: each start as the big apps write it, where it settles and its last sectionals', async () => {
    const server = serve(() => ({ data: guide() }));
    renderWithProviders(<RaceCard race={race()} />);
    const toggle = screen.getByRole('button', { name: 'Last 5 starts for 1. Runner 1' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Last 5 starts, 1. Runner 1' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Finish', 'Track', 'Distance', 'Margin', 'Days since']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent).join(' '))).toEqual([
      '1/8 Flemington 1200m 0.0L 14d',
      '3/8 Flemington 1200m 1.2L 28d',
    ]);
    const facts = screen.getByLabelText("Settling and last start's sectionals, 1. Runner 1");
    expect(facts.textContent).toContain('Expected to settleOn pace');
    expect(facts.textContent).toContain('Last start1200m in 1:10.52');
    expect(facts.textContent).toContain('Last 600 m34.71s');
    expect(server.requests[0]!.url.pathname).toBe(`/v1/racing/races/${race().event_id}/form`);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the form cannot be loaded, with a way to try again', async () => {
    serve(() => apiAnswer(503, { message: 'Down', errors: {} }));
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last 5 starts for 1. Runner 1' }));
    expect(await screen.findByText("We couldn't load this runner's form.")).toBeTruthy();
  });

  it('says when a runner has no past starts on record', async () => {
    serve(() => ({ data: { ...guide(), runners: [{ ...guide().runners[0]!, last_five: [] }] } }));
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last 5 starts for 1. Runner 1' }));
    expect(await screen.findByText('No past starts on record for this runner.')).toBeTruthy();
  });
});

describe('the speed map', () => {
  it('opens to the four positions, the leader first, runners by number and name', async () => {
    serve(() => ({ data: guide() }));
    renderWithProviders(<RaceCard race={race({ runners: [runner(1), runner(2), runner(3)] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Speed map' }));
    const map = await screen.findByRole('list', { name: /^Speed map/ });
    await waitFor(() =>
      expect(within(map).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Leader2. Runner 2',
        'On pace1. Runner 1',
        'MidfieldNone expected',
        'Back3. Runner 3',
      ]),
    );
  });
});

describe('race times', () => {
  it('reads as a punter reads them', () => {
    expect(raceTime(34.71)).toBe('34.71s');
    expect(raceTime(70.52)).toBe('1:10.52');
    expect(raceTime(125.05)).toBe('2:05.05');
  });
});

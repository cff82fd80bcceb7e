import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betslip, betslipStore, legIdFor } from '@wagering/shared/betslip';
import { mockApi } from '@wagering/testing/api';
import { bus } from '@wagering/shared/bus';
import { renderWithProviders } from '../../../test/render';
import { race, runner } from '../../../test/races';
import { RaceCard } from './race-card';

const slipLegs = () => betslipStore.getState().legs;
const setWidth = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => {
  // Verification goes to the API; here it fails, which the slip swallows silently (SPEC 8).
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
  setWidth(1440);
});
afterEach(async () => {
  vi.useRealTimers();
  await waitFor(() => expect(betslipStore.getState().isBetVerifyPending).toBe(false));
  betslip.clear();
  betslip.closeBetslip();
  vi.unstubAllGlobals();
});

describe('race card', () => {
  it('shows race info: weather, distance in metres and track condition', () => {
    renderWithProviders(<RaceCard race={race()} />);
    const info = screen.getByLabelText('Race info');
    expect(info.textContent).toContain('1200m');
    expect(info.textContent).toContain('Good 4');
    expect(info.textContent).toContain('Fine');
  });

  it('shows each runner with saddle number, jockey, trainer, weight and last four starts', () => {
    renderWithProviders(<RaceCard race={race()} />);
    const row = screen.getByTestId('runner-2');
    expect(row.textContent).toContain('2. Runner 2');
    expect(row.textContent).toContain('J: Jockey 2');
    expect(row.textContent).toContain('T: Trainer 2');
    expect(row.textContent).toContain('56kg');
    expect(row.textContent).toContain('Form: 1x23');
  });

  it('shows scratchings struck, with no price to click: each badge says N/A', () => {
    const runners = [...Array.from({ length: 8 }, (_, i) => runner(i + 1)), runner(9, { is_eliminated: true })];
    renderWithProviders(<RaceCard race={race({ runners })} />);
    const row = screen.getByTestId('runner-9');
    expect(row.textContent).toContain('Scratched');
    expect(getComputedStyle(within(row).getByText(/9\. Runner 9/)).textDecoration).toContain('line-through');
    for (const badge of within(row).getAllByRole('button')) {
      expect(badge.getAttribute('aria-disabled')).toBe('true');
      expect(badge.textContent).toBe('N/A');
    }
  });

  it('marks a small field: fewer than 8 non-eliminated runners', () => {
    const { unmount } = renderWithProviders(<RaceCard race={race()} />);
    expect(screen.queryByText('Small field')).toBeNull();
    unmount();
    renderWithProviders(<RaceCard race={race({ runners: race().runners!.slice(0, 7) })} />);
    expect(screen.getByText('Small field')).toBeTruthy();
  });

  it('hides TF unless every non-eliminated runner has TF odds above 0', () => {
    const { unmount } = renderWithProviders(<RaceCard race={race()} />);
    expect(screen.getByRole('columnheader', { name: 'TF' })).toBeTruthy();
    unmount();
    const runners = race().runners!.map((r, i) => (i === 0 ? { ...r, odds: { ...r.odds, TF: 0 } } : r));
    renderWithProviders(<RaceCard race={race({ runners })} />);
    expect(screen.queryByRole('columnheader', { name: 'TF' })).toBeNull();
  });

  it("shows a runner's win odds of exactly 1 on a non-FWIN product as the product's short description", () => {
    const runners = race().runners!.map((r) =>
      r.saddle_number === 1 ? { ...r, odds: { ...r.odds, VICWin: 1, FWIN: 1 } } : r,
    );
    renderWithProviders(<RaceCard race={race({ runners })} />);
    const row = screen.getByTestId('runner-1');
    expect(within(row).getByRole('button', { name: /^VIC Tote Win, 1\. Runner 1/ }).textContent).toContain('VIC Win');
    expect(within(row).getByRole('button', { name: /^Fixed Win, 1\. Runner 1/ }).textContent).toContain('1.00');
  });

  it('adds a win bet with its leg fields and leg_id hash, and a second click removes it', async () => {
    const r = race();
    renderWithProviders(<RaceCard race={r} />);
    const badge = screen.getByRole('button', { name: 'Fixed Win, 3. Runner 3, 5.00' });
    fireEvent.click(badge);
    expect(slipLegs()).toHaveLength(1);
    const leg = slipLegs()[0];
    expect(leg).toMatchObject({
      event_id: 101,
      race_number: 3,
      race_type: 'T',
      bet_type: 'Win',
      selections: [3],
      saddle_number: 3,
      dividend_code: 'FWIN',
      requested_dividend: 5,
      event_type: 'R',
    });
    expect(leg.leg_id).toBe(
      legIdFor({ race_type: 'T', event_id: 101, selections: [3], special_type: null, bet_type: 'Win' }),
    );
    expect(badge.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(betslipStore.getState().isBetVerifyPending).toBe(false));
    fireEvent.click(badge);
    await waitFor(() => expect(slipLegs()).toHaveLength(0));
  });

  it('blocks a click on a closed race and shows the Closed, Interim, Final steps', () => {
    const progress = vi.fn();
    const off = bus.on('progress-bar:disable', progress);
    renderWithProviders(<RaceCard race={race({ race_status: 'Closed', jumps_in_sec: 0 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fixed Win, 3. Runner 3, 5.00' }));
    expect(slipLegs()).toHaveLength(0);
    expect(progress).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Race progress').textContent).toContain('ClosedInterimFinal');
    off();
  });

  it('a click on an odds badge disables the progress bar (bus event)', () => {
    const progress = vi.fn();
    const off = bus.on('progress-bar:disable', progress);
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fixed Place, 1. Runner 1, 1.50' }));
    expect(progress).toHaveBeenCalledTimes(1);
    off();
  });

  it('flashes an odds badge up or down for 2 seconds when its price changes', () => {
    vi.useFakeTimers();
    const r = race();
    const { rerender } = renderWithProviders(<RaceCard race={r} />);
    const priced = (fwin: number) => ({
      ...r,
      runners: r.runners!.map((x) => (x.saddle_number === 1 ? { ...x, odds: { ...x.odds, FWIN: fwin } } : x)),
    });
    rerender(<RaceCard race={priced(4.5)} />);
    const badge = () => screen.getByRole('button', { name: /^Fixed Win, 1\. Runner 1/ });
    expect(badge().getAttribute('data-flash')).toBe('up');
    act(() => vi.advanceTimersByTime(1999));
    expect(badge().getAttribute('data-flash')).toBe('up');
    act(() => vi.advanceTimersByTime(1));
    expect(badge().getAttribute('data-flash')).toBeNull();
    rerender(<RaceCard race={priced(2.1)} />);
    expect(badge().getAttribute('data-flash')).toBe('down');
  });

  it('adds a boxed trifecta from one group of runners', async () => {
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Trifecta' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Box Trifecta' }));
    for (const n of [1, 2, 4]) fireEvent.click(screen.getByRole('checkbox', { name: `Box: ${n}. Runner ${n}` }));
    expect(screen.getByText('6 combinations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Box Trifecta to betslip' }));
    expect(slipLegs()[0]).toMatchObject({ bet_type: 'Exotic', special_type: 'BoxTrifecta', selections: [1, 2, 4] });
  });

  it('adds a trifecta with its position pickers (1st, 2nd, 3rd)', () => {
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Trifecta' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '1st: 1. Runner 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '2nd: 2. Runner 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '2nd: 3. Runner 3' }));
    expect((screen.getByRole('button', { name: 'Add Trifecta to betslip' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '3rd: 3. Runner 3' }));
    expect(screen.getByText('1 combination')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Trifecta to betslip' }));
    expect(slipLegs()[0]).toMatchObject({ special_type: 'Trifecta', selections: [[1], [2, 3], [3]] });
  });

  it('on mobile shows the odds tabs SP & TF, TOTE, VIC and Fixed', () => {
    setWidth(375);
    renderWithProviders(<RaceCard race={race()} />);
    const odds = screen.getByRole('tablist', { name: 'Odds' });
    expect(
      within(odds)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['SP & TF', 'TOTE', 'VIC', 'Fixed']);
    expect(within(odds).getByRole('tab', { name: 'Fixed' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(odds).getByRole('tab', { name: 'VIC' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Runner', 'VIC Win', 'VIC Plc']);
  });

  it('on mobile the first odds click opens the betslip when it is closed and empty', async () => {
    setWidth(375);
    const opened = vi.fn();
    const off = bus.on('betslip:drawer:request', opened);
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fixed Win, 2. Runner 2, 4.00' }));
    expect(opened).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(betslipStore.getState().isBetVerifyPending).toBe(false));
    betslip.closeBetslip();
    fireEvent.click(screen.getByRole('button', { name: 'Fixed Win, 3. Runner 3, 5.00' }));
    expect(opened).toHaveBeenCalledTimes(1); // the slip is no longer empty
    off();
  });

  it('shows the result and dividends once the race has them', () => {
    const runners = race().runners!.map((r) => ({
      ...r,
      finish_position: r.saddle_number <= 4 ? 5 - r.saddle_number : null,
    }));
    renderWithProviders(
      <RaceCard
        race={race({
          race_status: 'Final',
          show_results: true,
          result_string: '4-3-2-1',
          runners,
          dividends: [{ dividend_code: 'WTX', selections: '4', value: 6.4 }],
        })}
      />,
    );
    expect(screen.getByRole('list', { name: 'Result' }).textContent).toContain('1st 4. Runner 4');
    // Eight starters pay three places: no 4th is listed.
    expect(screen.getByRole('list', { name: 'Result' }).textContent).not.toContain('4th');
    expect(screen.getByRole('table', { name: 'Dividends, race 3' }).textContent).toContain('Tote Win4$6.40');
  });

  it('announces a change of a price the punter has in the betslip', async () => {
    const r = race();
    const { rerender } = renderWithProviders(<RaceCard race={r} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fixed Win, 3. Runner 3, 5.00' }));
    const repriced = {
      ...r,
      runners: r.runners!.map((x) => (x.saddle_number === 3 ? { ...x, odds: { ...x.odds, FWIN: 5.5 } } : x)),
    };
    rerender(<RaceCard race={repriced} />);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' }).textContent).toBe('3. Runner 3, FWIN now 5.50'),
    );
  });

  it("opens a runner's form guide from the runner: career and recent starts from /racing/race-form", async () => {
    const server = mockApi({
      get: {
        '/racing/race-form/{meetingId}/{eventId}': () => ({
          data: {
            ...race(),
            runners: [
              {
                ...runner(1),
                career: '12: 3-2-1',
                form: [{ date: '2026-11-01', track: 'Randwick', distance: 1200, position: '2', field: 10 }],
              },
            ],
          },
        }),
      },
    });
    vi.stubGlobal('fetch', server);
    renderWithProviders(<RaceCard race={race()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Form guide for 1. Runner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form guide: 1. Runner 1' });
    await waitFor(() => expect(dialog.textContent).toContain('12: 3-2-1'));
    expect(within(dialog).getByRole('table', { name: 'Recent starts of 1. Runner 1' }).textContent).toContain(
      'Randwick',
    );
    expect(server.requests[0]!.url.pathname).toMatch(/^\/v1\/racing\/race-form\//);
    vi.unstubAllGlobals();
  });

  it('draws greyhound rugs in their box colours, asking for no image, where no rug images are deployed', () => {
    const { container } = renderWithProviders(<RaceCard race={race({ race_type: 'G' })} />);
    const rug = within(screen.getByTestId('runner-1')).getByRole('img', { name: 'Rug 1' });
    expect(rug.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('img')).toBeNull();
  });

  const withRugImages = { config: { greyhoundSilkPath: '/silks/greyhound' } };

  it('shows greyhound rugs: the configured rug image, or the rug drawn in its box colours when it fails', () => {
    // Still loading (jsdom loads no images, so its images are otherwise complete and without width: broken).
    const loading = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    renderWithProviders(<RaceCard race={race({ race_type: 'G' })} />, withRugImages);
    const row = screen.getByTestId('runner-1');
    const image = within(row).getByRole('img', { name: 'Rug 1' });
    expect(image.getAttribute('src')).toBe('/silks/greyhound/1.png');
    fireEvent.error(image);
    const drawn = within(row).getByRole('img', { name: 'Rug 1' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    loading.mockRestore();
  });

  it('draws the rug when its image broke before the page hydrated (no error event left to hear)', () => {
    // A finished image with no width: what a server-drawn <img> whose file is missing is by the time React attaches.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    renderWithProviders(<RaceCard race={race({ race_type: 'G' })} />, withRugImages);
    const rug = within(screen.getByTestId('runner-1')).getByRole('img', { name: 'Rug 1' });
    expect(rug.tagName.toLowerCase()).toBe('svg');
    complete.mockRestore();
  });
});

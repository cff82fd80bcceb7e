import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@wagering/testing/api';
import { renderWithProviders } from '../../../test/render';
import { runner } from '../../../test/races';
import type { Runner } from '../types';
import { PriceFlucs, PriceFlucsPanel, useFlucsDisclosure } from './price-flucs';
import { Sparkline } from './sparkline';

afterEach(() => vi.unstubAllGlobals());

/** The toggle and its panel, as a runner's row and the row under it hold them. */
function Flucs({ runner: shown }: { runner: Runner }) {
  const disclosure = useFlucsDisclosure();
  return (
    <>
      <PriceFlucs eventId={7} runner={shown} disclosure={disclosure} />
      <PriceFlucsPanel eventId={7} runner={shown} disclosure={disclosure} />
    </>
  );
}

const pointsOf = (container: HTMLElement) =>
  container
    .querySelector('polyline')!
    .getAttribute('points')!
    .split(' ')
    .map((xy) => xy.split(',').map(Number) as [number, number]);

describe('the sparkline', () => {
  it('draws one point per price, left to right, the highest price at the top and the lowest at the bottom', () => {
    const { container } = render(<Sparkline prices={[5, 8, 3, 4]} width={60} height={20} />);
    const points = pointsOf(container);
    expect(points.map(([x]) => x)).toEqual([0, 20, 40, 60]);
    const ys = points.map(([, y]) => y);
    expect(Math.min(...ys)).toBe(ys[1]);
    expect(Math.max(...ys)).toBe(ys[2]);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('a price that never moved is a flat line across the middle', () => {
    const { container } = render(<Sparkline prices={[4.5]} width={48} height={16} />);
    expect(pointsOf(container)).toEqual([
      [0, 8],
      [48, 8],
    ]);
  });
});

describe("a runner's price flucs on the card", () => {
  const serve = () => {
    const server = mockApi({
      get: {
        '/racing/flucs/{event_id}': () => ({
          data: {
            event_id: 7,
            runners: [{ saddle_number: 1, open: 5, high: 6, low: 3, current: 3, history: [5, 6, 3] }],
          },
        }),
      },
    });
    vi.stubGlobal('fetch', server);
    return server;
  };

  it('the chart is a button whose name says the figures; it opens a panel with them as text, by keyboard too', async () => {
    const server = serve();
    renderWithProviders(<Flucs runner={runner(1, { odds: { FWIN: 3 } })} />);
    const button = await screen.findByRole('button', {
      name: 'Price flucs for 1. Runner 1: opened 5.00, high 6.00, low 3.00, now 3.00',
    });
    expect(server.requests[0]!.url.pathname).toBe('/v1/racing/flucs/7');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Price flucs, 1. Runner 1' })).toBeNull();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: 'Price flucs, 1. Runner 1' });
    expect(within(panel).getByText('Open').nextSibling?.textContent).toBe('5.00');
    expect(within(panel).getByText('High').nextSibling?.textContent).toBe('6.00');
    expect(within(panel).getByText('Low').nextSibling?.textContent).toBe('3.00');
    expect(within(panel).getByText('Now').nextSibling?.textContent).toBe('3.00');
    expect(panel.textContent).toContain('Last prices, oldest first: 5.00, 6.00, 3.00');

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a price pushed after the flucs were fetched is the newest point and may be the new low', async () => {
    serve();
    const { rerender } = renderWithProviders(<Flucs runner={runner(1, { odds: { FWIN: 3 } })} />);
    await screen.findByRole('button', { name: /now 3\.00$/ });
    rerender(<Flucs runner={runner(1, { odds: { FWIN: 2.5 } })} />);
    expect(
      screen.getByRole('button', { name: 'Price flucs for 1. Runner 1: opened 5.00, high 6.00, low 2.50, now 2.50' }),
    ).toBeTruthy();
  });

  it('shows nothing for a scratched runner or one never priced', async () => {
    const server = serve();
    renderWithProviders(
      <>
        <Flucs runner={runner(1, { is_eliminated: true })} />
        <Flucs runner={runner(2)} />
      </>,
    );
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

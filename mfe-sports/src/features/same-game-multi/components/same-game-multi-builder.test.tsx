import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { betslipStore } from '@wagering/shared/betslip';
import { renderWithProviders } from '@wagering/testing/render';
import type { Match } from '../../../types';
import { SameGameMultiBuilder } from './same-game-multi-builder';

afterEach(() => vi.unstubAllGlobals());

const sel = (bet_type: string, selection_name: string) => ({ bet_type, selection_name, dividend: 1.9 });
const match = {
  event_id: 7,
  event_name: 'Adelaide v Brisbane',
  sport_code: 'AFL',
  match_status: 'Open',
  team_a_line: -10.5,
  margin_one_high_value: 39,
  total_over: 170.5,
  submarkets: [
    { market_name: 'Total', selections: [sel('TotalOver', 'Over 170.5'), sel('TotalUnder', 'Under 170.5')] },
    { market_name: 'Head to Head', selections: [sel('AWin', 'Adelaide'), sel('BWin', 'Brisbane')] },
    { market_name: 'Line', selections: [sel('ALine', 'Adelaide -10.5'), sel('BLine', 'Brisbane +10.5')] },
  ],
} as unknown as Match;

function serve(answer: () => unknown) {
  const server = mockApi({ get: { '/sports/same-game-multi-div': answer as never } });
  vi.stubGlobal('fetch', server);
  return server;
}
const addButton = () => screen.getByRole('button', { name: 'Add Same Game Multi to betslip' });
const pick = (market: string, name: string) =>
  within(screen.getByRole('group', { name: market })).getByRole('button', { name });

describe('the same game multi builder', () => {
  it('asks the price of the picks in market order and adds them to the slip as one leg at that price', async () => {
    const server = serve(() => ({ data: { event_id: 7, selections: 'AWin,TotalOver', dividend: 3.4 } }));
    renderWithProviders(<SameGameMultiBuilder match={match} />);
    expect(screen.getByRole('status').textContent).toBe('Pick two or more selections from different markets');
    await userEvent.click(pick('Total', 'Over 170.5'));
    await userEvent.click(pick('Head to Head', 'Adelaide'));
    expect(await screen.findByText('Same Game Multi price 3.40')).toBeTruthy();
    expect(server.requests.at(-1)?.query.get('selections')).toBe('AWin,TotalOver');
    await userEvent.click(addButton());
    await vi.waitFor(() =>
      expect(betslipStore.getState().legs.at(-1)).toMatchObject({
        special_type: 'SameGameMulti',
        selections: ['AWin', 'TotalOver'],
        selection_name: 'Adelaide, Over 170.5',
        requested_dividend: 3.4,
      }),
    );
    expect(pick('Head to Head', 'Adelaide').getAttribute('aria-pressed')).toBe('false');
  });

  it('explains picks that cannot all win without asking a price, and says so when the price cannot be had', async () => {
    const server = serve(() => apiAnswer(400, { message: 'no', errors: {} }));
    renderWithProviders(<SameGameMultiBuilder match={match} />);
    await userEvent.click(pick('Head to Head', 'Brisbane'));
    await userEvent.click(pick('Line', 'Adelaide -10.5'));
    expect(screen.getByRole('status').textContent).toMatch(/cannot all win in one match/);
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(server.requests).toHaveLength(0);
    await userEvent.click(pick('Head to Head', 'Adelaide'));
    expect(await screen.findByText('These selections have no price right now')).toBeTruthy();
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { race } from '../../../test/races';
import { placings, RaceResults } from './race-results';

describe('race results', () => {
  it('list the placed runners by name with their positions, from the API placings', () => {
    const placed = [
      { position: 1, saddle_number: 4, runner_name: 'Fast Horse' },
      { position: 2, saddle_number: 2, runner_name: 'Slow Horse' },
      { position: 3, saddle_number: 7, runner_name: 'Third Horse' },
    ];
    renderWithProviders(
      <RaceResults race={race({ race_status: 'Final', result_string: '4-2-7-1', placings: placed })} />,
    );
    const items = within(screen.getByRole('list', { name: 'Result' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1st 4. Fast Horse', '2nd 2. Slow Horse', '3rd 7. Third Horse']);
  });

  it('never list a position past the places paid: three from 8 starters, two from 5, else the winner', () => {
    const names = (fieldSize: number) =>
      placings(race({ result_string: '4-2-7-1-3', field_size: fieldSize, placings: [] })).map((p) => p.position);
    expect(names(8)).toEqual([1, 2, 3]);
    expect(names(6)).toEqual([1, 2]);
    expect(names(4)).toEqual([1]);
    expect(placings(race({ result_string: '4-2-7', placings: [] }))[0]).toMatchObject({
      saddle_number: 4,
      runner_name: 'Runner 4',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { race } from '../../../test/races';
import { NextToJumpList } from './next-to-jump-list';

describe('next to jump', () => {
  it('drops a race as soon as it has closed, and shows the whole track name', () => {
    const open = race({ event_id: 1, meeting_name: 'Murray Bridge Greyhound Racing Club', race_number: 2 });
    const closed = race({ event_id: 2, meeting_name: 'Flemington', race_number: 5, race_status: 'Closed' });
    renderWithProviders(<NextToJumpList races={[open, closed]} strip />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const name = screen.getByText('Murray Bridge Greyhound Racing Club');
    expect(getComputedStyle(name).whiteSpace).toBe('normal');
    expect(screen.queryByText('Flemington')).toBeNull();
  });
});

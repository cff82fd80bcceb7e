import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { RaceTypeTitle } from './race-type-title';

describe('race-type title', () => {
  it('shows any racing as "All", never an R in a ring (which reads as ®)', () => {
    const { container } = renderWithProviders(<RaceTypeTitle type="any" title="Racing" />);
    expect(screen.getByRole('heading', { name: 'Racing' })).toBeTruthy();
    expect(container.querySelector('[data-icon="racing"]')?.textContent).toBe('All');
  });

  it('shows a race type by its code letter', () => {
    const { container } = renderWithProviders(<RaceTypeTitle type="G" />);
    expect(container.querySelector('[data-icon]')?.textContent).toBe('G');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderWithTheme } from '@wagering/testing/render';
import { QueryView } from './query-view';

// Only the fields QueryView reads; a real query result carries many more.
const query = (state: Partial<UseQueryResult<string[]>>) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    data: undefined,
    error: null,
    refetch: vi.fn(),
    ...state,
  }) as UseQueryResult<string[]>;

describe('QueryView', () => {
  it('shows a loading skeleton while pending', () => {
    renderWithTheme(
      <QueryView query={query({ isPending: true })} label="races">
        {() => 'data'}
      </QueryView>,
    );
    expect(screen.getByRole('status', { name: 'Loading races' })).toBeTruthy();
  });

  it('shows the error with a Retry that refetches', () => {
    const q = query({ isError: true, error: new Error('Service unavailable') });
    renderWithTheme(
      <QueryView query={q} label="races">
        {() => 'data'}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the SPEC empty state when the data is empty', () => {
    renderWithTheme(
      <QueryView query={query({ data: [] })} label="races" isEmpty={(d) => d.length === 0}>
        {() => 'data'}
      </QueryView>,
    );
    // SPEC 2 "Empty state", word for word.
    expect(
      screen.getByText(
        'There are no matches currently available for betting in this tournament/event. Please check back later or select another event.',
      ),
    ).toBeTruthy();
  });

  it('renders the data', () => {
    renderWithTheme(
      <QueryView query={query({ data: ['R1', 'R2'] })} label="races">
        {(d) => d.join(', ')}
      </QueryView>,
    );
    expect(screen.getByText('R1, R2')).toBeTruthy();
  });
});

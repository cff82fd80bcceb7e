import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import { Badge } from './badge';
import { Tabs } from './tabs';

describe('EmptyState', () => {
  it('shows the SPEC default text', () => {
    renderWithTheme(<EmptyState />);
    expect(
      screen.getByText(
        'There are no matches currently available for betting in this tournament/event. Please check back later or select another event.',
      ),
    ).toBeTruthy();
  });

  it('shows a caller text instead', () => {
    renderWithTheme(<EmptyState>No bets yet</EmptyState>);
    expect(screen.getByText('No bets yet')).toBeTruthy();
  });
});

describe('Skeleton', () => {
  it('announces loading and draws the requested lines', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} label="Loading races" />);
    expect(screen.getByRole('status', { name: 'Loading races' }).getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('span')).toHaveLength(3);
  });
});

describe('Badge', () => {
  it('renders its label', () => {
    renderWithTheme(<Badge tone="success">Won</Badge>);
    expect(screen.getByText('Won')).toBeTruthy();
  });
});

describe('Tabs', () => {
  const tabs = [
    { key: 'open', label: 'Open' },
    { key: 'settled', label: 'Settled' },
    { key: 'all', label: 'All' },
  ] as const;

  it('marks the selected tab and keeps only it in the Tab order', () => {
    renderWithTheme(<Tabs tabs={tabs} value="settled" onChange={() => {}} label="My bets" />);
    const settled = screen.getByRole('tab', { name: 'Settled' });
    expect(settled.getAttribute('aria-selected')).toBe('true');
    expect(settled.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Open' }).tabIndex).toBe(-1);
  });

  it('moves with arrow keys, Home and End, wrapping around', () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs tabs={tabs} value="all" onChange={onChange} label="My bets" />);
    const list = screen.getByRole('tablist', { name: 'My bets' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'Home' });
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['open', 'settled', 'open']);
  });

  it('selects on click and shows the panel', () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Tabs tabs={tabs} value="open" onChange={onChange} label="My bets">
        Open bets here
      </Tabs>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(onChange).toHaveBeenCalledWith('all');
    expect(screen.getByRole('tabpanel').textContent).toBe('Open bets here');
  });
});

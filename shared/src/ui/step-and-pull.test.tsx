import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { StepIndicator } from './step-indicator';
import { PullToRefresh, pullDistance, pullPhase } from './pull-to-refresh';

describe('StepIndicator', () => {
  it('shows Closed, Interim, Final and marks the current step', () => {
    renderWithTheme(<StepIndicator current={1} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Closed', 'Interim', 'Final']);
    expect(screen.getByText('Interim').getAttribute('aria-current')).toBe('step');
  });
});

describe('PullToRefresh', () => {
  it('is pulling under 120 px, release-ready from 120 px, and stops at 180 px', () => {
    expect(pullPhase(0)).toBe('idle');
    expect(pullPhase(119)).toBe('pulling');
    expect(pullPhase(120)).toBe('release-ready');
    expect(pullDistance(400)).toBe(180);
    expect(pullDistance(-20)).toBe(0);
  });

  it('says "Pull to refresh", "Release to refresh", then "Refreshing...", and on release refreshes and vibrates 50 ms', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = renderWithTheme(
      <PullToRefresh onRefresh={onRefresh}>
        <p>races</p>
      </PullToRefresh>,
    );
    const area = container.firstElementChild!;
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 60 }] });
    expect(screen.getByRole('status').textContent).toBe('Pull to refresh');
    fireEvent.touchMove(area, { touches: [{ clientY: 150 }] });
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    expect(vibrate).not.toHaveBeenCalled();
    fireEvent.touchEnd(area);
    expect(screen.getByRole('status').textContent).toBe('Refreshing...');
    expect(vibrate).toHaveBeenCalledWith(50);
    expect(onRefresh).toHaveBeenCalledOnce();
    await act(async () => finish());
    expect(area.getAttribute('data-phase')).toBe('idle');
  });

  it('does not refresh when released before the threshold', () => {
    const onRefresh = vi.fn();
    const { container } = renderWithTheme(<PullToRefresh onRefresh={onRefresh}>x</PullToRefresh>);
    const area = container.firstElementChild!;
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { Pager } from './pager';

// Ellipses are hidden from assistive tech, so read every item from the DOM.
const labels = () => Array.from(document.querySelectorAll('nav li')).map((li) => li.textContent);

describe('Pager', () => {
  it('shows every page when there are at most 5 (3 blocks + 2)', () => {
    renderWithTheme(<Pager page={1} totalPages={5} onChange={() => {}} />);
    expect(labels()).toEqual(['‹', '1', '2', '3', '4', '5', '›']);
  });

  it('shows first, last, the neighbours and ellipses beyond that', () => {
    renderWithTheme(<Pager page={6} totalPages={12} onChange={() => {}} />);
    expect(labels()).toEqual(['‹', '1', '…', '5', '6', '7', '…', '12', '›']);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to a chosen page, and ignores pages below 1 or above the last', () => {
    const onChange = vi.fn();
    renderWithTheme(<Pager page={1} totalPages={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('is hidden with a single page', () => {
    renderWithTheme(<Pager page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

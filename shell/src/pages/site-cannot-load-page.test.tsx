import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../test/render-shell';
import { SiteCannotLoadPage } from './site-cannot-load-page';

describe('with no configuration at all', () => {
  it('says the site cannot load, not that the page was not found, and tries again on request', () => {
    const reload = vi.fn();
    renderShell(<SiteCannotLoadPage reload={reload} />);
    expect(screen.getByRole('heading', { name: 'The site cannot load right now' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

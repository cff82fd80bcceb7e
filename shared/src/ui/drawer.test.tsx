import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { Drawer } from './drawer';

describe('Drawer', () => {
  it.each(['left', 'right', 'bottom'] as const)('opens from the %s as a modal dialog that Escape closes', (side) => {
    const onClose = vi.fn();
    renderWithTheme(
      <Drawer open side={side} onClose={onClose} title="Menu">
        <a href="/faq">FAQs</a>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('starts focus on the element marked data-autofocus', () => {
    renderWithTheme(
      <Drawer open onClose={() => {}} title="Search">
        <input aria-label="Search" data-autofocus />
      </Drawer>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});

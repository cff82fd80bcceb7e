import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@wagering/testing/render';
import { Modal } from './modal';

const renderModal = (onClose = vi.fn()) =>
  renderWithTheme(
    <Modal open onClose={onClose} title="Login">
      <input aria-label="Username" />
      <button type="button">Login</button>
    </Modal>,
  );

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered in a portal', () => {
    const { container } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
  });

  it('moves focus inside and keeps Tab inside', () => {
    renderModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    screen.getByRole('button', { name: 'Login' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
  });

  it('closes on Escape and on its close button', () => {
    const onClose = vi.fn();
    renderModal(onClose);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderWithTheme(
      <Modal open={false} onClose={() => {}} title="Login">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

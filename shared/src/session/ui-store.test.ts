import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bus } from '@wagering/shared/bus';
import { closeModal, disableProgressBar, openModal, setMobileSearch, startUi, uiStore } from './ui-store';

describe('UI flags', () => {
  let stop = () => {};
  beforeAll(() => (stop = startUi()));
  afterAll(() => stop());
  afterEach(() => vi.useRealTimers());

  it('currentDevice defaults to mobile and activeType to racing', () => {
    expect(uiStore.getState()).toMatchObject({ currentDevice: 'mobile', activeType: 'racing' });
  });

  it('The mobile search drawer closes when the login modal opens', () => {
    setMobileSearch(true);
    openModal('login');
    expect(uiStore.getState().mobileSearchOpen).toBe(false);
    expect(uiStore.getState().modals.login).toBe(true);
    closeModal('login');
    expect(uiStore.getState().modals.login).toBe(false);
  });

  it('A click disables the progress bar for 500 ms', () => {
    vi.useFakeTimers();
    disableProgressBar();
    expect(uiStore.getState().progressBarDisabled).toBe(true);
    vi.advanceTimersByTime(499);
    expect(uiStore.getState().progressBarDisabled).toBe(true);
    vi.advanceTimersByTime(1);
    expect(uiStore.getState().progressBarDisabled).toBe(false);
  });

  it('progress-bar:disable on the bus disables it too, once started', () => {
    vi.useFakeTimers();
    bus.emit('progress-bar:disable');
    expect(uiStore.getState().progressBarDisabled).toBe(true);
    vi.advanceTimersByTime(500);
    expect(uiStore.getState().progressBarDisabled).toBe(false);
  });
});

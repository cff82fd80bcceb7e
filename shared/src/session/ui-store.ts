import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { bus } from '@wagering/shared/bus';
import { PROGRESS_BAR_DISABLE_MS, type LayoutClass } from '@wagering/shared/constants';
import { persistSlice } from './persisted-state';

export type ModalName = 'login' | 'register' | 'forgotPassword' | 'unverifiedError';
type DrawerName = 'profile' | 'navigation';
type ActiveType = 'racing' | 'sports';

/**
 * Overlay flags and page-wide UI state, shared because the shell and the remotes both open the login modal
 * and the drawers. The betslip's own open flag (showBetslip) lives in the betslip store.
 */
interface UiState {
  modals: Record<ModalName, boolean>;
  drawers: Record<DrawerName, boolean>;
  mobileSearchOpen: boolean;
  progressBarDisabled: boolean;
  /** Last known layout class; mobile until the first render measures the window. */
  currentDevice: LayoutClass;
  /** The top-level Racing or Sports switch; not persisted, so every visit starts on racing. */
  activeType: ActiveType;
}

const closedModals = (): Record<ModalName, boolean> => ({
  login: false,
  register: false,
  forgotPassword: false,
  unverifiedError: false,
});

export const uiStore = createStore<UiState>(() => ({
  modals: closedModals(),
  drawers: { profile: false, navigation: false },
  mobileSearchOpen: false,
  progressBarDisabled: false,
  currentDevice: 'mobile',
  activeType: 'racing',
}));

/** Opens a modal. The mobile search drawer closes when the login modal opens. */
export function openModal(name: ModalName): void {
  const { modals, mobileSearchOpen } = uiStore.getState();
  uiStore.setState({
    modals: { ...modals, [name]: true },
    mobileSearchOpen: name === 'login' ? false : mobileSearchOpen,
  });
}

export const closeModal = (name: ModalName) =>
  uiStore.setState({ modals: { ...uiStore.getState().modals, [name]: false } });

export const setDrawer = (name: DrawerName, open: boolean) =>
  uiStore.setState({ drawers: { ...uiStore.getState().drawers, [name]: open } });

export const setMobileSearch = (open: boolean) => uiStore.setState({ mobileSearchOpen: open });
export const setCurrentDevice = (currentDevice: LayoutClass) => uiStore.setState({ currentDevice });
export const setActiveType = (activeType: ActiveType) => uiStore.setState({ activeType });

let progressTimer: ReturnType<typeof setTimeout> | undefined;

/** Disables the progress bar for a moment (an odds click must not flash the page-loading bar). */
export function disableProgressBar(ms = PROGRESS_BAR_DISABLE_MS): void {
  clearTimeout(progressTimer);
  uiStore.setState({ progressBarDisabled: true });
  progressTimer = setTimeout(() => uiStore.setState({ progressBarDisabled: false }), ms);
}

/**
 * Starts the page's UI flags in the browser: the stored ones restored and kept stored, and the bus's requests to
 * disable the progress bar followed (the shell's client boot calls it). Returns the function that stops both.
 */
export function startUi(): () => void {
  const stops = [
    // SPEC: modal, drawer and mobile-search flags, the unverified-error flag and activeType are not persisted.
    persistSlice('ui', uiStore, (s) => ({ currentDevice: s.currentDevice })),
    bus.on('progress-bar:disable', () => disableProgressBar()),
  ];
  return () => stops.forEach((stop) => stop());
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}

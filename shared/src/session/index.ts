export {
  sessionStore,
  startSession,
  useSession,
  login,
  mergeUser,
  logout,
  crmLogin,
  crmLogout,
  addAlert,
  alertKey,
  dismissAlert,
  wipeOnUnauthorized,
  csrfToken,
  type UserData,
  type LoginAnswer,
} from './session-store';
export {
  uiStore,
  startUi,
  useUi,
  openModal,
  closeModal,
  setDrawer,
  setMobileSearch,
  setCurrentDevice,
  setActiveType,
  disableProgressBar,
  type ModalName,
} from './ui-store';
export { preferencesStore, startPreferences, usePreferences, setPriceChanges } from './preferences-store';
export { persistSlice } from './persisted-state';
export { getCookie, setCookie, deleteCookie } from './cookies';

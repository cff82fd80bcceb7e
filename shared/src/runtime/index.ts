export { pageStore, usePage, usePageState, type Crumb, type PageState } from './page-store';
export { layoutClassFor, useHydratedLayoutClass, useLayoutClass, type LayoutClass } from './layout-class';
export type { RemoteAppProps, RemotePageLifecycles, RemotePageProps } from './remote-props';
export { AppProviders } from './app-providers';
export { RemotePageRoot, remotePageLifecycles } from './remote-lifecycles';
export {
  pinRenderClock,
  renderNow,
  RenderClock,
  useRenderNow,
  reportHydrationMismatch,
  SERVER_RENDERED,
  takeOverRegion,
  useHydrated,
  useIdleAfterHydration,
} from './server-render';
export { REMOTE_EXPOSES, type PageModule, type WidgetModule, type RemoteModuleExports } from './remote-contract';
export { isInWebview, type NativeChannel } from './webview';

export { pageStore, usePage, usePageState } from './page-store';
export { layoutClassFor, useHydratedLayoutClass, useLayoutClass, type LayoutClass } from './layout-class';
export type { RemoteAppProps, RemotePageProps } from './remote-props';
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
export type { PageModule, WidgetModule, RemoteModuleExports } from './remote-contract';
export { isInWebview } from './webview';
